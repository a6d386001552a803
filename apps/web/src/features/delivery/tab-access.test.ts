import { describe, expect, it } from 'vitest';
import { BYTEDANCE_DELIVERY } from './bytedance-definition';
import { allowedTabs, tabAccess } from './tab-access';

describe('tabAccess (spec 001 §6)', () => {
  it('gates each tab by its list ability and the switches by theirs', () => {
    const access = tabAccess(BYTEDANCE_DELIVERY, [
      'bytedance:v3:project:reports',
      'campaign:updatestatus',
    ]);
    expect(allowedTabs(access)).toEqual(['project']);
    expect(access.project.switch).toBe(true);
    expect(access.project.delete).toBe(true);
    expect(access.promotion.list).toBe(false);
    expect(access.promotion.switch).toBe(false);
    expect(access.account.switch).toBe(false);
  });

  it('opens the ad and material tabs with the promotion report ability', () => {
    const access = tabAccess(BYTEDANCE_DELIVERY, [
      'bytedance:v3:promotion:reports',
      'ad:updatestatus',
    ]);
    expect(allowedTabs(access)).toEqual(['promotion', 'material']);
    expect(access.material.switch).toBe(true);
    expect(access.material.delete).toBe(true);
    expect(access.promotion.delete).toBe(false);
  });

  it('gives budget and bid edits to ad:update and the ad edit and copy to creative:update', () => {
    const budget = tabAccess(BYTEDANCE_DELIVERY, ['ad:update']);
    expect([budget.account.budget, budget.project.budget, budget.promotion.budget]).toEqual([
      true,
      true,
      true,
    ]);
    expect([budget.project.edit, budget.promotion.edit, budget.promotion.copy]).toEqual([
      true,
      false,
      false,
    ]);
    const creative = tabAccess(BYTEDANCE_DELIVERY, ['creative:update']);
    expect([creative.promotion.budget, creative.promotion.edit, creative.promotion.copy]).toEqual([
      false,
      true,
      true,
    ]);
  });
});
