import {
  MaterialBatchUpdateBodySchema,
  MaterialCopyBodySchema,
  MaterialDesignerBodySchema,
  MaterialDirIdBodySchema,
  MaterialDirIdQuerySchema,
  MaterialFidsBodySchema,
  MaterialMakeTagBodySchema,
  MaterialRecycleQuerySchema,
  MaterialUpdateIsNewBodySchema,
  MaterialUpdateSortBodySchema,
} from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { access } from '../../http/access';
import { requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';

const tags = ['materials'];

/** The library's file changes and recycle bin (spec 002 §7 `material/file/*`). */
export function materialChangesRoutes(
  app: FastifyInstance,
  services: Services,
  guard: ReturnType<typeof access.ability>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const changes = services.materialChanges;

  r.post(
    '/api/material/file/maketag',
    { ...guard, schema: { tags, summary: '设置素材标签', body: MaterialMakeTagBodySchema } },
    async (request) => ok(await changes.makeTag(requireAuth(request), request.body)),
  );
  r.get(
    '/api/material/file/tags',
    { ...guard, schema: { tags, summary: '素材标签（含使用数）' } },
    async (request) => ok(await changes.tags(requireAuth(request))),
  );
  r.post(
    '/api/material/file/updateisnew',
    { ...guard, schema: { tags, summary: '设置新素材标记', body: MaterialUpdateIsNewBodySchema } },
    async (request) => ok(await changes.updateIsNew(requireAuth(request), request.body)),
  );
  r.post(
    '/api/material/file/updatesort',
    { ...guard, schema: { tags, summary: '设置素材排序值', body: MaterialUpdateSortBodySchema } },
    async (request) => ok(await changes.updateSort(requireAuth(request), request.body)),
  );
  r.post(
    '/api/material/file/batchupdate',
    {
      ...guard,
      schema: {
        tags,
        summary: '批量修改素材（fid, field, value）',
        body: MaterialBatchUpdateBodySchema,
      },
    },
    async (request) => ok(await changes.batchUpdate(requireAuth(request), request.body)),
  );
  r.post(
    '/api/material/file/designer',
    { ...guard, schema: { tags, summary: '指定素材设计师', body: MaterialDesignerBodySchema } },
    async (request) => ok(await changes.designer(requireAuth(request), request.body)),
  );
  r.post(
    '/api/material/file/copy',
    { ...guard, schema: { tags, summary: '复制素材', body: MaterialCopyBodySchema } },
    async (request) => ok(await changes.copy(requireAuth(request), request.body)),
  );
  r.post(
    '/api/material/file/delete',
    { ...guard, schema: { tags, summary: '删除素材（进入回收站）', body: MaterialFidsBodySchema } },
    async (request) => ok(await changes.delete(requireAuth(request), request.body)),
  );
  r.post(
    '/api/material/file/restore',
    { ...guard, schema: { tags, summary: '从回收站恢复素材', body: MaterialFidsBodySchema } },
    async (request) => ok(await changes.restore(requireAuth(request), request.body)),
  );
  const folders = services.materialFolders;
  r.get(
    '/api/material/file/rmdir/count',
    {
      ...guard,
      schema: {
        tags,
        summary: '文件夹中的子文件夹与素材数',
        querystring: MaterialDirIdQuerySchema,
      },
    },
    async (request) => ok(await folders.count(request.query.dir_id)),
  );
  r.post(
    '/api/material/file/rmdir',
    {
      ...guard,
      schema: { tags, summary: '删除文件夹（连同素材进入回收站）', body: MaterialDirIdBodySchema },
    },
    async (request) => ok(await folders.remove(requireAuth(request), request.body)),
  );
  r.post(
    '/api/material/file/restoredir',
    { ...guard, schema: { tags, summary: '从回收站恢复文件夹', body: MaterialDirIdBodySchema } },
    async (request) => ok(await folders.restore(requireAuth(request), request.body)),
  );
  r.get(
    '/api/material/file/recycledirs',
    { ...guard, schema: { tags, summary: '回收站中的文件夹' } },
    async (request) => ok(await folders.binned(requireAuth(request))),
  );
  r.get(
    '/api/material/file/recycle',
    { ...guard, schema: { tags, summary: '回收站', querystring: MaterialRecycleQuerySchema } },
    async (request) => ok(await changes.recycle(requireAuth(request), request.query)),
  );
}
