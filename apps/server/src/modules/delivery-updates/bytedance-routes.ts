import {
  MaterialBatchDeleteBodySchema,
  MaterialDeleteBodySchema,
  MaterialStatusBodySchema,
  ProjectRejectReasonQuerySchema,
  ProjectUpdateBodySchema,
  PromotionCopyBodySchema,
  PromotionRejectReasonQuerySchema,
  AD_REJECT_REASON_PATH,
  AdRejectReasonQuerySchema,
  PromotionUpdateBodySchema,
  type DeliveryAction,
} from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { DeliveryUpdates } from './delivery-updates';
import { projectEditChecks, promotionEditChecks } from './single-edit-checks';
import { writeAbility } from './write-abilities';
import { writeEnvelope } from './write-answers';

const tags = ['delivery-updates'];
const base = '/api/bytedance/v3';
const can = (level: string, action: DeliveryAction) =>
  access.ability(writeAbility('bytedance', level, action));
const LEVELS = {
  project: { medium: 'bytedance', level: 'project', mirrorLevel: 'campaign' },
  promotion: { medium: 'bytedance', level: 'promotion', mirrorLevel: 'ad' },
} as const;

/**
 * Ocean Engine's own writes and reads of the delivery screen (spec 001 §4, §7): materials inside
 * a promotion, the budget/bid dialog of one project or promotion (several fields in one request),
 * copying a promotion and audit advice.
 */
export function bytedanceRoutes(app: FastifyInstance, delivery: DeliveryUpdates): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { updates, budgetFacts, copies, rejectReasons, today } = delivery;

  r.post(
    `${base}/promotion/material/updatestatus`,
    {
      ...can('material', 'switch'),
      schema: { tags, summary: '修改素材状态', body: MaterialStatusBodySchema },
    },
    async (request) =>
      writeEnvelope(await updates.materialStatus(requireAuth(request), request.body)),
  );
  r.post(
    `${base}/promotion/material/delete`,
    {
      ...can('material', 'delete'),
      schema: { tags, summary: '删除素材', body: MaterialDeleteBodySchema },
    },
    async (request) =>
      writeEnvelope(await updates.materialDelete(requireAuth(request), { items: [request.body] })),
  );
  r.post(
    `${base}/promotion/material/batchdelete`,
    {
      ...can('material', 'delete'),
      schema: { tags, summary: '批量删除素材', body: MaterialBatchDeleteBodySchema },
    },
    async (request) =>
      writeEnvelope(await updates.materialDelete(requireAuth(request), request.body)),
  );

  r.post(
    `${base}/project/update`,
    {
      ...can('project', 'budget'),
      schema: { tags, summary: '修改项目预算与出价', body: ProjectUpdateBodySchema },
    },
    async (request) => {
      const { advertiser_id, project_id } = request.body;
      const pair = { advertiserId: advertiser_id, objectId: project_id };
      const facts = await budgetFacts.factsOf(LEVELS.project, [pair], today());
      return writeEnvelope(
        await updates.singleEdit(
          requireAuth(request),
          'project',
          advertiser_id,
          project_id,
          (mirror) => projectEditChecks(request.body, mirror, facts.get(project_id)),
        ),
      );
    },
  );
  r.post(
    `${base}/promotion/update`,
    {
      ...can('promotion', 'budget'),
      schema: { tags, summary: '修改广告预算与出价', body: PromotionUpdateBodySchema },
    },
    async (request) => {
      const { advertiser_id, promotion_id } = request.body;
      const pair = { advertiserId: advertiser_id, objectId: promotion_id };
      const facts = await budgetFacts.factsOf(LEVELS.promotion, [pair], today());
      return writeEnvelope(
        await updates.singleEdit(
          requireAuth(request),
          'promotion',
          advertiser_id,
          promotion_id,
          (mirror) => promotionEditChecks(request.body, mirror, facts.get(promotion_id)),
        ),
      );
    },
  );
  r.post(
    `${base}/promotion/copy`,
    {
      ...can('promotion', 'copy'),
      schema: { tags, summary: '复制广告', body: PromotionCopyBodySchema },
    },
    async (request) => writeEnvelope(await copies.copy(requireAuth(request), request.body)),
  );

  r.get(
    `${base}/promotion/rejectreason`,
    {
      ...can('promotion', 'advice'),
      schema: { tags, summary: '广告审核建议', querystring: PromotionRejectReasonQuerySchema },
    },
    async (request) =>
      ok(
        await rejectReasons.ofPromotions(
          requireAuth(request),
          request.query.advertiser_id,
          request.query.promotion_ids,
        ),
      ),
  );
  r.get(
    `${base}/project/rejectreason`,
    {
      ...can('project', 'advice'),
      schema: { tags, summary: '项目审核建议', querystring: ProjectRejectReasonQuerySchema },
    },
    async (request) =>
      ok(
        await rejectReasons.ofProjects(
          requireAuth(request),
          request.query.advertiser_id,
          request.query.project_ids,
        ),
      ),
  );
  r.get(
    AD_REJECT_REASON_PATH,
    {
      ...access.ability(writeAbility('bytedance_v2', 'ad', 'advice')),
      schema: { tags, summary: '计划审核建议', querystring: AdRejectReasonQuerySchema },
    },
    async (request) =>
      ok(
        await rejectReasons.ofV2Ads(
          requireAuth(request),
          request.query.advertiser_id,
          request.query.ad_ids,
        ),
      ),
  );
}
