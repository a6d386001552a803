import { describe, expect, it } from 'vitest';
import { BYTEDANCE_DELIVERY } from './bytedance-definition';
import { allowedTabs, tabAccess } from './tab-access';
import type { TabAccess } from './tab-access';

function of(access: ReadonlyMap<string, TabAccess>, key: string): TabAccess {
  const found = access.get(key);
  if (found === undefined) throw new Error(`no ${key} tab`);
  return found;
}

describe('tabAccess (spec 001 §6)', () => {
  it('gates each tab by its list ability and the switches by theirs', () => {
    const access = tabAccess(BYTEDANCE_DELIVERY, [
      'bytedance:v3:project:reports',
      'campaign:updatestatus',
    ]);
    expect(allowedTabs(BYTEDANCE_DELIVERY, access)).toEqual(['project']);
    expect(of(access, 'project').switch).toBe(true);
    expect(of(access, 'project').delete).toBe(true);
    expect(of(access, 'promotion').list).toBe(false);
    expect(of(access, 'promotion').switch).toBe(false);
    expect(of(access, 'account').switch).toBe(false);
  });

  it('opens the ad and material tabs with the promotion report ability', () => {
    const access = tabAccess(BYTEDANCE_DELIVERY, [
      'bytedance:v3:promotion:reports',
      'ad:updatestatus',
    ]);
    expect(allowedTabs(BYTEDANCE_DELIVERY, access)).toEqual(['promotion', 'material']);
    expect(of(access, 'material').switch).toBe(true);
    expect(of(access, 'material').delete).toBe(true);
    expect(of(access, 'promotion').delete).toBe(false);
  });

  it('gives budget and bid edits to ad:update and the ad edit and copy to creative:update', () => {
    const budget = tabAccess(BYTEDANCE_DELIVERY, ['ad:update']);
    expect([
      of(budget, 'account').budget,
      of(budget, 'project').budget,
      of(budget, 'promotion').budget,
    ]).toEqual([true, true, true]);
    expect([
      of(budget, 'project').edit,
      of(budget, 'promotion').edit,
      of(budget, 'promotion').copy,
    ]).toEqual([true, false, false]);
    const creative = tabAccess(BYTEDANCE_DELIVERY, ['creative:update']);
    expect([
      of(creative, 'promotion').budget,
      of(creative, 'promotion').edit,
      of(creative, 'promotion').copy,
    ]).toEqual([false, true, true]);
  });
});
