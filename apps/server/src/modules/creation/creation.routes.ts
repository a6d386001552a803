import {
  CREATION_ABILITIES,
  CREATION_MEDIA,
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
      { ...guard, schema: { tags, summary: '提交批量创建', body: CreationSubmitBodySchema } },
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
      async (req) => ok(await creationTemplates.get(medium, req.query)),
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
}
