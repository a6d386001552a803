import { oceanengine } from '@toufang/media-wire';
import { describe, expect, it } from 'vitest';
import { adRow, campaignRow, creativeRows, type Listed } from './object-mapping';
import { keepingRaw } from './wire-pages';

// Wire objects → mirror rows (docs/glossary.md "Delivery levels"; reference §1.7, §1.8, §1.12):
// yuan → 分, dates in Asia/Shanghai, schedules of 336 cells, the object kept as returned.

const ADVERTISER = '1700000000000001';
const MASK = '0'.repeat(18) + '1'.repeat(30) + '0'.repeat(288);

/** Validates like the list call does and keeps the JSON. */
function listed<T extends Parameters<typeof keepingRaw>[0]>(schema: T, json: unknown) {
  return keepingRaw(schema).parse(json) as Listed<ReturnType<T['parse']>>;
}

const projectJson = (
  setting: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
) => ({
  project_id: 7100000000000001,
  advertiser_id: Number(ADVERTISER),
  name: '星海-安卓-项目01',
  delivery_mode: 'MANUAL',
  landing_type: 'APP',
  app_promotion_type: 'DOWNLOAD',
  marketing_goal: 'VIDEO_AND_IMAGE',
  ad_type: 'ALL',
  opt_status: 'ENABLE',
  status: 'PROJECT_STATUS_BUDGET_EXCEED',
  status_first: 'PROJECT_STATUS_DISABLE',
  status_second: ['PROJECT_STATUS_BUDGET_EXCEED'],
  project_create_time: '2025-03-01 09:30:00',
  project_modify_time: '2025-03-11 23:59:59',
  pricing: 'PRICING_OCPM',
  optimize_goal: {
    external_action: 'AD_CONVERT_TYPE_PAY',
    deep_external_action: 'AD_CONVERT_TYPE_PURCHASE_ROI',
  },
  audience: { district: 'NONE', platform: ['ANDROID'] },
  delivery_setting: {
    schedule_type: 'SCHEDULE_START_END',
    start_time: '2025-03-01',
    end_time: '2025-04-30',
    schedule_time: MASK,
    budget_mode: 'BUDGET_MODE_DAY',
    budget: 300.5,
    bid_type: 'CUSTOM',
    pricing: 'PRICING_OCPM',
    cpa_bid: 0.1 + 0.2,
    deep_bid_type: 'DEEP_BID_MIN',
    deep_cpabid: 88.8,
    roi_goal: 1.2345,
    ...setting,
  },
  ...extra,
});

const promotionJson = (extra: Record<string, unknown> = {}) => ({
  promotion_id: 7200000000000001,
  promotion_name: '星海-广告01-01',
  advertiser_id: Number(ADVERTISER),
  project_id: 7100000000000001,
  modify_time: '2025-03-11 10:00:00',
  promotion_create_time: '2025-03-02 08:00:00',
  promotion_modify_time: '2025-03-11 10:00:00',
  status: 'AUDIT_DENY',
  status_first: 'PROMOTION_STATUS_DISABLE',
  status_second: ['AUDIT_DENY'],
  opt_status: 'ENABLE',
  promotion_materials: {
    video_material_list: [
      {
        image_mode: 'VIDEO_VERTICAL',
        video_id: 'v0a1',
        material_id: 7300000000000001,
        material_status: 'MATERIAL_STATUS_OFFLINE_AUDIT',
        cover_note: 'kept as returned',
      },
      { image_mode: 'VIDEO_LARGE', video_id: 'v0a2', material_id: 7300000000000002 },
      { image_mode: 'VIDEO_LARGE', video_id: 'v0a3' },
    ],
    image_material_list: [
      {
        image_mode: 'CREATIVE_IMAGE_MODE_LARGE',
        images: [
          {
            image_id: 'web.business.image/1',
            material_id: 7300000000000003,
            material_status: 'MATERIAL_STATUS_DISABLE',
          },
        ],
      },
    ],
    title_material_list: [{ title: '新服开启', material_id: 7300000000000004 }],
  },
  budget: 500,
  cpa_bid: 12.34,
  deep_cpabid: 0.1,
  roi_goal: 0.0001,
  ...extra,
});

