import { tencent } from '@toufang/media-wire';
import { describe, expect, it } from 'vitest';
import { imageMaterialRow, videoMaterialRow } from './library-mapping';
import {
  adgroupRow,
  creativeRow,
  dailyBudget,
  mainFile,
  type ListedAdgroup,
} from './object-mapping';
import { dailyStatRow, hourlyStatRow, REPORT_LEVELS } from './report-mapping';
import type { Listed } from './wire-lists';

// Tencent objects, library files and report rows → mirror rows: money already in 分, bid_amount
// by bid mode, no campaign, unix-second times, the creative's main file.

const listed = <T extends object>(wire: T, extra: Record<string, unknown> = {}): Listed<T> => ({
  wire,
  raw: { ...wire, ...extra },
});

function adgroup(overrides: Partial<tencent.Adgroup> = {}): ListedAdgroup {
  return tencent.AdgroupSchema.parse({
    adgroup_id: 7001,
    account_id: 30863333,
    adgroup_name: '游戏-安卓-单元01-01',
    marketing_goal: 'MARKETING_GOAL_USER_GROWTH',
    marketing_carrier_type: 'MARKETING_CARRIER_TYPE_APP_ANDROID',
    begin_date: '2025-03-01',
    end_date: '',
    bid_amount: 3500,
    optimization_goal: 'OPTIMIZATIONGOAL_FIRST_PURCHASE',
    time_series: '0'.repeat(48) + '1'.repeat(288),
    daily_budget: 500_000,
    bid_mode: 'BID_MODE_OCPM',
    deep_conversion_behavior_bid: 12_000,
    deep_conversion_worth_rate: 1.5,
    configured_status: 'AD_STATUS_NORMAL',
    system_status: 'ADGROUP_STATUS_ACTIVE',
    created_time: 1_740_792_600,
    last_modified_time: 1_740_879_005,
    is_deleted: false,
    ...overrides,
  });
}

describe('Tencent adgroups', () => {
  it('maps an adgroup to an ad without a campaign, money in 分 as sent', () => {
    const row = adgroupRow('30863333', listed(adgroup(), { unnamed_field: 1 }), '2025-03-12');
    expect(row).toMatchObject({
      medium: 'tencent',
      adId: '7001',
      campaignId: null,
      advertiserId: '30863333',
      name: '游戏-安卓-单元01-01',
      optStatus: 'ENABLE',
      rawStatus: 'ADGROUP_STATUS_ACTIVE',
      status: 'delivering',
      budgetMode: 'BUDGET_MODE_DAY',
      budget: 500_000,
      cpaBid: 3500,
      bid: null,
      deepBid: 12_000,
      roiGoal: 1.5,
      pricing: 'BID_MODE_OCPM',
      convertType: 'OPTIMIZATIONGOAL_FIRST_PURCHASE',
      marketingGoal: 'MARKETING_GOAL_USER_GROWTH',
      platform: 'APP_ANDROID',
      startDate: '2025-03-01',
      endDate: null,
      scheduleTime: '0'.repeat(48) + '1'.repeat(288),
    });
    expect(row.mediumCreatedAt?.toISOString()).toBe('2025-03-01T01:30:00.000Z');
    expect(row.mediumModifiedAt?.toISOString()).toBe('2025-03-02T01:30:05.000Z');
    expect(row.raw).toMatchObject({ unnamed_field: 1 });
  });

  it('reads bid_amount as the manual bid for CPC and CPM', () => {
    const cpc = adgroupRow('1', listed(adgroup({ bid_mode: 'BID_MODE_CPC' })), '2025-03-12');
    expect(cpc).toMatchObject({ bid: 3500, cpaBid: null });
    const ios = adgroupRow(
      '1',
      listed(adgroup({ marketing_carrier_type: 'MARKETING_CARRIER_TYPE_APP_IOS' })),
      '2025-03-12',
    );
    expect(ios.platform).toBe('APP_IOS');
  });

  it('reads the deep bid and ROI from deep_conversion_spec when the flat fields are absent', () => {
    const row = adgroupRow(
      '1',
      listed(
        adgroup({
          deep_conversion_behavior_bid: undefined,
          deep_conversion_worth_rate: undefined,
          deep_conversion_spec: {
            deep_conversion_type: 'DEEP_CONVERSION_WORTH',
            deep_conversion_worth_spec: { goal: 'GOAL_1DAY_PURCHASE_ROAS', expected_roi: 0.8 },
          },
        }),
      ),
      '2025-03-12',
    );
    expect(row).toMatchObject({
      deepBid: null,
      roiGoal: 0.8,
      deepExternalAction: 'GOAL_1DAY_PURCHASE_ROAS',
    });
  });

  it('reads daily_budget 0 as unlimited', () => {
    expect(dailyBudget(0)).toEqual({ budgetMode: 'BUDGET_MODE_INFINITE', budget: null });
    expect(dailyBudget(5000)).toEqual({ budgetMode: 'BUDGET_MODE_DAY', budget: 5000 });
    expect(dailyBudget(undefined)).toEqual({ budgetMode: null, budget: null });
  });

  it('maps a listing that left fields out without inventing them', () => {
    const row = adgroupRow('1', listed({ adgroup_id: 9 }), '2025-03-12');
    expect(row).toMatchObject({
      adId: '9',
      name: '',
      optStatus: null,
      rawStatus: null,
      status: 'unknown',
      budget: null,
      scheduleTime: null,
    });
  });
});

