import {
  LandingPageIdBodySchema,
  LandingPageListQuerySchema,
  LandingPageSaveBodySchema,
  LandingPageUpdateBodySchema,
  LandingSubmissionListQuerySchema,
  MediaSiteListQuerySchema,
  MediaSitePreviewQuerySchema,
} from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdSchema } from '@toufang/contracts';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';

const tags = ['landing'];

/** The page builder `/landing/nonStream` (spec 002 §2). */
export const SITES_ABILITY = 'mango:sites';
/** The landing-page lists `/landing/land/tt|ks|others` (spec 002 §2). */
export const LANDING_ABILITY = 'landing:pages';

const LinkOptionsQuerySchema = z.object({
  kind: z.enum(['base', 'adid']),
  keyword: z.string().trim().max(50).optional(),
});

const StatsQuerySchema = z.object({
  id: IdSchema,
  start_date: LandingPageListQuerySchema.shape.start_date,
  end_date: LandingPageListQuerySchema.shape.end_date,
});

/** Our landing pages in the builder, and the landing pages listed per medium (landing-pages.md). */
export function landingPagesRoutes(app: FastifyInstance, services: Services): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sites = access.ability(SITES_ABILITY);
  const pages = services.landingPages;

  r.get(
    '/api/landing/page/list',
    {
      ...sites,
      schema: {
        tags,
        summary: '落地页列表（含访问、点击、表单提交数）',
        querystring: LandingPageListQuerySchema,
      },
    },
    async (request) => ok(await pages.list(request.query)),
  );
  r.get(
    '/api/landing/page/detail',
    { ...sites, schema: { tags, summary: '落地页详情', querystring: LandingPageIdBodySchema } },
    async (request) => ok(await pages.get(request.query.id)),
  );
  r.post(
    '/api/landing/page/create',
    { ...sites, schema: { tags, summary: '新建落地页（草稿）', body: LandingPageSaveBodySchema } },
    async (request) => ok(await pages.create(requireAuth(request), request.body)),
  );
  r.post(
    '/api/landing/page/update',
    { ...sites, schema: { tags, summary: '保存落地页草稿', body: LandingPageUpdateBodySchema } },
    async (request) => {
      const { id, ...body } = request.body;
      return ok(await pages.update(id, body));
    },
  );
  r.post(
    '/api/landing/page/publish',
    {
      ...sites,
      schema: {
        tags,
        summary: '发布落地页（以当前草稿为线上版本）',
        body: LandingPageIdBodySchema,
      },
    },
    async (request) => ok(await pages.publish(request.body.id)),
  );
  r.post(
    '/api/landing/page/unpublish',
    { ...sites, schema: { tags, summary: '下线落地页', body: LandingPageIdBodySchema } },
    async (request) => ok(await pages.unpublish(request.body.id)),
  );
  r.post(
    '/api/landing/page/delete',
    { ...sites, schema: { tags, summary: '删除落地页', body: LandingPageIdBodySchema } },
    async (request) => ok(await pages.delete(request.body.id)),
  );
  r.get(
    '/api/landing/page/submissions',
    {
      ...sites,
      schema: {
        tags,
        summary: '落地页表单提交记录',
        querystring: LandingSubmissionListQuerySchema,
      },
    },
    async (request) =>
      ok(await pages.submissions(request.query.id, request.query.page, request.query.per_page)),
  );
  r.get(
    '/api/landing/page/stats',
    { ...sites, schema: { tags, summary: '落地页分日数据', querystring: StatsQuerySchema } },
    async (request) => ok(await pages.dailyStats(request.query.id, request.query)),
  );

  r.get(
    '/api/landing/page/link-options',
    {
      ...sites,
      schema: { tags, summary: '可关联的转化基础或广告ID', querystring: LinkOptionsQuerySchema },
    },
    async (request) =>
      ok({ list: await pages.linkOptions(request.query.kind, request.query.keyword) }),
  );

  const landing = access.ability(LANDING_ABILITY);
  r.get(
    '/api/landing/page/published',
    {
      ...landing,
      schema: { tags, summary: '已发布的自建落地页', querystring: LandingPageListQuerySchema },
    },
    async (request) => ok(await pages.list({ ...request.query, published: true })),
  );
  r.get(
    '/api/landing/media/sites',
    {
      ...landing,
      schema: {
        tags,
        summary: '媒体建站落地页列表（橙子建站、魔力建站）',
        querystring: MediaSiteListQuerySchema,
      },
    },
    async (request) => ok(await services.mediaSites.list(requireAuth(request), request.query)),
  );
  r.get(
    '/api/landing/media/site/preview',
    {
      ...landing,
      schema: { tags, summary: '媒体建站落地页预览地址', querystring: MediaSitePreviewQuerySchema },
    },
    async (request) => ok(await services.mediaSites.preview(requireAuth(request), request.query)),
  );
}
