import type { MediumKey, RouteNode } from '@toufang/contracts';
import { routeAccess } from '../../app/route-access';

/**
 * Where a dashboard figure drills through to: a medium's delivery screen, preset by the hidden
 * variant's parameters (`…/:designer/:sdate/:edate/:gid/:ofield[/:unit_type]/:taskid`, spec 000 §2)
 * and, for one account, `?advertiser=`. The media differ only by this table.
 */
const SCREENS: Record<MediumKey, { path: string; extra: readonly string[] }> = {
  bytedance: { path: '/transConfig/launchV3', extra: [] },
  kuaishou: { path: '/transConfigKs/launchKs', extra: ['0'] },
  tencent: { path: '/transConfigQq/launchQqV3', extra: [] },
};

export const LINK_MEDIA: readonly MediumKey[] = ['bytedance', 'kuaishou', 'tencent'];

export interface DrillFilter {
  from: string;
  to: string;
  /** The game's 游戏ID. */
  gameId?: number | null;
  designerId?: number | null;
  advertiserId?: string | null;
}

/** The preset delivery screen of `medium` showing `filter`, sorted by cost. */
export function deliveryLink(medium: MediumKey, filter: DrillFilter): string {
  const screen = SCREENS[medium];
  const segments = [
    filter.designerId ?? 0,
    filter.from,
    filter.to,
    filter.gameId ?? 0,
    'stat_cost',
    ...screen.extra,
    0,
  ];
  const path = `${screen.path}/${segments.join('/')}`;
  return filter.advertiserId ? `${path}?advertiser=${filter.advertiserId}` : path;
}

/** The media whose delivery screen the user may open. */
export function linkableMedia(
  routes: readonly RouteNode[],
  privileges: readonly string[],
): MediumKey[] {
  return LINK_MEDIA.filter(
    (medium) => routeAccess(routes, SCREENS[medium].path, privileges) === 'allowed',
  );
}
