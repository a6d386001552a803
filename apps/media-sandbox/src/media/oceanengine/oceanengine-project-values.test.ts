import { oceanengine } from '@toufang/media-wire';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { putAdmin } from '../../testing/harness';
import { startOceanEngine, type OceanEngineSession } from '../../testing/oceanengine-client';

// Batch value updates of v3 projects and the account's daily budget over HTTP (reference §1.5,
// §1.7, §1.13): partial success, batch limits, yuan, the medium's rules, fault knobs.

const { ErrorCode } = oceanengine;

describe('Ocean Engine project value updates', () => {
  let s: OceanEngineSession;
  let advertiserId: number;
  let other: number;
  beforeEach(async () => {
    s = await startOceanEngine();
    advertiserId = s.advertisers[0] ?? 0;
    other = s.advertisers[1] ?? 0;
  });
  afterEach(() => s.running.close());

  const biddable = (id: number) =>
    s.running.sandbox.state.oceanengine.projects
      .listByAdvertiser(id)
      .filter((p) => p.wire.delivery_setting.bid_type !== 'NO_BID' && !p.sim?.deletedAt)
      .map((p) => p.id);
  const settingOf = (id: bigint) =>
    s.running.sandbox.state.oceanengine.projects.get(id).wire.delivery_setting;

  it('updates conversion bids with per-item errors for foreign, missing and out-of-range ids', async () => {
    const [p1 = 0n, p2 = 0n] = biddable(advertiserId);
    const [foreign = 0n] = biddable(other);
    const answer = await s.post('v3.0/project/cpa_bid/update/', {
      advertiser_id: advertiserId,
      data: [
        { project_id: p1, cpa_bid: 12.34 },
        { project_id: p2, cpa_bid: 0.05 },
        { project_id: foreign, cpa_bid: 10 },
        { project_id: 7_399_999_999_999_999_001n, cpa_bid: 10 },
      ],
    });
    expect(answer.code).toBe(0);
    const data = oceanengine.ProjectWriteResultSchema.parse(answer.data);
    expect(data.project_ids).toEqual([p1]);
    expect(data.errors.map((e) => [e.project_id, e.error_code])).toEqual([
      [p2, ErrorCode.PARAM_ERROR],
      [foreign, ErrorCode.NO_PERMISSION],
      [7_399_999_999_999_999_001n, ErrorCode.PARAM_ERROR],
    ]);
    expect(data.errors[0]?.error_message).toMatch(/0\.1-10000/);
    expect(settingOf(p1).cpa_bid).toBe(12.34);
    expect(settingOf(foreign).cpa_bid).not.toBe(10);

    const listed = await s.get('v3.0/project/list/', {
      advertiser_id: advertiserId,
      filtering: { ids: [p1] },
      fields: ['delivery_setting'],
    });
    expect(listed.data.list[0].delivery_setting.cpa_bid).toBe(12.34);
  });

  it('refuses more than 10 items and amounts with more than 2 decimals as a whole', async () => {
    const ids = biddable(advertiserId);
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      project_id: ids[i % ids.length],
      cpa_bid: 10,
    }));
    const tooMany = await s.post('v3.0/project/cpa_bid/update/', {
      advertiser_id: advertiserId,
      data: eleven,
    });
    expect(tooMany.code).toBe(ErrorCode.PARAM_ERROR);
    const fraction = await s.post('v3.0/project/deep_cpa_bid/update/', {
      advertiser_id: advertiserId,
      data: [{ project_id: ids[0], deepbid: 1.234 }],
    });
    expect(fraction.code).toBe(ErrorCode.PARAM_ERROR);
  });

  it('updates deep bids and ROI goals within their ranges', async () => {
    const [p1 = 0n, p2 = 0n] = biddable(advertiserId);
    const deep = await s.post('v3.0/project/deep_cpa_bid/update/', {
      advertiser_id: advertiserId,
      data: [{ project_id: p1, deepbid: 55.5 }],
    });
    expect(deep.data).toEqual({ project_ids: [p1], errors: [] });
    expect(settingOf(p1).deep_cpabid).toBe(55.5);

    const roi = await s.post('v3.0/project/roigoal/update/', {
      advertiser_id: advertiserId,
      data: [
        { project_id: p1, roi_goal: 1.2345 },
        { project_id: p2, roi_goal: 5.5 },
      ],
    });
    const data = oceanengine.ProjectWriteResultSchema.parse(roi.data);
    expect(data.project_ids).toEqual([p1]);
    expect(data.errors[0]).toMatchObject({
      project_id: p2,
      error_message: expect.stringMatching(/ROI/),
    });
    expect(settingOf(p1).roi_goal).toBe(1.2345);
  });

  it('changes the weekly schedule and the delivery period', async () => {
    const [p1 = 0n] = biddable(advertiserId);
    const schedule = '0'.repeat(16) + '1'.repeat(32) + '1'.repeat(48 * 6);
    const week = await s.post('v3.0/project/week_schedule/update/', {
      advertiser_id: advertiserId,
      data: [{ project_id: p1, schedule_time: schedule, schedule_scene: 'NEXT_DAY' }],
    });
    expect(week.data).toEqual({ project_ids: [p1], errors: [] });
    expect(settingOf(p1).schedule_time).toBe(schedule);
    const badMask = await s.post('v3.0/project/week_schedule/update/', {
      advertiser_id: advertiserId,
      data: [{ project_id: p1, schedule_time: '01' }],
    });
    expect(badMask.code).toBe(ErrorCode.PARAM_ERROR);

    const end = await s.post('v3.0/project/schedule_time/update/', {
      advertiser_id: advertiserId,
      data: [{ project_id: p1, schedule_type: 'SCHEDULE_START_END', end_time: '2025-04-30' }],
    });
    expect(end.data).toEqual({ project_ids: [p1], errors: [] });
    expect(settingOf(p1)).toMatchObject({
      schedule_type: 'SCHEDULE_START_END',
      end_time: '2025-04-30',
    });
    // The sandbox's day is 2025-03-12: an end date in the past is refused.
    const past = await s.post('v3.0/project/schedule_time/update/', {
      advertiser_id: advertiserId,
      data: [{ project_id: p1, schedule_type: 'SCHEDULE_START_END', end_time: '2025-03-01' }],
    });
    expect(past.data.errors[0].error_message).toMatch(/不能早于/);
    const longTerm = await s.post('v3.0/project/schedule_time/update/', {
      advertiser_id: advertiserId,
      data: [{ project_id: p1, schedule_type: 'SCHEDULE_FROM_NOW' }],
    });
    expect(longTerm.data.project_ids).toEqual([p1]);
    expect(settingOf(p1).schedule_type).toBe('SCHEDULE_FROM_NOW');
    expect(settingOf(p1).end_time).toBeUndefined();
  });

  it('sets the account daily budget in yuan and reads it back', async () => {
    const set = await s.post('2/advertiser/update/budget/', {
      advertiser_id: advertiserId,
      budget_mode: 'BUDGET_MODE_DAY',
      budget: 2500.5,
    });
    expect(set.code).toBe(0);
    const read = await s.get('2/advertiser/budget/get/', { advertiser_ids: [advertiserId] });
    expect(read.data.list[0]).toEqual({
      advertiser_id: advertiserId,
      budget_mode: 'BUDGET_MODE_DAY',
      budget: 2500.5,
    });
    const low = await s.post('2/advertiser/update/budget/', {
      advertiser_id: advertiserId,
      budget_mode: 'BUDGET_MODE_DAY',
      budget: 999,
    });
    expect(low.code).toBe(ErrorCode.PARAM_ERROR);
    const unlimited = await s.post('2/advertiser/update/budget/', {
      advertiser_id: advertiserId,
      budget_mode: 'BUDGET_MODE_INFINITE',
    });
    expect(unlimited.code).toBe(0);
    const after = await s.get('2/advertiser/budget/get/', { advertiser_ids: [advertiserId] });
    expect(after.data.list[0].budget_mode).toBe('BUDGET_MODE_INFINITE');
  });

  it('answers the transient error of a fault knob without applying anything', async () => {
    const [p1 = 0n] = biddable(advertiserId);
    const before = settingOf(p1).cpa_bid;
    await putAdmin(s.running, 'faults', {
      rules: [
        { endpoint: 'POST /oceanengine/open_api/v3.0/project/cpa_bid/update/', errorRate: 1 },
      ],
    });
    const failed = await s.post('v3.0/project/cpa_bid/update/', {
      advertiser_id: advertiserId,
      data: [{ project_id: p1, cpa_bid: 77 }],
    });
    expect(failed.code).toBe(ErrorCode.SYSTEM_ERROR);
    expect(settingOf(p1).cpa_bid).toBe(before);
    await putAdmin(s.running, 'faults', { rules: [] });
  });
});
