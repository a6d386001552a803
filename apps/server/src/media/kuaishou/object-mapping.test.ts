import { kuaishou } from '@toufang/media-wire';
import { describe, expect, it } from 'vitest';
import { imageMaterialRow, videoMaterialRow } from './library-mapping';
import {
  campaignRow,
  creativeRow,
  dayBudget,
  liToFenRead,
  scheduleOf,
  unitRow,
} from './object-mapping';
import type { Listed } from './wire-lists';

// Kuaishou objects → mirror rows: 厘 → 分, 168 hourly cells → 336 half-hours, put_status apart from
// status, and the object kept as the medium sent it.

const listed = <T extends object>(wire: T, extra: Record<string, unknown> = {}): Listed<T> => ({
  wire,
  raw: { ...wire, ...extra },
});

function unit(overrides: Partial<kuaishou.Unit> = {}): kuaishou.Unit {
  return kuaishou.UnitSchema.parse({
    unit_id: 300_000_001,
    campaign_id: 100_000_001,
    unit_name: '游戏-组-1',
    put_status: 1,
    status: 20,
    bid_type: 10,
    cpa_bid: 35_000,
    ocpx_action_type: 180,
    deep_conversion_type: 3,
    deep_conversion_bid: 120_005,
    roi_ratio: 1.25,
    begin_time: '2025-03-01',
    end_time: null,
    schedule_time: '',
    day_budget: 0,
    create_time: '2025-03-01 09:30:00',
    update_time: '2025-03-02 10:00:05',
    ...overrides,
  });
}

describe('Kuaishou money and schedules', () => {
  it.each([
    [0, 0],
    [10, 1],
    [35_000, 3500],
    [12_344, 1234],
    [12_345, 1235],
    [500_000, 50_000],
    [100_000_000_000, 10_000_000_000],
  ])('reads %i 厘 as %i 分', (li, fen) => {
    expect(liToFenRead(li)).toBe(fen);
  });

  it('keeps an absent amount absent', () => {
    expect(liToFenRead(undefined)).toBeNull();
  });

  it('reads day_budget 0 as unlimited and any other as a day budget in 分', () => {
    expect(dayBudget(0)).toEqual({ budgetMode: 'BUDGET_MODE_INFINITE', budget: null });
    expect(dayBudget(500_000)).toEqual({ budgetMode: 'BUDGET_MODE_DAY', budget: 50_000 });
    expect(dayBudget(undefined)).toEqual({ budgetMode: null, budget: null });
  });

  it('widens 168 hourly cells to 336 half-hours, Monday 00:00 first', () => {
    const hourly = '1' + '0'.repeat(22) + '1' + '0'.repeat(144);
    const wide = scheduleOf(hourly);
    expect(wide).toHaveLength(336);
    expect(wide?.slice(0, 4)).toBe('1100');
    expect(wide?.slice(44, 50)).toBe('001100');
    expect(wide?.slice(48)).toBe('0'.repeat(288));
  });

  it('keeps an empty schedule (all day) as null', () => {
    expect(scheduleOf('')).toBeNull();
    expect(scheduleOf(undefined)).toBeNull();
  });
});

