import {
  CREATION_ABILITIES,
  CREATION_SUBMIT_ABILITY,
  CREATION_MEDIA,
  LEGACY_CREATION_MEDIA,
  legacyCreationPath,
  CreationTaskQuerySchema,
  CreationTemplateCollectBodySchema,
  CreationTemplateQuerySchema,
  CreationTemplatesQuerySchema,
  CreationCancelBodySchema,
  CreationConfigsQuerySchema,
  CreationCountBodySchema,
  CreationEditBodySchema,
  CreationItemsQuerySchema,
  CreationPreinstallGetQuerySchema,
  CreationPreinstallSaveBodySchema,
  CreationPreviewBodySchema,
  CreationRetryBodySchema,
  CreationSubmitBodySchema,
  CreationTemplateDeleteBodySchema,
  CreationTemplateGetQuerySchema,
  CreationTemplateSaveBodySchema,
  creationPath,
} from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';

const tags = ['creation'];

/**
 * The creation calls of spec 002 §7 "Delivery", the same under each medium's base path
 * (`/bytedance/v3/delivery`, `/kuaishou/delivery`, `/tencent/delivery`), each behind the medium's
 * delivery-task ability (routes.md: the wizard and task routes need it).
 */
export function creationRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { creation, creationTemplates } = services;

  for (const medium of CREATION_MEDIA) {
    const guard = access.ability(CREATION_ABILITIES[medium]);
    const path = (call: Parameters<typeof creationPath>[1]) => `/api${creationPath(medium, call)}`;

    r.post(
      path('preview'),
      { ...guard, schema: { tags, summary: '预览批量创建', body: CreationPreviewBodySchema } },
      async (req) => ok(await creation.preview(requireAuth(req), medium, req.body)),
    );
    r.post(
      path('count'),
      { ...guard, schema: { tags, summary: '统计将创建的数量', body: CreationCountBodySchema } },
      async (req) => ok(await creation.count(requireAuth(req), medium, req.body.preview_data)),
    );
    r.post(
      path('submit'),
      {
        ...access.allAbilities([CREATION_ABILITIES[medium], CREATION_SUBMIT_ABILITY]),
        schema: { tags, summary: '提交批量创建', body: CreationSubmitBodySchema },
      },
      async (req) => ok(await creation.submit(requireAuth(req), medium, req.body)),
    );
    r.post(
      path('taskRetry'),
      { ...guard, schema: { tags, summary: '重试失败条目', body: CreationRetryBodySchema } },
      async (req) => ok(await creation.retry(requireAuth(req), medium, req.body)),
    );
    r.post(
      path('taskEdit'),
      { ...guard, schema: { tags, summary: '修改失败条目并重试', body: CreationEditBodySchema } },
      async (req) => ok(await creation.edit(requireAuth(req), medium, req.body)),
    );
    r.post(
      path('taskCancel'),
      { ...guard, schema: { tags, summary: '取消投放任务', body: CreationCancelBodySchema } },
      async (req) => ok(await creation.cancel(requireAuth(req), medium, req.body)),
    );
    r.get(
      path('taskConfigs'),
      {
        ...guard,
        schema: { tags, summary: '投放任务列表', querystring: CreationConfigsQuerySchema },
      },
      async (req) => ok(await creation.configs(requireAuth(req), medium, req.query)),
    );
    r.get(
      path('taskList'),
      {
        ...guard,
        schema: { tags, summary: '投放任务条目', querystring: CreationItemsQuerySchema },
      },
      async (req) => ok(await creation.items(requireAuth(req), medium, req.query)),
    );
    r.get(path('users'), { ...guard, schema: { tags, summary: '投放任务创建人' } }, async () =>
      ok({ list: await creation.users(medium) }),
    );
    r.post(
      path('templateSave'),
      { ...guard, schema: { tags, summary: '保存模板', body: CreationTemplateSaveBodySchema } },
      async (req) => ok(await creationTemplates.save(requireAuth(req), medium, req.body)),
    );
    r.get(
      path('templateGet'),
      { ...guard, schema: { tags, summary: '模板', querystring: CreationTemplateGetQuerySchema } },
      async (req) => ok(await creationTemplates.get(requireAuth(req), medium, req.query)),
    );
    r.post(
      path('templateDelete'),
      { ...guard, schema: { tags, summary: '删除模板', body: CreationTemplateDeleteBodySchema } },
      async (req) => {
        await creationTemplates.remove(requireAuth(req), medium, req.body.id);
        return ok(null);
      },
    );
    r.post(
      path('templateCollect'),
      {
        ...guard,
        schema: { tags, summary: '收藏模板', body: CreationTemplateCollectBodySchema },
      },
      async (req) =>
        ok(
          await creationTemplates.collect(requireAuth(req), medium, req.body.id, req.body.collect),
        ),
    );
    r.post(
      path('preinstallSave'),
      { ...guard, schema: { tags, summary: '保存预设', body: CreationPreinstallSaveBodySchema } },
      async (req) => ok(await creationTemplates.savePreinstall(requireAuth(req), medium, req.body)),
    );
    r.get(
      path('preinstallGet'),
      {
        ...guard,
        schema: { tags, summary: '预设', querystring: CreationPreinstallGetQuerySchema },
      },
      async (req) =>
        ok(await creationTemplates.preinstall(requireAuth(req), medium, req.query.type)),
    );
  }

  // spec 002 §7 "Legacy": under the legacy families' bases (`delivery/template/delete` and
  // `delivery/template/collect` are their `templateDelete` and `templateCollect` above).
  for (const medium of LEGACY_CREATION_MEDIA) {
    const guard = access.ability(CREATION_ABILITIES[medium]);
    const path = (call: Parameters<typeof legacyCreationPath>[1]) =>
      `/api${legacyCreationPath(medium, call)}`;
    r.get(
      path('templates'),
      {
        ...guard,
        schema: { tags, summary: '模板列表', querystring: CreationTemplatesQuerySchema },
      },
      async (req) => ok(await creationTemplates.list(requireAuth(req), medium, req.query)),
    );
    r.get(
      path('template'),
      { ...guard, schema: { tags, summary: '模板', querystring: CreationTemplateQuerySchema } },
      async (req) =>
        ok(
          await creationTemplates.get(requireAuth(req), medium, {
            ...req.query,
            page: 1,
            per_page: 1,
          }),
        ),
    );
    r.get(
      path('task'),
      { ...guard, schema: { tags, summary: '投放任务', querystring: CreationTaskQuerySchema } },
      async (req) => ok(await creation.task(requireAuth(req), medium, req.query)),
    );
  }
}
