import {
  AdReqNoQuerySchema,
  MediaDataQuerySchema,
  OpUserListQuerySchema,
  ProjectQuerySchema,
} from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';

const tags = ['pickers'];

/**
 * The pages whose dialogs use these pickers: conversion bases, channel IDs, ad-ID search and app
 * management. Holding any of their abilities opens the pickers.
 */
export const PICKER_ABILITIES = [
  'amt:linkbase',
  'amt:adid_category_list',
  'searchadid:detail',
  'project:gameupdate',
] as const;

/** spec 002 §7 `/amt/op_user_list`, `provider`, `projectquery`, `adreqnoquery`, `mediadataquery`. */
export function amtPickersRoutes(app: FastifyInstance, services: Services): void {
  const guard = access.anyAbility(PICKER_ABILITIES);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pickers = services.amtPickers;

  r.get(
    '/api/amt/op_user_list',
    { ...guard, schema: { tags, summary: '优化师列表', querystring: OpUserListQuerySchema } },
    async (request) => ok(await pickers.opUsers(request.query)),
  );
  r.get('/api/amt/provider', { ...guard, schema: { tags, summary: '媒体列表' } }, () =>
    ok(pickers.providers()),
  );
  r.get(
    '/api/amt/projectquery',
    { ...guard, schema: { tags, summary: '应用查询', querystring: ProjectQuerySchema } },
    async (request) => ok(await pickers.projects(requireAuth(request), request.query)),
  );
  r.get(
    '/api/amt/adreqnoquery',
    { ...guard, schema: { tags, summary: '广告ID查询', querystring: AdReqNoQuerySchema } },
    async (request) => ok(await pickers.adReqNos(requireAuth(request), request.query)),
  );
  r.get(
    '/api/amt/mediadataquery',
    { ...guard, schema: { tags, summary: '转化基础查询', querystring: MediaDataQuerySchema } },
    async (request) => ok(await pickers.mediaData(requireAuth(request), request.query)),
  );
}
