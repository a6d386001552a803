import { describe, expect, it } from 'vitest';
import {
  AccountDailyBudgetBodySchema,
  MaterialBatchDeleteBodySchema,
  MaterialStatusBodySchema,
  ProjectBudgetBodySchema,
  ProjectEndTimeBodySchema,
  ProjectScheduleTimeBodySchema,
  ProjectStatusBodySchema,
  PromotionAutoExtendBodySchema,
  PromotionBidBodySchema,
  PromotionStatusBodySchema,
} from './feed-updates';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const budget = { budget_mode: 'BUDGET_MODE_DAY', budget: 500 };

describe('batch writes listing an object twice', () => {
  it.each([
    [
      'project status',
      ProjectStatusBodySchema,
      {
        opt_status: 'DISABLE',
        projects: [
          { advertiser_id: '1', project_id: '11' },
          { advertiser_id: '1', project_id: '12' },
          { advertiser_id: '1', project_id: ' 11' },
        ],
      },
      '11',
    ],
    [
      'promotion status',
      PromotionStatusBodySchema,
      {
        opt_status: 'ENABLE',
        promotions: [
          { advertiser_id: '1', promotion_id: 21 },
          { advertiser_id: '2', promotion_id: '21' },
        ],
      },
      '21',
    ],
    [
      'project budget',
      ProjectBudgetBodySchema,
      {
        items: [
          { advertiser_id: '1', project_id: '11', ...budget },
          { advertiser_id: '1', project_id: '11', ...budget, budget: 600 },
        ],
      },
      '11',
    ],
    [
      'project schedule',
      ProjectScheduleTimeBodySchema,
      {
        items: [
          { advertiser_id: '1', project_id: '11', schedule_scene: 'REALTIME' },
          { advertiser_id: '1', project_id: '11', schedule_scene: 'NEXT_DAY' },
        ],
      },
      '11',
    ],
    [
      'project end date',
      ProjectEndTimeBodySchema,
      {
        items: [
          { advertiser_id: '1', project_id: '11', schedule_type: 'SCHEDULE_FROM_NOW' },
          { advertiser_id: '1', project_id: '11', schedule_type: 'SCHEDULE_FROM_NOW' },
        ],
      },
      '11',
    ],
    [
      'promotion bid',
      PromotionBidBodySchema,
      {
        items: [
          { advertiser_id: '1', promotion_id: '21', cpa_bid: 1 },
          { advertiser_id: '1', promotion_id: '21', cpa_bid: 2 },
        ],
      },
      '21',
    ],
    [
      'promotion auto extend',
      PromotionAutoExtendBodySchema,
      {
        items: [
          { advertiser_id: '1', promotion_id: '21', auto_extend_traffic: 'ON' },
          { advertiser_id: '1', promotion_id: '21', auto_extend_traffic: 'OFF' },
        ],
      },
      '21',
    ],
    [
      'material status',
      MaterialStatusBodySchema,
      {
        opt_status: 'DISABLE',
        items: [
          { advertiser_id: '1', promotion_id: '21', material_id: '31' },
          { advertiser_id: '1', promotion_id: '21', material_id: '31' },
        ],
      },
      '31（广告 21）',
    ],
    [
      'material delete',
      MaterialBatchDeleteBodySchema,
      {
        items: [
          { advertiser_id: '1', promotion_id: '21', material_id: '31' },
          { advertiser_id: '1', promotion_id: '21', material_id: '31' },
        ],
      },
      '31（广告 21）',
    ],
    [
      'account budget',
      AccountDailyBudgetBodySchema,
      {
        items: [
          { advertiser_id: '1', ...budget },
          { advertiser_id: '1', ...budget },
        ],
      },
      '1',
    ],
  ])('refuses a %s batch naming the duplicate', (_, schema, body, named) => {
    expect(messages(schema.safeParse(body))).toEqual([`同一对象不能重复提交：${named}`]);
  });

  it('takes the same material in two promotions as two objects', () => {
    const body = {
      opt_status: 'DISABLE',
      items: [
        { advertiser_id: '1', promotion_id: '21', material_id: '31' },
        { advertiser_id: '1', promotion_id: '22', material_id: '31' },
      ],
    };
    expect(MaterialStatusBodySchema.safeParse(body).success).toBe(true);
  });

  it('names every duplicate once', () => {
    const promotions = ['21', '22', '21', '22', '21', '23'].map((promotion_id) => ({
      advertiser_id: '1',
      promotion_id,
    }));
    const result = PromotionStatusBodySchema.safeParse({ opt_status: 'ENABLE', promotions });
    expect(messages(result)).toEqual(['同一对象不能重复提交：21、22']);
  });
});
