import { describe, expect, it } from 'vitest';
import { isKnownAbility } from '../abilities';
import { FEED_DELIVERY_ABILITIES } from '../delivery-abilities';
import {
  DELIVERY_SCREEN_ROUTES,
  DELIVERY_SCREENS,
  deliveryAbility,
  deliveryRouteAbility,
  idFilterKey,
  type DeliveryTabDef,
} from './delivery-screens';
import { FEED_REPORT_PATHS } from './feed-reports';

describe('DELIVERY_SCREENS', () => {
  it('orders every screen’s tabs from the account down, one tab per level', () => {
    for (const screen of Object.values(DELIVERY_SCREENS)) {
      const levels = screen.tabs.map((t) => t.level);
      expect(levels[0], screen.screen).toBe(0);
      expect([...levels].sort(), screen.screen).toEqual(levels);
      expect(new Set(levels).size).toBe(levels.length);
    }
  });

  it('names each tab in the medium’s own words', () => {
    const titles = (screen: keyof typeof DELIVERY_SCREENS) =>
      DELIVERY_SCREENS[screen].tabs.map((t) => t.title);
    expect(titles('launchV3')).toEqual(['账户', '项目', '广告', '素材']);
    expect(titles('launchKs')).toEqual(['账户', '广告计划', '广告组', '创意']);
    expect(titles('launchQqV3')).toEqual(['账户', '广告', '创意']);
    expect(titles('launchQqV2')).toEqual(['账户', '推广计划', '广告', '广告创意']);
    expect(titles('launchv2')).toEqual(['账户', '广告组', '计划', '创意']);
  });

  it('keeps the feed screen’s abilities and paths those of its own tables', () => {
    for (const tab of DELIVERY_SCREENS.launchV3.tabs) {
      expect(tab.abilities).toEqual(FEED_DELIVERY_ABILITIES[tab.key as 'project']);
      expect(tab.paths.report).toBe(FEED_REPORT_PATHS[tab.key as 'project']);
    }
  });

  it('gives each medium’s object tabs the list ability of its screen route', () => {
    expect(deliveryAbility('launchKs', 'unit', 'list')).toBe('kuaishou:unit:reports');
    expect(deliveryAbility('launchQqV3', 'dynamic_creative', 'list')).toBe(
      'tencent:v3:adgroup:reports',
    );
    expect(deliveryAbility('launchQqV2', 'ad', 'list')).toBe('tencent:adgroup:reports');
    expect(deliveryAbility('launchv2', 'campaign', 'list')).toBe('bytedance:campaign:reports');
    expect(deliveryAbility('launchKs', 'campaign', 'switch')).toBe('campaign:updatestatus');
    expect(deliveryAbility('launchKs', 'unit', 'budget')).toBe('ad:update');
    expect(() => deliveryAbility('launchQqV3', 'dynamic_creative', 'budget')).toThrow();
  });

  it('names only abilities of the catalog', () => {
    for (const screen of Object.values(DELIVERY_SCREENS)) {
      for (const tab of screen.tabs) {
        for (const ability of Object.values(tab.abilities)) {
          expect(isKnownAbility(ability), `${screen.screen} ${tab.key}`).toBe(true);
        }
      }
    }
  });

  it('parses a Kuaishou unit body with its codes and refuses other codes', () => {
    const unit = DELIVERY_SCREENS.launchKs.tabs[2];
    expect(unit?.body.parse({ ocpx_action_type: '180,774', unit_type: 7 })).toMatchObject({
      ocpx_action_type: ['180', '774'],
      unit_type: ['7'],
      page: 1,
    });
    expect(unit?.body.safeParse({ deep_conversion_type: '5' }).success).toBe(false);
  });
});

describe('idFilterKey', () => {
  it('names the body key of a drill-down from each parent level', () => {
    const tab = (screen: keyof typeof DELIVERY_SCREENS, key: string) =>
      DELIVERY_SCREENS[screen].tabs.find((t) => t.key === key) as DeliveryTabDef;
    expect(idFilterKey(tab('launchKs', 'creative'), 2)).toBe('unit_id');
    expect(idFilterKey(tab('launchKs', 'unit'), 1)).toBe('campaign_id');
    expect(idFilterKey(tab('launchKs', 'unit'), 0)).toBe('advertiser_ids');
    expect(idFilterKey(tab('launchQqV3', 'dynamic_creative'), 2)).toBe('adgroup_id');
    expect(idFilterKey(tab('launchQqV3', 'adgroup'), 1)).toBeUndefined();
    expect(idFilterKey(tab('launchV3', 'material'), 2)).toBe('promotion_id');
    expect(idFilterKey(tab('launchv2', 'creative'), 2)).toBe('ad_id');
  });
});

describe('DELIVERY_SCREEN_ROUTES', () => {
  it('lists each route once, the shared account reports included', () => {
    const keys = DELIVERY_SCREEN_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(deliveryRouteAbility('POST', '/api/tencent/advertiser/reports/export')).toBe(
      'advertiser:list',
    );
    expect(deliveryRouteAbility('POST', '/api/kuaishou/creative/reports/selection')).toBe(
      'kuaishou:unit:reports',
    );
    expect(deliveryRouteAbility('POST', '/api/bytedance/v3/promotion/copy')).toBe(
      'creative:update',
    );
  });
});