describe('Kuaishou rows', () => {
  it('maps a campaign with its day budget, type and the raw object', () => {
    const wire = kuaishou.CampaignSchema.parse({
      campaign_id: 100_000_001,
      campaign_name: '游戏-激活-1',
      put_status: 2,
      status: 1,
      day_budget: 1_000_000,
      campaign_type: 2,
      ad_type: 1,
      bid_type: 0,
      create_time: '2025-03-01 09:30:00',
      update_time: '2025-03-02 10:00:05',
    });
    const row = campaignRow('55044794', listed(wire, { unnamed_field: 7 }));
    expect(row).toMatchObject({
      medium: 'kuaishou',
      campaignId: '100000001',
      advertiserId: '55044794',
      name: '游戏-激活-1',
      optStatus: 'DISABLE',
      rawStatus: '1',
      status: 'paused',
      budgetMode: 'BUDGET_MODE_DAY',
      budget: 100_000,
      marketingGoal: '2',
      adType: 'SEARCH',
    });
    expect(row.mediumCreatedAt?.toISOString()).toBe('2025-03-01T01:30:00.000Z');
    expect(row.mediumModifiedAt?.toISOString()).toBe('2025-03-02T02:00:05.000Z');
    expect(row.raw).toMatchObject({ unnamed_field: 7 });
  });

  it('maps a unit with bids in 分 and a widened schedule', () => {
    const row = unitRow('1', listed(unit({ schedule_time: '1'.repeat(168), day_budget: 600_000 })));
    expect(row).toMatchObject({
      adId: '300000001',
      campaignId: '100000001',
      optStatus: 'ENABLE',
      rawStatus: '20',
      status: 'delivering',
      budgetMode: 'BUDGET_MODE_DAY',
      budget: 60_000,
      cpaBid: 3500,
      bid: null,
      deepBid: 12_001,
      roiGoal: 1.25,
      pricing: '10',
      convertType: '180',
      deepExternalAction: '3',
      startDate: '2025-03-01',
      endDate: null,
      scheduleTime: '1'.repeat(336),
    });
  });

  it('maps a CPC unit bid to bid, not cpa_bid', () => {
    const row = unitRow('1', listed(unit({ bid_type: 2, bid: 1500, cpa_bid: undefined })));
    expect(row).toMatchObject({ bid: 150, cpaBid: null, pricing: '2' });
  });

  it('maps video and picture creatives to their main file', () => {
    const base = {
      creative_id: 500_000_001,
      unit_id: 300_000_001,
      campaign_id: 100_000_001,
      creative_name: '创意-1',
      status: 41,
      put_status: 1,
      create_time: '2025-03-01 09:30:00',
      update_time: '2025-03-01 09:30:00',
    };
    const video = creativeRow(
      '1',
      listed(kuaishou.CreativeSchema.parse({ ...base, creative_material_type: 1, photo_id: '52' })),
    );
    expect(video).toMatchObject({
      creativeId: '500000001',
      adId: '300000001',
      campaignId: '100000001',
      materialId: '52',
      materialType: 'video',
      status: 'in_audit',
      rawStatus: '41',
    });
    const picture = creativeRow(
      '1',
      listed(
        kuaishou.CreativeSchema.parse({
          ...base,
          creative_material_type: 6,
          image_tokens: ['market_a.jpg', 'market_b.jpg'],
        }),
      ),
    );
    expect(picture).toMatchObject({ materialId: 'market_a.jpg', materialType: 'image' });
  });
});

describe('Kuaishou library files', () => {
  it('maps a video by photo_id with its md5, cover and duration', () => {
    const wire = kuaishou.LibraryVideoSchema.parse({
      photo_id: '5200000001',
      photo_name: '开服宣传',
      width: 720,
      height: 1280,
      url: 'https://v.example/1.mp4',
      cover_url: 'https://v.example/1.jpg',
      signature: 'd41d8cd98f00b204e9800998ecf8427e',
      upload_time: '2025-03-01 09:30:00',
      new_status: 1,
      duration: 15_200,
    });
    expect(videoMaterialRow('7', listed(wire))).toMatchObject({
      medium: 'kuaishou',
      advertiserId: '7',
      materialId: '5200000001',
      materialType: 'video',
      md5: 'd41d8cd98f00b204e9800998ecf8427e',
      coverUrl: 'https://v.example/1.jpg',
      durationMs: 15_200,
      name: '开服宣传',
    });
    expect(videoMaterialRow('7', listed({ ...wire, new_status: 0 })).status).toBe('deleted');
    expect(videoMaterialRow('7', listed(wire)).status).toBeUndefined();
  });

  it('maps a picture by image_token', () => {
    const wire = kuaishou.LibraryImageSchema.parse({
      image_token: 'market_a.jpg',
      url: 'https://i.example/a.jpg',
      width: 1280,
      height: 720,
      size: 20_480,
      signature: '0cc175b9c0f1b6a831c399e269772661',
    });
    expect(imageMaterialRow('7', listed(wire))).toMatchObject({
      materialId: 'market_a.jpg',
      materialType: 'image',
      sizeBytes: 20_480,
      md5: '0cc175b9c0f1b6a831c399e269772661',
    });
  });
});
