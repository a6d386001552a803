import {
  FEED_MATERIAL_URL_PATH,
  FEED_PROJECT_READ_PATH,
  FEED_PROMOTION_READ_PATH,
  FEED_REPORT_ABILITIES,
  MaterialUrlQuerySchema,
  ProjectReadQuerySchema,
  PromotionReadQuerySchema,
} from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access } from '../../http/access';
import { ok } from '../../http/envelope';
import { viewerOf } from '../media-accounts/accounts-access';
import type { FeedReadService } from './feed-read.service';

const tags = ['delivery-reports'];

/** `project/read`, `promotion/read` and the material URL (spec 001 §7 "Reads"). */
export function feedReadRoutes(app: FastifyInstance, reads: FeedReadService): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    FEED_PROJECT_READ_PATH,
    {
      ...access.ability(FEED_REPORT_ABILITIES.project),
      schema: { tags, summary: '巨量项目详情', querystring: ProjectReadQuerySchema },
    },
    async (request) => ok(await reads.project(viewerOf(request), request.query)),
  );
  r.get(
    FEED_PROMOTION_READ_PATH,
    {
      ...access.ability(FEED_REPORT_ABILITIES.promotion),
      schema: { tags, summary: '巨量广告详情', querystring: PromotionReadQuerySchema },
    },
    async (request) => ok(await reads.promotion(viewerOf(request), request.query)),
  );
  r.get(
    FEED_MATERIAL_URL_PATH,
    {
      ...access.ability(FEED_REPORT_ABILITIES.material),
      schema: { tags, summary: '巨量素材预览地址', querystring: MaterialUrlQuerySchema },
    },
    async (request) => ok(await reads.materialUrl(viewerOf(request), request.query)),
  );
}
