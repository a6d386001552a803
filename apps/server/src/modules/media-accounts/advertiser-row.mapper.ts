import type { AdvertiserGrantInfo, AdvertiserRow } from '@toufang/contracts';
import { grantEndsAt } from './authorization-health';
import type { AdvertiserView, GrantView } from './media-accounts.types';

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** 分 as 元 with 2 decimals, by integer arithmetic (no float ever rounds a cent away). */
export function fenToYuanText(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** An account as the lists show it (spec 000 §2 /userList). */
export function toAdvertiserRow(a: AdvertiserView): AdvertiserRow {
  return {
    id: a.id,
    medium: a.medium,
    advertiser_id: a.advertiserId,
    name: a.name,
    alias: a.alias,
    note: a.note,
    company: a.company,
    role: a.role,
    parent_advertiser_id: a.parentAdvertiserId,
    game: a.game
      ? { id: a.game.id, gad_cfg_game_id: a.game.gadCfgGameId, game_name: a.game.gameName }
      : null,
    status: a.enabled ? 1 : 0,
    raw_status: a.rawStatus,
    balance: a.balance === null ? null : fenToYuanText(a.balance),
    health: a.authorization?.health ?? null,
    authorization_id: a.authorization?.id ?? null,
    authorization_ends_at: a.authorization ? iso(grantEndsAt(a.authorization)) : null,
    authorization_error: a.authorization?.lastErrorMessage ?? null,
    authorized_by: a.authorizedByName,
    authorized_at: iso(a.authorizedAt),
    synced_at: iso(a.syncedAt),
  };
}

export function toGrantInfo(grant: GrantView, authorizedBy: string | null): AdvertiserGrantInfo {
  return {
    id: grant.id,
    health: grant.health,
    medium_user_id: grant.mediumUserId,
    medium_user_name: grant.mediumUserName,
    authorized_by: authorizedBy,
    authorized_at: grant.authorizedAt.toISOString(),
    access_expires_at: grant.accessExpiresAt.toISOString(),
    ends_at: grantEndsAt(grant).toISOString(),
    last_refreshed_at: iso(grant.lastRefreshedAt),
    last_error_at: iso(grant.lastErrorAt),
    last_error: grant.lastErrorMessage,
    scope: grant.scope,
  };
}
