import {
  AccountDailyBudgetBodySchema,
  BudgetFactsBodySchema,
  FEED_BUDGET_FACTS_PATHS,
  MaterialBatchDeleteBodySchema,
  feedDeliveryAbility,
  type DeliveryAction,
  type ReportTab,
  MaterialDeleteBodySchema,
  MaterialStatusBodySchema,
  ProjectRejectReasonQuerySchema,
  ProjectStatusBodySchema,
  PromotionBidBodySchema,
  PromotionAutoExtendBodySchema,
  PromotionBudgetBodySchema,
  PromotionCopyBodySchema,
  PromotionDeepBidBodySchema,
  PromotionRejectReasonQuerySchema,
  PromotionRoiGoalBodySchema,
  PromotionStatusBodySchema,
  PromotionUpdateBodySchema,
} from '@toufang/contracts';
import { DEEP_BID_RULE, ROI_GOAL_RULES, shanghaiDate } from '@toufang/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Database } from '../../db/client';
import type { Services } from '../../services';
import { mediaSyncOf } from '../media-sync/media-sync.wiring';
import { createFeedUpdates } from './feed-updates.wiring';
import { projectValueRoutes } from './project-values.routes';
import {
  autoExtendChange,
  checkRows,
  mediaBudgetChange,
  moneyChange,
  promotionBidRows,
  roiChange,
} from './row-checks';
import { promotionEditChecks } from './single-edit-checks';
import { writeEnvelope } from './write-answers';

const tags = ['feed-updates'];
const base = '/api/bytedance/v3';
/** The (tab, action) abilities of spec 001 §6, one table with the web app (contracts). */
const can = (tab: ReportTab, action: DeliveryAction) =>
  access.ability(feedDeliveryAbility(tab, action));

/**
 * The Ocean Engine delivery screen's writes (spec 001 §7 "Updates") and audit advice ("Reads:
 * Reject reasons"). Thin handlers: the rules live in the service and row-checks.
 */
