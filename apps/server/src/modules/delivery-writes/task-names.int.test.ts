import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

// Task names are `${medium}.${level}.${field}` and stable: items a database already holds under a
// name are claimed by the same task type after an upgrade (a name no process registers would
// leave its items waiting forever).

const t = await createTestApp();
afterAll(() => t.close());

/** Every write task name the delivery screen queued before the write tables. */
const QUEUED_BEFORE = [
  'bytedance.promotion.status',
  'bytedance.project.status',
  'bytedance.promotion.create',
  'bytedance.project.budget',
  'bytedance.project.cpa_bid',
  'bytedance.project.deep_bid',
  'bytedance.project.roi_goal',
  'bytedance.project.week_schedule',
  'bytedance.project.end_time',
  'bytedance.promotion.budget',
  'bytedance.promotion.cpa_bid',
  'bytedance.promotion.deep_bid',
  'bytedance.promotion.roi_goal',
  'bytedance.promotion.auto_extend',
  'bytedance.material.status',
  'bytedance.project.delete',
  'bytedance.advertiser.budget',
  'bytedance.material.delete',
];

describe('write task names', () => {
  it('still registers every name items were queued under', () => {
    expect(t.services.taskTypes.names()).toEqual(expect.arrayContaining(QUEUED_BEFORE));
  });

  it('names every table write medium.level.field', () => {
    const names = t.services.taskTypes.names();
    for (const medium of ['kuaishou', 'tencent']) {
      expect(names.filter((n) => n.startsWith(`${medium}.`)).length).toBeGreaterThan(0);
    }
    expect(names).toEqual(
      expect.arrayContaining([
        'kuaishou.campaign.status',
        'kuaishou.campaign.delete',
        'kuaishou.unit.budget',
        'kuaishou.unit.cpa_bid',
        'kuaishou.advertiser.budget',
        'tencent.adgroup.status',
        'tencent.adgroup.budget',
        'tencent.adgroup.cpa_bid',
        'tencent.dynamic_creative.status',
        'tencent.advertiser.budget',
      ]),
    );
    for (const name of names) expect(name).toMatch(/^[a-z][a-z0-9_]*\.[a-z_]+\.[a-z_]+$/);
  });
});
