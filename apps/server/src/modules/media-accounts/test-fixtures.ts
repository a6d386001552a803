import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { games, userGames } from '../../db/schema';
import type { ManualClock } from '../../lib/clock';
import type { Medium } from '../../lib/media-mirror';
import type { SecretBox } from '../../lib/secret-box';
import { MediaAccountsRepository } from './media-accounts.repository';
import { MediaAccountsService } from './media-accounts.service';
import type { AdvertiserGrant, NewAuthorization } from './media-accounts.types';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let nextGame = 900_000 + Math.floor(Math.random() * 90_000);

export async function createGame(db: Db, assignedTo: readonly number[] = []): Promise<number> {
  const [game] = await db
    .insert(games)
    .values({ gadCfgGameId: nextGame++, gameName: `游戏${randomBytes(2).toString('hex')}` })
    .returning({ id: games.id });
  if (!game) throw new Error('game insert failed');
  if (assignedTo.length > 0) {
    await db.insert(userGames).values(assignedTo.map((userId) => ({ userId, gameId: game.id })));
  }
  return game.id;
}

export const newMediaAccounts = (db: Db, box: SecretBox, clock: ManualClock) =>
  new MediaAccountsService(new MediaAccountsRepository(db), box, clock);

let nextAccount = 1_700_000_000_000_000;

/** Medium ids as Ocean Engine issues them: beyond 2^53, so kept as text. */
export const newAdvertiserId = () => String(BigInt(nextAccount++) * 10n + 7n);

export const grantOf = (name: string, extra: Partial<AdvertiserGrant> = {}): AdvertiserGrant => ({
  advertiserId: newAdvertiserId(),
  name,
  company: '测试公司',
  ...extra,
});

/** A grant as an adapter hands it over after the OAuth round trip; tokens unique per call. */
export function authorizationOf(
  clock: ManualClock,
  input: { userId: number; medium?: Medium; mediumUserId?: string; advertisers: AdvertiserGrant[] },
): NewAuthorization {
  const now = clock.now().getTime();
  return {
    medium: input.medium ?? 'bytedance',
    appId: 'app-1',
    userId: input.userId,
    mediumUserId: input.mediumUserId ?? `mu-${randomBytes(4).toString('hex')}`,
    accessToken: `at-${randomBytes(12).toString('hex')}`,
    refreshToken: `rt-${randomBytes(12).toString('hex')}`,
    accessExpiresAt: new Date(now + DAY),
    refreshExpiresAt: new Date(now + 30 * DAY),
    scope: ['ad_service', 'report_service'],
    advertisers: input.advertisers,
  };
}

export { DAY, HOUR };
