import { describe, expect, it } from 'vitest';
import { isKnownAbility } from './abilities';
import {
  FEED_DELIVERY_ABILITIES,
  FEED_DELIVERY_ROUTES,
  feedDeliveryAbility,
  feedDeliveryRouteAbility,
} from './delivery-abilities';

describe('FEED_DELIVERY_ABILITIES (spec 001 §6)', () => {
  it.each([
    ['account', 'list', 'advertiser:list'],
    ['project', 'list', 'bytedance:v3:project:reports'],
    ['promotion', 'list', 'bytedance:v3:promotion:reports'],
    ['material', 'list', 'bytedance:v3:promotion:reports'],
    ['project', 'switch', 'campaign:updatestatus'],
    ['promotion', 'switch', 'ad:updatestatus'],
    ['material', 'switch', 'ad:updatestatus'],
    ['promotion', 'edit', 'creative:update'],
    ['project', 'edit', 'ad:update'],
    ['project', 'budget', 'ad:update'],
    ['promotion', 'budget', 'ad:update'],
    ['project', 'create', 'delivery:task'],
  ] as const)('%s %s needs %s', (tab, action, ability) => {
    expect(feedDeliveryAbility(tab, action)).toBe(ability);
  });

  it('deletes a project with the ability of its switch: both go through its status call', () => {
    expect(FEED_DELIVERY_ABILITIES.project.delete).toBe(FEED_DELIVERY_ABILITIES.project.switch);
    expect(FEED_DELIVERY_ABILITIES.material.delete).toBe(FEED_DELIVERY_ABILITIES.material.switch);
  });

  it('has no delete on the account and ad tabs and no switch on the account tab', () => {
    expect(FEED_DELIVERY_ABILITIES.account.switch).toBeUndefined();
    expect(FEED_DELIVERY_ABILITIES.promotion.delete).toBeUndefined();
    expect(() => feedDeliveryAbility('account', 'delete')).toThrow();
  });

  it('names only abilities of the catalog', () => {
    for (const abilities of Object.values(FEED_DELIVERY_ABILITIES)) {
      for (const ability of Object.values(abilities))
        expect(isKnownAbility(ability), ability).toBe(true);
    }
  });
});

describe('FEED_DELIVERY_ROUTES', () => {
  it('lists each route once, under an action its tab has', () => {
    const keys = FEED_DELIVERY_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of FEED_DELIVERY_ROUTES) {
      expect(FEED_DELIVERY_ABILITIES[route.tab][route.action], `${route.path}`).toBeDefined();
    }
  });

  it('gives the inline ad budget/bid edit the ability of the other budget edits', () => {
    expect(feedDeliveryRouteAbility('POST', '/api/bytedance/v3/promotion/update')).toBe(
      'ad:update',
    );
    expect(feedDeliveryRouteAbility('POST', '/api/bytedance/v3/promotion/updatebudget')).toBe(
      'ad:update',
    );
    expect(feedDeliveryRouteAbility('POST', '/api/bytedance/v3/promotion/copy')).toBe(
      'creative:update',
    );
    expect(feedDeliveryRouteAbility('GET', '/api/bytedance/v3/project/rejectreason')).toBe(
      'bytedance:v3:project:reports',
    );
    expect(feedDeliveryRouteAbility('GET', '/api/nowhere')).toBeUndefined();
  });
});
