import {
  CREATION_READS,
  CREATION_WRITES,
  DELIVERY_SCREEN_ROUTES,
  deliveryAbility,
} from '@toufang/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';

// spec 001 §6: the delivery screens' routes declare the abilities of the one table the web app
// enables its tabs and buttons by (packages/contracts delivery-screens.ts, delivery-abilities.ts).

const t = await createTestApp();
afterAll(() => t.close());

const key = (method: string, url: string) => `${method} ${url}`;
const registered = new Map(t.app.apiRoutes.map((r) => [key(r.method, r.url), r.access]));

/**
 * The delivery screens' routes: the feed v3 objects, the account day budget, every medium's
 * reports (with their export and selection) and the other media's writes. Bulk creation's calls
 * (`/bytedance/v3/delivery/*`) and the wizards' supporting reads and writes (`CREATION_READS`,
 * `CREATION_WRITES`) need the medium's creation ability instead, tested with them.
 */
const creationReads = new Set(
  [...Object.values(CREATION_READS), ...Object.values(CREATION_WRITES)].map((c) => `/api${c.path}`),
);
const isDeliveryRoute = (url: string) =>
  (url.startsWith('/api/bytedance/v3/') &&
    !url.startsWith('/api/bytedance/v3/delivery/') &&
    !creationReads.has(url)) ||
  url === '/api/bytedance/advertiser/update_daily_budget' ||
  (/^\/api\/(bytedance|kuaishou|tencent)\//.test(url) && /\/reports(\/|$)/.test(url)) ||
  (/^\/api\/(kuaishou|tencent)\//.test(url) &&
    /\/(updatestatus|updatebudget|updatebid|update_daily_budget)$/.test(url));

describe('delivery route abilities', () => {
  it.each(DELIVERY_SCREEN_ROUTES.map((r) => [key(r.method, r.path), r] as const))(
    '%s declares the ability of its tab and action',
    (_name, route) => {
      expect(registered.get(key(route.method, route.path))).toEqual({
        kind: 'ability',
        ability: deliveryAbility(route.screen, route.tab, route.action),
      });
    },
  );

  it('leaves no delivery route out of the table', () => {
    const listed = new Set(DELIVERY_SCREEN_ROUTES.map((r) => key(r.method, r.path)));
    const missing = t.app.apiRoutes
      .filter((r) => isDeliveryRoute(r.url) && !listed.has(key(r.method, r.url)))
      .map((r) => key(r.method, r.url));
    expect(missing).toEqual([]);
  });
});