export function feedUpdateRoutes(
  app: FastifyInstance,
  services: Services,
  database: Pick<Database, 'db' | 'kind'>,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { updates, rejectReasons, copies, budgetFacts } = createFeedUpdates(services, {
    // A copy the mirror does not hold yet would be missing from the refreshed list: the new
    // promotion and its creatives are read back, not the whole account.
    readBack: async (advertiserId, promotionId) => {
      try {
        await mediaSyncOf(services, database, app.log).readBack(
          { medium: 'bytedance', advertiserId },
          [
            { resource: 'ads', ids: [promotionId] },
            { resource: 'creatives', parentIds: [promotionId] },
          ],
        );
      } catch (error) {
        app.log.warn({ err: error, advertiserId, promotionId }, 'reading a copy back failed');
      }
    },
  });
  const today = () => shanghaiDate(services.clock.now());
  const ids = <T extends { advertiser_id: string }>(items: readonly T[], id: (i: T) => string) =>
    [items.map((i) => i.advertiser_id), items.map(id)] as const;

  r.post(
    `${base}/project/updatestatus`,
    {
      ...can('project', 'switch'),
      schema: { tags, summary: '修改项目状态', body: ProjectStatusBodySchema },
    },
    async (request) =>
      writeEnvelope(await updates.projectStatus(requireAuth(request), request.body)),
  );
  r.post(
    `${base}/promotion/updatestatus`,
    {
      ...can('promotion', 'switch'),
      schema: { tags, summary: '修改广告状态', body: PromotionStatusBodySchema },
    },
    async (request) =>
      writeEnvelope(await updates.promotionStatus(requireAuth(request), request.body)),
  );
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

  projectValueRoutes(app, updates, today, budgetFacts);

  for (const level of ['project', 'promotion'] as const) {
    r.post(
      FEED_BUDGET_FACTS_PATHS[level],
      {
        ...can(level, 'budget'),
        schema: { tags, summary: '今日消耗与预算修改次数', body: BudgetFactsBodySchema },
      },
      async (request) =>
        ok(await budgetFacts.answer(requireAuth(request), level, request.body, today())),
    );
  }

  // ---- promotions ----
  r.post(
    `${base}/promotion/update`,
    {
      ...can('promotion', 'budget'),
      schema: { tags, summary: '修改广告预算与出价', body: PromotionUpdateBodySchema },
    },
    async (request) => {
      const { advertiser_id, promotion_id } = request.body;
      const pair = { advertiserId: advertiser_id, objectId: promotion_id };
      const facts = await budgetFacts.factsOf('promotion', [pair], today());
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
    `${base}/promotion/updatebudget`,
    {
      ...can('promotion', 'budget'),
      schema: { tags, summary: '批量修改广告预算', body: PromotionBudgetBodySchema },
    },
    async (request) => {
      const { items } = request.body;
      const [advertisers, objects] = ids(items, (i) => i.promotion_id);
      const facts = await budgetFacts.factsOf(
        'promotion',
        items.map((i) => ({ advertiserId: i.advertiser_id, objectId: i.promotion_id })),
        today(),
      );
      return writeEnvelope(
        await updates.values(
          requireAuth(request),
          'promotion',
          '批量修改广告预算',
          advertisers,
          objects,
          (mirror) =>
            checkRows(
              items,
              (i) => i.promotion_id,
              (i) =>
                mediaBudgetChange(
                  'promotion',
                  i,
                  mirror.get(i.promotion_id),
                  facts.get(i.promotion_id),
                ),
            ),
        ),
      );
    },
  );
  r.post(
    `${base}/promotion/updatebid`,
    {
      ...can('promotion', 'budget'),
      schema: { tags, summary: '批量修改广告出价', body: PromotionBidBodySchema },
    },
    async (request) => {
      const { items } = request.body;
      const [advertisers, objects] = ids(items, (i) => i.promotion_id);
      return writeEnvelope(
        await updates.values(
          requireAuth(request),
          'promotion',
          '批量修改广告出价',
          advertisers,
          objects,
          (mirror) => promotionBidRows(items, (id) => mirror.get(id)?.projectCustom),
        ),
      );
    },
  );
  r.post(
    `${base}/promotion/updatedeepbid`,
    {
      ...can('promotion', 'budget'),
      schema: { tags, summary: '批量修改广告深度转化出价', body: PromotionDeepBidBodySchema },
    },
    async (request) => {
      const { items } = request.body;
      const [advertisers, objects] = ids(items, (i) => i.promotion_id);
      return writeEnvelope(
        await updates.values(
          requireAuth(request),
          'promotion',
          '批量修改广告深度转化出价',
          advertisers,
          objects,
          () =>
            checkRows(
              items,
              (i) => i.promotion_id,
              (i) => moneyChange('deepBid', i.deep_cpabid, DEEP_BID_RULE),
            ),
        ),
      );
    },
  );
  r.post(
    `${base}/promotion/updateroigoal`,
    {
      ...can('promotion', 'budget'),
      schema: { tags, summary: '批量修改广告ROI系数', body: PromotionRoiGoalBodySchema },
    },
    async (request) => {
      const { items } = request.body;
      const [advertisers, objects] = ids(items, (i) => i.promotion_id);
      return writeEnvelope(
        await updates.values(
          requireAuth(request),
          'promotion',
          '批量修改广告ROI系数',
          advertisers,
          objects,
          () =>
            checkRows(
              items,
              (i) => i.promotion_id,
              (i) => roiChange(i.roi_goal, ROI_GOAL_RULES.promotion),
            ),
        ),
      );
    },
  );

  r.post(
    `${base}/promotion/updateautoextend`,
    {
      ...can('promotion', 'edit'),
      schema: { tags, summary: '批量修改广告智能放量', body: PromotionAutoExtendBodySchema },
    },
    async (request) => {
      const { items } = request.body;
      const [advertisers, objects] = ids(items, (i) => i.promotion_id);
      return writeEnvelope(
        await updates.values(
          requireAuth(request),
          'promotion',
          '批量修改广告智能放量',
          advertisers,
          objects,
          () =>
            checkRows(
              items,
              (i) => i.promotion_id,
              (i) => autoExtendChange(i.auto_extend_traffic),
            ),
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

  // ---- accounts ----
  r.post(
    '/api/bytedance/advertiser/update_daily_budget',
    {
      ...can('account', 'budget'),
      schema: { tags, summary: '修改账户日预算', body: AccountDailyBudgetBodySchema },
    },
    async (request) =>
      writeEnvelope(await updates.accountBudget(requireAuth(request), request.body)),
  );

  // ---- audit advice ----
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
}
