import {
  AccountDailyBudgetBodySchema,
  FEED_BUDGET_FACTS_PATHS,
  ProjectBidBodySchema,
  ProjectBudgetBodySchema,
  ProjectDeepBidBodySchema,
  ProjectEndTimeBodySchema,
  ProjectRoiGoalBodySchema,
  ProjectScheduleTimeBodySchema,
  ProjectStatusBodySchema,
  ProjectWeekScheduleBodySchema,
  PromotionAutoExtendBodySchema,
  PromotionBidBodySchema,
  PromotionBudgetBodySchema,
  PromotionDeepBidBodySchema,
  PromotionRoiGoalBodySchema,
  PromotionStatusBodySchema,
  type AccountDailyBudgetBody,
  type ProjectBidBody,
  type ProjectBudgetBody,
  type ProjectDeepBidBody,
  type ProjectEndTimeBody,
  type ProjectRoiGoalBody,
  type ProjectScheduleTimeBody,
  type ProjectStatusBody,
  type ProjectWeekScheduleBody,
  type PromotionAutoExtendBody,
  type PromotionBidBody,
  type PromotionBudgetBody,
  type PromotionDeepBidBody,
  type PromotionRoiGoalBody,
  type PromotionStatusBody,
} from '@toufang/contracts';
import {
  ACCOUNT_DAILY_BUDGET_RULE,
  CONVERSION_BID_RULE,
  DEEP_BID_RULE,
  isProjectBidLocked,
  PROJECT_COST_STABLE_LABEL,
  ROI_GOAL_RULES,
} from '@toufang/domain';
import type { WriteField } from '../../media/medium-writes';
import {
  autoExtendChange,
  budgetChange,
  endTimeChange,
  mediaBudgetChange,
  moneyChange,
  roiChange,
  scheduleChange,
} from './row-checks';
import { writeAbility } from './write-abilities';
import {
  accountBudgetPlan,
  defineWrite,
  itemRows,
  statusPlan,
  statusRows,
  valuePlan,
  type WriteDef,
} from './write-table';

// Ocean Engine v3's value writes (spec 001 §7 "Updates", §5 limits) as table entries: the routes
// under /api/bytedance/v3 and the account's day budget. The single edits of several fields, the
// material writes, copy and audit advice are Ocean Engine's own (bytedance-routes.ts).

const medium = 'bytedance';
const V3 = '/api/bytedance/v3';
const project = { medium, level: 'project', mirrorLevel: 'campaign' } as const;
const promotion = { medium, level: 'promotion', mirrorLevel: 'ad' } as const;
const projectRows = <I extends { advertiser_id: string; project_id: string }>(body: {
  items: readonly I[];
}) => itemRows(body, (i) => i.project_id);
const promotionRows = <I extends { advertiser_id: string; promotion_id: string }>(body: {
  items: readonly I[];
}) => itemRows(body, (i) => i.promotion_id);
const budget = (level: 'project' | 'promotion') => writeAbility(medium, level, 'budget');
const edit = (level: 'project' | 'promotion') => writeAbility(medium, level, 'edit');
const one = (field: WriteField) => [field] as const;