describe('project → campaign row', () => {
  it('converts money from yuan to 分, half-up against float noise', () => {
    const row = campaignRow(ADVERTISER, listed(oceanengine.ProjectListItemSchema, projectJson()));
    expect(row).toMatchObject({
      budgetMode: 'BUDGET_MODE_DAY',
      budget: 30050,
      cpaBid: 30,
      deepBid: 8880,
      bid: null,
      roiGoal: 1.2345,
    });
  });

  it('maps names, statuses, goals, dates and the schedule', () => {
    const row = campaignRow(ADVERTISER, listed(oceanengine.ProjectListItemSchema, projectJson()));
    expect(row).toMatchObject({
      medium: 'bytedance',
      campaignId: '7100000000000001',
      advertiserId: ADVERTISER,
      name: '星海-安卓-项目01',
      optStatus: 'ENABLE',
      rawStatus: 'PROJECT_STATUS_BUDGET_EXCEED',
      status: 'budget_exhausted',
      pricing: 'PRICING_OCPM',
      convertType: 'AD_CONVERT_TYPE_PAY',
      deepExternalAction: 'AD_CONVERT_TYPE_PURCHASE_ROI',
      deepBidType: 'DEEP_BID_MIN',
      landingType: 'APP',
      marketingGoal: 'VIDEO_AND_IMAGE',
      appPromotionType: 'DOWNLOAD',
      adType: 'ALL',
      platform: 'APP_ANDROID',
      startDate: '2025-03-01',
      endDate: '2025-04-30',
      scheduleTime: MASK,
    });
    expect(row.mediumCreatedAt).toEqual(new Date('2025-03-01T01:30:00Z'));
    expect(row.mediumModifiedAt).toEqual(new Date('2025-03-11T15:59:59Z'));
  });

  it('has no amount for an unlimited budget and no end for a long-term schedule', () => {
    const json = projectJson({
      budget_mode: 'BUDGET_MODE_INFINITE',
      budget: 0,
      schedule_type: 'SCHEDULE_FROM_NOW',
      schedule_time: '',
      bid_type: 'NO_BID',
      cpa_bid: undefined,
      roi_goal: undefined,
    });
    const row = campaignRow(ADVERTISER, listed(oceanengine.ProjectListItemSchema, json));
    expect(row).toMatchObject({
      budgetMode: 'BUDGET_MODE_INFINITE',
      budget: null,
      cpaBid: null,
      roiGoal: null,
      endDate: null,
      scheduleTime: null,
    });
  });

  it('has no single platform for a project aimed at both', () => {
    const json = projectJson({}, { audience: { platform: ['ANDROID', 'IOS'] } });
    expect(campaignRow(ADVERTISER, listed(oceanengine.ProjectListItemSchema, json)).platform).toBe(
      null,
    );
  });

  it('keeps the object as returned, keys the schema does not know included', () => {
    const json = projectJson(
      {},
      { gad_source: 'gad', track_url_setting: { send_type: 'SERVER_SEND', group_note: 1 } },
    );
    const row = campaignRow(ADVERTISER, listed(oceanengine.ProjectListItemSchema, json));
    expect(row.raw).toEqual(json);
  });
});

describe('promotion → ad row', () => {
  it('maps the promotion with its day budget and bids in 分', () => {
    const json = promotionJson({ schedule_time: MASK });
    const row = adRow(ADVERTISER, listed(oceanengine.PromotionListItemSchema, json));
    expect(row).toMatchObject({
      medium: 'bytedance',
      adId: '7200000000000001',
      campaignId: '7100000000000001',
      name: '星海-广告01-01',
      optStatus: 'ENABLE',
      rawStatus: 'AUDIT_DENY',
      status: 'audit_denied',
      budgetMode: 'BUDGET_MODE_DAY',
      budget: 50000,
      cpaBid: 1234,
      deepBid: 10,
      roiGoal: 0.0001,
      scheduleTime: MASK,
    });
    expect(row.mediumModifiedAt).toEqual(new Date('2025-03-11T02:00:00Z'));
    expect(row.raw).toEqual(json);
  });

  it('leaves budget mode and amount empty when the project budget governs', () => {
    const json = promotionJson({ budget: undefined });
    const row = adRow(ADVERTISER, listed(oceanengine.PromotionListItemSchema, json));
    expect(row).toMatchObject({ budgetMode: null, budget: null, scheduleTime: null });
  });
});

describe('promotion materials → creative rows', () => {
  const rows = creativeRows(
    ADVERTISER,
    listed(oceanengine.PromotionListItemSchema, promotionJson()),
  );

  it('makes one creative per video and image with a material id, titles left out', () => {
    expect(rows.map((r) => [r.creativeId, r.materialType])).toEqual([
      ['7200000000000001:7300000000000001', 'video'],
      ['7200000000000001:7300000000000002', 'video'],
      ['7200000000000001:7300000000000003', 'image'],
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ adId: '7200000000000001', campaignId: '7100000000000001' });
    }
  });

  it('derives the status and the switch from material_status', () => {
    expect(rows.map((r) => [r.rawStatus, r.status, r.optStatus])).toEqual([
      ['MATERIAL_STATUS_OFFLINE_AUDIT', 'audit_denied', 'ENABLE'],
      [null, 'unknown', null],
      ['MATERIAL_STATUS_DISABLE', 'paused', 'DISABLE'],
    ]);
  });

  it('keeps each material as returned, an image with its group mode', () => {
    expect(rows[0]?.raw).toEqual({
      image_mode: 'VIDEO_VERTICAL',
      video_id: 'v0a1',
      material_id: 7300000000000001,
      material_status: 'MATERIAL_STATUS_OFFLINE_AUDIT',
      cover_note: 'kept as returned',
    });
    expect(rows[2]?.raw).toEqual({
      image_mode: 'CREATIVE_IMAGE_MODE_LARGE',
      image_id: 'web.business.image/1',
      material_id: 7300000000000003,
      material_status: 'MATERIAL_STATUS_DISABLE',
    });
  });
});
