import {
  KS_STAR_ABILITIES,
  StarAuthorQuerySchema,
  StarOrderDetailQuerySchema,
  StarOrderQuerySchema,
  StarTaskQuerySchema,
} from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';

const tags = ['ks-star'];

/**
 * Kuaishou star (磁力聚星, spec 002 §2: 聚星达人 `kuaishou:boost:base_list`, 聚星补单 and 补单详情
 * `kuaishou:boost:supplement_order_list`, 聚星任务 `kuaishou:boost:task_list`). The spec shows no
 * calls for these pages; these are ours (docs/architecture/ks-star.md). Each read needs its page's
 * ability; the account list any of the three.
 */
export function ksStarRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const star = services.ksStar;

  r.get(
    '/api/kuaishou/star/accounts',
    {
      ...access.anyAbility(Object.values(KS_STAR_ABILITIES)),
      schema: { tags, summary: '聚星可选快手账户' },
    },
    async (request) => ok({ list: await star.accountsOf(requireAuth(request)) }),
  );
  r.get(
    '/api/kuaishou/star/authors',
    {
      ...access.ability(KS_STAR_ABILITIES.authors),
      schema: { tags, summary: '聚星达人', querystring: StarAuthorQuerySchema },
    },
    async (request) => ok(await star.authors(requireAuth(request), request.query)),
  );
  r.get(
    '/api/kuaishou/star/tasks',
    {
      ...access.ability(KS_STAR_ABILITIES.tasks),
      schema: { tags, summary: '聚星任务', querystring: StarTaskQuerySchema },
    },
    async (request) => ok(await star.tasks(requireAuth(request), request.query)),
  );
  r.get(
    '/api/kuaishou/star/orders',
    {
      ...access.ability(KS_STAR_ABILITIES.orders),
      schema: { tags, summary: '聚星补单', querystring: StarOrderQuerySchema },
    },
    async (request) => ok(await star.orders(requireAuth(request), request.query)),
  );
  r.get(
    '/api/kuaishou/star/order',
    {
      ...access.ability(KS_STAR_ABILITIES.orders),
      schema: { tags, summary: '补单详情', querystring: StarOrderDetailQuerySchema },
    },
    async (request) => ok(await star.order(requireAuth(request), request.query)),
  );
}