export const BYTEDANCE_WRITES: readonly WriteDef[] = [
  defineWrite({
    ...project,
    fields: ['status', 'delete'],
    path: `${V3}/project/updatestatus`,
    summary: '批量修改项目状态',
    deleteTitle: '批量删除项目',
    ability: writeAbility(medium, 'project', 'switch'),
    body: ProjectStatusBodySchema,
    rows: (body: ProjectStatusBody) =>
      statusRows(body.projects, body.opt_status, (i) => i.project_id),
    check: (input) => statusPlan(input.opt_status),
  }),
  defineWrite({
    ...promotion,
    fields: one('status'),
    path: `${V3}/promotion/updatestatus`,
    summary: '批量修改广告状态',
    ability: writeAbility(medium, 'promotion', 'switch'),
    body: PromotionStatusBodySchema,
    rows: (body: PromotionStatusBody) =>
      statusRows(body.promotions, body.opt_status, (i) => i.promotion_id),
    check: (input) => statusPlan(input.opt_status),
  }),
  defineWrite({
    ...project,
    fields: one('budget'),
    path: `${V3}/project/updatebudget`,
    summary: '批量修改项目预算',
    ability: budget('project'),
    body: ProjectBudgetBodySchema,
    rows: (body: ProjectBudgetBody) => projectRows(body),
    facts: true,
    factsPath: FEED_BUDGET_FACTS_PATHS.project,
    check: (input, ctx) =>
      valuePlan(mediaBudgetChange(medium, 'project', input, ctx.mirror, ctx.facts)),
  }),
  defineWrite({
    ...project,
    fields: one('cpaBid'),
    path: `${V3}/project/updatebid`,
    summary: '批量修改项目出价',
    ability: budget('project'),
    body: ProjectBidBodySchema,
    rows: (body: ProjectBidBody) => projectRows(body),
    check: (input) => valuePlan(moneyChange('cpaBid', input.cpa_bid, CONVERSION_BID_RULE)),
  }),
  defineWrite({
    ...project,
    fields: one('deepBid'),
    path: `${V3}/project/updatedeepbid`,
    summary: '批量修改项目深度转化出价',
    ability: budget('project'),
    body: ProjectDeepBidBodySchema,
    rows: (body: ProjectDeepBidBody) => projectRows(body),
    check: (input) => valuePlan(moneyChange('deepBid', input.deep_cpabid, DEEP_BID_RULE)),
  }),
  defineWrite({
    ...project,
    fields: one('roiGoal'),
    path: `${V3}/project/updateroigoal`,
    summary: '批量修改项目ROI系数',
    ability: budget('project'),
    body: ProjectRoiGoalBodySchema,
    rows: (body: ProjectRoiGoalBody) => projectRows(body),
    check: (input) => valuePlan(roiChange(input.roi_goal, ROI_GOAL_RULES.project)),
  }),
  defineWrite({
    ...project,
    fields: one('weekSchedule'),
    path: `${V3}/project/updatescheduletime`,
    summary: '批量修改项目投放时段',
    ability: edit('project'),
    body: ProjectScheduleTimeBodySchema,
    rows: (body: ProjectScheduleTimeBody) => projectRows(body),
    check: (input) => valuePlan(scheduleChange(input)),
  }),
  defineWrite({
    ...project,
    fields: one('weekSchedule'),
    path: `${V3}/project/updateweekschedule`,
    summary: '批量修改项目投放时段',
    ability: edit('project'),
    body: ProjectWeekScheduleBodySchema,
    rows: (body: ProjectWeekScheduleBody) => projectRows(body),
    check: (input) => valuePlan(scheduleChange({ ...input, schedule_scene: 'REALTIME' })),
  }),
  defineWrite({
    ...project,
    fields: one('endTime'),
    path: `${V3}/project/updateendtime`,
    summary: '批量修改项目结束日期',
    ability: edit('project'),
    body: ProjectEndTimeBodySchema,
    rows: (body: ProjectEndTimeBody) => projectRows(body),
    check: (input, ctx) => valuePlan(endTimeChange(input, ctx.today, ctx.mirror?.startDate)),
  }),
  defineWrite({
    ...promotion,
    fields: one('budget'),
    path: `${V3}/promotion/updatebudget`,
    summary: '批量修改广告预算',
    ability: budget('promotion'),
    body: PromotionBudgetBodySchema,
    rows: (body: PromotionBudgetBody) => promotionRows(body),
    facts: true,
    factsPath: FEED_BUDGET_FACTS_PATHS.promotion,
    check: (input, ctx) =>
      valuePlan(mediaBudgetChange(medium, 'promotion', input, ctx.mirror, ctx.facts)),
  }),
  defineWrite({
    ...promotion,
    fields: one('cpaBid'),
    path: `${V3}/promotion/updatebid`,
    summary: '批量修改广告出价',
    ability: budget('promotion'),
    body: PromotionBidBodySchema,
    rows: (body: PromotionBidBody) => promotionRows(body),
    // A promotion whose project has project_custom ON takes no bid (spec 001 §5: 项目成本稳投).
    check: (input, ctx) =>
      isProjectBidLocked({ project_custom: ctx.mirror?.projectCustom ?? null })
        ? { ok: false, message: PROJECT_COST_STABLE_LABEL }
        : valuePlan(moneyChange('cpaBid', input.cpa_bid, CONVERSION_BID_RULE)),
  }),
  defineWrite({
    ...promotion,
    fields: one('deepBid'),
    path: `${V3}/promotion/updatedeepbid`,
    summary: '批量修改广告深度转化出价',
    ability: budget('promotion'),
    body: PromotionDeepBidBodySchema,
    rows: (body: PromotionDeepBidBody) => promotionRows(body),
    check: (input) => valuePlan(moneyChange('deepBid', input.deep_cpabid, DEEP_BID_RULE)),
  }),
  defineWrite({
    ...promotion,
    fields: one('roiGoal'),
    path: `${V3}/promotion/updateroigoal`,
    summary: '批量修改广告ROI系数',
    ability: budget('promotion'),
    body: PromotionRoiGoalBodySchema,
    rows: (body: PromotionRoiGoalBody) => promotionRows(body),
    check: (input) => valuePlan(roiChange(input.roi_goal, ROI_GOAL_RULES.promotion)),
  }),
  defineWrite({
    ...promotion,
    fields: one('autoExtend'),
    path: `${V3}/promotion/updateautoextend`,
    summary: '批量修改广告智能放量',
    ability: edit('promotion'),
    body: PromotionAutoExtendBodySchema,
    rows: (body: PromotionAutoExtendBody) => promotionRows(body),
    check: (input) => valuePlan(autoExtendChange(input.auto_extend_traffic)),
  }),
  defineWrite({
    medium,
    level: 'advertiser',
    mirrorLevel: 'account',
    fields: one('budget'),
    path: '/api/bytedance/advertiser/update_daily_budget',
    summary: '批量修改账户日预算',
    ability: writeAbility(medium, 'advertiser', 'budget'),
    body: AccountDailyBudgetBodySchema,
    rows: (body: AccountDailyBudgetBody) => itemRows(body, (i) => i.advertiser_id),
    // spec 001 §5: 1000 to 9999999.99, 2 decimals.
    check: (input) => accountBudgetPlan(budgetChange(input, ACCOUNT_DAILY_BUDGET_RULE)),
  }),
];
