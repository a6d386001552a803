import { describe, expect, it } from 'vitest';
import {
  CampaignCreateRequestSchema,
  CreativeCreateRequestSchema,
  UnitCreateRequestSchema,
  UnitUpdateRequestSchema,
} from './object-writes';
import { CampaignStatusUpdateRequestSchema, UnitDayBudgetUpdateRequestSchema } from './writes';

describe('Kuaishou object write schemas (reference §2.5, §2.7)', () => {
  it('takes money as integer 厘 and schedules as 168 hourly cells', () => {
    expect(
      CampaignCreateRequestSchema.safeParse({
        advertiser_id: 1,
        campaign_name: '计划',
        type: 2,
        day_budget: 500_000,
      }).success,
    ).toBe(true);
    expect(
      CampaignCreateRequestSchema.safeParse({
        advertiser_id: 1,
        campaign_name: '计划',
        type: 2,
        day_budget: 500.5,
      }).success,
    ).toBe(false);
    const unit = { advertiser_id: 1, campaign_id: 2, unit_name: '组', bid_type: 10, cpa_bid: 1 };
    expect(UnitCreateRequestSchema.safeParse(unit).success).toBe(true);
    expect(
      UnitCreateRequestSchema.safeParse({ ...unit, schedule_time: '1'.repeat(336) }).success,
    ).toBe(false);
    expect(
      UnitCreateRequestSchema.safeParse({ ...unit, schedule_time: '1'.repeat(168) }).success,
    ).toBe(true);
    const budget = { advertiser_id: 1, unit_id: 2 };
    expect(UnitDayBudgetUpdateRequestSchema.safeParse({ ...budget, day_budget: 0 }).success).toBe(
      true,
    );
    // documentId 2573: at least 100 元, a budget or a weekday schedule, not both.
    expect(
      UnitDayBudgetUpdateRequestSchema.safeParse({ ...budget, day_budget: 99_999 }).success,
    ).toBe(false);
    expect(
      UnitDayBudgetUpdateRequestSchema.safeParse({
        ...budget,
        day_budget: 100_000,
        day_budget_schedule: Array<number>(7).fill(100_000),
      }).success,
    ).toBe(false);
  });

  it('keeps bid_type out of unit updates and needs a name and type on creatives', () => {
    const parsed = UnitUpdateRequestSchema.parse({ advertiser_id: 1, unit_id: 2, bid_type: 2 });
    expect(parsed).not.toHaveProperty('bid_type');
    expect(
      CreativeCreateRequestSchema.safeParse({ advertiser_id: 1, unit_id: 2, creative_name: 'x' })
        .success,
    ).toBe(false);
  });

  it('caps status batches at 20 ids', () => {
    const ids = Array.from({ length: 21 }, (_, i) => i + 1);
    expect(
      CampaignStatusUpdateRequestSchema.safeParse({
        advertiser_id: 1,
        campaign_ids: ids,
        put_status: 2,
      }).success,
    ).toBe(false);
  });
});