describe('Tencent dynamic creatives', () => {
  it('takes the first video as the main file, else the first image', () => {
    expect(
      mainFile({
        video: [{ value: { video_id: 81234567 } }],
        image: [{ value: { image_id: '7654321' } }],
      }),
    ).toEqual({ materialId: '81234567', materialType: 'video' });
    expect(mainFile({ image: [{ value: { image_id: '7654321' } }] })).toEqual({
      materialId: '7654321',
      materialType: 'image',
    });
    expect(mainFile({ image_list: [{ value: { list: [{ image_id: '55' }] } }] })).toEqual({
      materialId: '55',
      materialType: 'image',
    });
    expect(mainFile({ title: [{ value: { content: '标题' } }] })).toBeNull();
  });

  it('maps a creative under its adgroup with the adgroup’s delivery state', () => {
    const wire = tencent.DynamicCreativeSchema.parse({
      dynamic_creative_id: 9001,
      account_id: 1,
      adgroup_id: 7001,
      dynamic_creative_name: '创意01-1',
      creative_components: { video: [{ component_id: 1, value: { video_id: 81234567 } }] },
      configured_status: 'AD_STATUS_NORMAL',
      creative_set_approval_status: 'CREATIVE_SET_APPROVAL_STATUS_NORMAL',
      created_time: 1_740_792_600,
      last_modified_time: 1_740_792_600,
      is_deleted: false,
    });
    const row = creativeRow('1', listed(wire), new Map([['7001', 'budget_exhausted' as const]]));
    expect(row).toMatchObject({
      creativeId: '9001',
      campaignId: null,
      adId: '7001',
      materialId: '81234567',
      materialType: 'video',
      optStatus: 'ENABLE',
      rawStatus: 'CREATIVE_SET_APPROVAL_STATUS_NORMAL',
      status: 'budget_exhausted',
    });
  });
});

