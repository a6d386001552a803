import {
  feedDeliveryAbility,
  ProjectBidBodySchema,
  ProjectBudgetBodySchema,
  ProjectDeepBidBodySchema,
  ProjectEndTimeBodySchema,
  ProjectRoiGoalBodySchema,
  ProjectScheduleTimeBodySchema,
  ProjectUpdateBodySchema,
  ProjectWeekScheduleBodySchema,
} from '@toufang/contracts';
import {
  CONVERSION_BID_RULE,
  DEEP_BID_RULE,
  ROI_GOAL_RULES,
  type CalendarDate,
} from '@toufang/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import type { FeedUpdatesService } from './feed-updates.service';
import {
  checkRows,
  mediaBudgetChange,
  endTimeChange,
  moneyChange,
  roiChange,
  scheduleChange,
} from './row-checks';
import { projectEditChecks } from './single-edit-checks';
import type { BudgetRulesService } from './budget-rules.service';
import { writeEnvelope } from './write-answers';

const tags = ['feed-updates'];
const base = '/api/bytedance/v3';
/** spec 001 §6 through the one (tab, action) table: budgets and bids, then the other settings. */
const budget = access.ability(feedDeliveryAbility('project', 'budget'));
const settings = access.ability(feedDeliveryAbility('project', 'edit'));

const ids = <T extends { advertiser_id: string }>(items: readonly T[], id: (i: T) => string) =>
  [items.map((i) => i.advertiser_id), items.map(id)] as const;

/** Project edits of the delivery screen (spec 001 §7 "Updates": project …). */
export function projectValueRoutes(
  app: FastifyInstance,
  updates: FeedUpdatesService,
  today: () => CalendarDate,
  budgetFacts: BudgetRulesService,
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // ---- projects ----
  r.post(
    `${base}/project/update`,
    {
      ...budget,
      schema: { tags, summary: '修改项目预算与出价', body: ProjectUpdateBodySchema },
    },
    async (request) => {
      const { advertiser_id, project_id } = request.body;
      const pair = { advertiserId: advertiser_id, objectId: project_id };
      const facts = await budgetFacts.factsOf('project', [pair], today());
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
    `${base}/project/updatebudget`,
    {
      ...budget,
      schema: { tags, summary: '批量修改项目预算', body: ProjectBudgetBodySchema },
    },
    async (request) => {
      const { items } = request.body;
      const [advertisers, objects] = ids(items, (i) => i.project_id);
      const facts = await budgetFacts.factsOf(
        'project',
        items.map((i) => ({ advertiserId: i.advertiser_id, objectId: i.project_id })),
        today(),
      );
      return writeEnvelope(
        await updates.values(
          requireAuth(request),
          'project',
          '批量修改项目预算',
          advertisers,
          objects,
          (mirror) =>
            checkRows(
              items,
              (i) => i.project_id,
              (i) =>
                mediaBudgetChange('project', i, mirror.get(i.project_id), facts.get(i.project_id)),
            ),
        ),
      );
    },
  );
  r.post(
    `${base}/project/updatebid`,
    {
      ...budget,
      schema: { tags, summary: '批量修改项目出价', body: ProjectBidBodySchema },
    },
    async (request) => {
      const { items } = request.body;
      const [advertisers, objects] = ids(items, (i) => i.project_id);
      return writeEnvelope(
        await updates.values(
          requireAuth(request),
          'project',
          '批量修改项目出价',
          advertisers,
          objects,
          () =>
            checkRows(
              items,
              (i) => i.project_id,
              (i) => moneyChange('cpaBid', i.cpa_bid, CONVERSION_BID_RULE),
            ),
        ),
      );
    },
  );
  r.post(
    `${base}/project/updatedeepbid`,
    {
      ...budget,
      schema: { tags, summary: '批量修改项目深度转化出价', body: ProjectDeepBidBodySchema },
    },
    async (request) => {
      const { items } = request.body;
      const [advertisers, objects] = ids(items, (i) => i.project_id);
      return writeEnvelope(
        await updates.values(
          requireAuth(request),
          'project',
          '批量修改项目深度转化出价',
          advertisers,
          objects,
          () =>
            checkRows(
              items,
              (i) => i.project_id,
              (i) => moneyChange('deepBid', i.deep_cpabid, DEEP_BID_RULE),
            ),
        ),
      );
    },
  );
  r.post(
    `${base}/project/updateroigoal`,
    {
      ...budget,
      schema: { tags, summary: '批量修改项目ROI系数', body: ProjectRoiGoalBodySchema },
    },
    async (request) => {
      const { items } = request.body;
      const [advertisers, objects] = ids(items, (i) => i.project_id);
      return writeEnvelope(
        await updates.values(
          requireAuth(request),
          'project',
          '批量修改项目ROI系数',
          advertisers,
          objects,
          () =>
            checkRows(
              items,
              (i) => i.project_id,
              (i) => roiChange(i.roi_goal, ROI_GOAL_RULES.project),
            ),
        ),
      );
    },
  );
  r.post(
    `${base}/project/updatescheduletime`,
    {
      ...settings,
      schema: { tags, summary: '批量修改项目投放时段', body: ProjectScheduleTimeBodySchema },
    },
    async (request) => {
      const { items } = request.body;
      const [advertisers, objects] = ids(items, (i) => i.project_id);
      return writeEnvelope(
        await updates.values(
          requireAuth(request),
          'project',
          '批量修改项目投放时段',
          advertisers,
          objects,
          () =>
            checkRows(
              items,
              (i) => i.project_id,
              (i) => scheduleChange(i),
            ),
        ),
      );
    },
  );
  r.post(
    `${base}/project/updateweekschedule`,
    {
      ...settings,
      schema: { tags, summary: '修改项目投放时段', body: ProjectWeekScheduleBodySchema },
    },
    async (request) => {
      const { items } = request.body;
      const [advertisers, objects] = ids(items, (i) => i.project_id);
      return writeEnvelope(
        await updates.values(
          requireAuth(request),
          'project',
          '批量修改项目投放时段',
          advertisers,
          objects,
          () =>
            checkRows(
              items,
              (i) => i.project_id,
              (i) => scheduleChange({ ...i, schedule_scene: 'REALTIME' }),
            ),
        ),
      );
    },
  );
  r.post(
    `${base}/project/updateendtime`,
    {
      ...settings,
      schema: { tags, summary: '批量修改项目结束日期', body: ProjectEndTimeBodySchema },
    },
    async (request) => {
      const { items } = request.body;
      const [advertisers, objects] = ids(items, (i) => i.project_id);
      return writeEnvelope(
        await updates.values(
          requireAuth(request),
          'project',
          '批量修改项目结束日期',
          advertisers,
          objects,
          (mirror) =>
            checkRows(
              items,
              (i) => i.project_id,
              (i) => endTimeChange(i, today(), mirror.get(i.project_id)?.startDate),
            ),
        ),
      );
    },
  );
}
