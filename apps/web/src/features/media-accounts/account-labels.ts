import type { AdvertiserRoleKey, AuthorizationHealth } from '@toufang/contracts';
import type { ValueMap } from '../../components/value-tag';

/** A grant's health as the lists show it. */
export const HEALTH_DISPLAY: ValueMap<AuthorizationHealth> = {
  active: { text: '正常', color: 'success' },
  expiring: { text: '即将过期', color: 'warning' },
  expired: { text: '已过期', color: 'error' },
  revoked: { text: '已撤销', color: 'error' },
};

export const HEALTH_OPTIONS = (Object.keys(HEALTH_DISPLAY) as AuthorizationHealth[]).map(
  (value) => ({ value, label: HEALTH_DISPLAY[value].text }),
);

export const ROLE_LABELS: Readonly<Record<AdvertiserRoleKey, string>> = {
  advertiser: '广告主',
  agency: '代理商',
  manager: '管家',
};

/** A grant that needs the user to authorize again (or one that is gone). */
export function needsReauthorization(health: AuthorizationHealth | null): boolean {
  return health !== 'active';
}

/** How an account is named in messages: its alias, else its name, else its id. */
export function accountLabel(row: {
  alias: string | null;
  name: string;
  advertiser_id: string;
}): string {
  return row.alias || row.name || row.advertiser_id;
}
