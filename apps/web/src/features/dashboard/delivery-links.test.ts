import { ROUTE_TABLE } from '@toufang/contracts';
import { describe, expect, it } from 'vitest';
import { routePreset } from '../delivery/filters/route-preset';
import { deliveryLink, linkableMedia } from './delivery-links';

describe('deliveryLink', () => {
  it('presets the hidden variant of each medium’s screen', () => {
    const filter = { from: '2026-11-14', to: '2026-11-20', gameId: 5151, designerId: 7 };
    expect(deliveryLink('bytedance', filter)).toBe(
      '/transConfig/launchV3/7/2026-11-14/2026-11-20/5151/stat_cost/0',
    );
    expect(deliveryLink('kuaishou', filter)).toBe(
      '/transConfigKs/launchKs/7/2026-11-14/2026-11-20/5151/stat_cost/0/0',
    );
    expect(deliveryLink('tencent', { from: '2026-11-20', to: '2026-11-20' })).toBe(
      '/transConfigQq/launchQqV3/0/2026-11-20/2026-11-20/0/stat_cost/0',
    );
  });

  it('names one account in the query, which the screen presets as its account filter', () => {
    const link = deliveryLink('bytedance', {
      from: '2026-11-20',
      to: '2026-11-20',
      advertiserId: '1790000000000000101',
    });
    expect(link).toMatch(/\?advertiser=1790000000000000101$/);
    const preset = routePreset(
      {
        designer: '0',
        sdate: '2026-11-20',
        edate: '2026-11-20',
        advertiser: '1790000000000000101',
      },
      { advertiser: 'advertiser_ids' },
    );
    expect(preset.lists).toEqual({ advertiser_ids: ['1790000000000000101'] });
    expect(preset.designer).toEqual([]);
  });

  it('offers only the screens the user may open', () => {
    expect(linkableMedia(ROUTE_TABLE, ['kuaishou:unit:reports'])).toEqual(['kuaishou']);
    expect(linkableMedia(ROUTE_TABLE, ['dashboard:index'])).toEqual([]);
  });
});
