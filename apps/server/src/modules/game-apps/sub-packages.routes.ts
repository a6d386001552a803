import {
  CheckDownloadQuerySchema,
  ManualExtendBodySchema,
  RetryExtendBodySchema,
  SubPackageListQuerySchema,
  SubPackageOplogQuerySchema,
  SubPackageOplogUserQuerySchema,
} from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';
import { APP_ABILITY } from './game-apps.routes';

const tags = ['apps'];

/**
 * Kuaishou sub-packages (spec 000 §2 `/project/packageTask/:id`; spec 002 §7
 * `manual_extend_package`, `check_download` under `/amt`, `retry_extend_package` under `/batch`;
 * spec 000 §7 `/{short}/package/sub_package_oplog_user`). The spec shows the two package writes as
 * GETs; they write, so they are POSTs here. `check_download` records what it found and stays a GET.
 */
export function subPackagesRoutes(app: FastifyInstance, services: Services): void {
  const guard = access.ability(APP_ABILITY);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const packages = services.subPackages;

  r.post(
    '/api/amt/manual_extend_package',
    { ...guard, schema: { tags, summary: '分包', body: ManualExtendBodySchema } },
    async (request) => ok(await packages.extend(requireAuth(request), request.body)),
  );
  r.post(
    '/api/batch/retry_extend_package',
    { ...guard, schema: { tags, summary: '重试失败分包', body: RetryExtendBodySchema } },
    async (request) => ok(await packages.retry(requireAuth(request), request.body)),
  );
  r.get(
    '/api/amt/check_download',
    { ...guard, schema: { tags, summary: '检查下载链接', querystring: CheckDownloadQuerySchema } },
    async (request) => ok(await packages.checkDownload(requireAuth(request), request.query.app_id)),
  );
  r.get(
    '/api/kuaishou/package/list',
    { ...guard, schema: { tags, summary: '分包列表', querystring: SubPackageListQuerySchema } },
    async (request) => ok(await packages.list(requireAuth(request), request.query)),
  );
  r.get(
    '/api/kuaishou/package/sub_package_oplog',
    {
      ...guard,
      schema: { tags, summary: '分包操作记录', querystring: SubPackageOplogQuerySchema },
    },
    async (request) => ok(await packages.oplog(requireAuth(request), request.query)),
  );
  r.get(
    '/api/kuaishou/package/sub_package_oplog_user',
    {
      ...guard,
      schema: { tags, summary: '分包操作人', querystring: SubPackageOplogUserQuerySchema },
    },
    async (request) => ok(await packages.oplogUsers(requireAuth(request), request.query.app_id)),
  );
  r.get(
    '/api/kuaishou/package/warnings',
    { ...guard, schema: { tags, summary: '分包预警' } },
    async (request) => ok(await packages.warnings(requireAuth(request))),
  );
}
