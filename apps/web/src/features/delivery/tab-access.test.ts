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
    expect(access.promotion).toEqual({ list: false, switch: false });
    expect(access.account.switch).toBe(false);
  });

  it('opens the ad and material tabs with the promotion report ability', () => {
    const access = tabAccess(BYTEDANCE_DELIVERY, [
      'bytedance:v3:promotion:reports',
      'ad:updatestatus',
    ]);
    expect(allowedTabs(access)).toEqual(['promotion', 'material']);
    expect(access.material.switch).toBe(true);
  });
});