describe('Tencent library files', () => {
  it('maps an image by image_id and a video by video_id', () => {
    const image = tencent.LibraryImageSchema.parse({
      image_id: '7654321',
      width: 1280,
      height: 720,
      file_size: 20_480,
      signature: '0cc175b9c0f1b6a831c399e269772661',
      preview_url: 'https://i.example/a.jpg',
      status: 'ADSTATUS_NORMAL',
      created_time: 1_740_792_600,
      last_modified_time: 1_740_792_600,
    });
    expect(imageMaterialRow('1', listed(image))).toMatchObject({
      medium: 'tencent',
      materialId: '7654321',
      materialType: 'image',
      md5: '0cc175b9c0f1b6a831c399e269772661',
      sizeBytes: 20_480,
      url: 'https://i.example/a.jpg',
    });
    expect(imageMaterialRow('1', listed(image)).status).toBeUndefined();
    expect(imageMaterialRow('1', listed({ ...image, status: 'ADSTATUS_DENIED' })).status).toBe(
      'audit_denied',
    );
    const video = tencent.LibraryVideoSchema.parse({
      video_id: 81234567,
      key_frame_image_url: 'https://v.example/1.jpg',
      system_status: 'MEDIA_STATUS_VALID',
      status: 'ADSTATUS_DELETED',
    });
    expect(videoMaterialRow('1', listed(video))).toMatchObject({
      materialId: '81234567',
      materialType: 'video',
      coverUrl: 'https://v.example/1.jpg',
      status: 'deleted',
    });
  });
});

describe('Tencent report rows', () => {
  const [account, adgroupLevel, creativeLevel] = REPORT_LEVELS;
  const row = tencent.ReportRowSchema.parse({
    date: '2025-03-10',
    hour: 9,
    account_id: 1,
    adgroup_id: 7001,
    dynamic_creative_id: 9001,
    cost: 12_345,
    view_count: 1000,
    valid_click_count: 30,
    conversions_count: 4,
    deep_conversions_count: 1,
  });

  it('keeps money in 分 and keys each level by its id', () => {
    if (!account || !adgroupLevel || !creativeLevel) throw new Error('three levels expected');
    expect(dailyStatRow(account, '1', row)).toEqual({
      medium: 'tencent',
      level: 0,
      advertiserId: '1',
      statDate: '2025-03-10',
      objectId: '1',
      campaignId: null,
      adId: null,
      cost: 12_345,
      impressions: 1000,
      clicks: 30,
      conversions: 4,
      deepConversions: 1,
    });
    expect(dailyStatRow(adgroupLevel, '1', row)).toMatchObject({ level: 2, objectId: '7001' });
    expect(hourlyStatRow(creativeLevel, '1', row)).toMatchObject({
      level: 3,
      objectId: '9001',
      adId: '7001',
      hour: 9,
    });
  });

  it('keys a video or image row as a library file (level 4) by its id', () => {
    const [, , , videoLevel, imageLevel] = REPORT_LEVELS;
    if (!videoLevel || !imageLevel) throw new Error('the material levels expected');
    const video = tencent.ReportRowSchema.parse({
      date: '2025-03-10',
      video_id: 81234567,
      cost: 9,
    });
    expect(dailyStatRow(videoLevel, '1', video)).toMatchObject({
      level: 4,
      objectId: '81234567',
      campaignId: null,
      adId: null,
      cost: 9,
    });
    const image = tencent.ReportRowSchema.parse({ date: '2025-03-10', image_id: 'img-5', cost: 3 });
    expect(dailyStatRow(imageLevel, '1', image)).toMatchObject({ level: 4, objectId: 'img-5' });
    expect(() => dailyStatRow(videoLevel, '1', image)).toThrow(/video_id/);
  });

  it('refuses rows without their date, hour or ids', () => {
    if (!adgroupLevel) throw new Error('the adgroup level expected');
    expect(() => dailyStatRow(adgroupLevel, '1', { ...row, adgroup_id: undefined })).toThrow(
      /adgroup_id/,
    );
    expect(() => dailyStatRow(adgroupLevel, '1', { ...row, date: undefined })).toThrow(/date/);
    expect(() => hourlyStatRow(adgroupLevel, '1', { ...row, hour: undefined })).toThrow(/hour/);
  });
});
