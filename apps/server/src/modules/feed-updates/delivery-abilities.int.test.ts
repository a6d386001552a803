import { FEED_DELIVERY_ROUTES, feedDeliveryAbility } from '@toufang/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

// spec 001 §6: the delivery screen's routes declare the abilities of the one table the web app
// enables its tabs and buttons by (packages/contracts delivery-abilities.ts).

const t = await createTestApp();
afterAll(() => t.close());

const key = (method: string, url: string) => `${method} ${url}`;
const registered = new Map(t.app.apiRoutes.map((r) => [key(r.method, r.url), r.access]));

/** The delivery screen's routes: its v3 objects, the account reports and the day budget. */
const isDeliveryRoute = (url: string) =>
  url.startsWith('/api/bytedance/v3/') ||
  url.startsWith('/api/bytedance/advertiser/reports') ||
  url === '/api/bytedance/advertiser/update_daily_budget';

describe('delivery route abilities', () => {
  it.each(FEED_DELIVERY_ROUTES.map((r) => [key(r.method, r.path), r] as const))(
    '%s declares the ability of its tab and action',
    (_name, route) => {
      expect(registered.get(key(route.method, route.path))).toEqual({
        kind: 'ability',
        ability: feedDeliveryAbility(route.tab, route.action),
      });
    },
  );

  it('leaves no delivery route out of the table', () => {
    const listed = new Set(FEED_DELIVERY_ROUTES.map((r) => key(r.method, r.path)));
    const missing = t.app.apiRoutes
      .filter((r) => isDeliveryRoute(r.url) && !listed.has(key(r.method, r.url)))
      .map((r) => key(r.method, r.url));
    expect(missing).toEqual([]);
  });
});
