import type { z } from 'zod';
import type { Clock } from '../lib/clock';
import type { Medium } from '../lib/media-mirror';
import type { MediaClient } from './http/media-client';
import { MediaCallError, ReauthorizeRequired } from './http/media-errors';
import type { TokenSource } from './http/token-provider';
import type { AccountFunds } from './media-adapter';

/** An absolute expiry from a medium's `expires_in` seconds. */
export function expiresAt(clock: Clock, seconds: number): Date {
  return new Date(clock.now().getTime() + seconds * 1000);
}

/**
 * Runs a refresh call; a refusal of the refresh token (invalid, expired, revoked) means the user
 * must authorize again. Rate limits, transient errors and lost answers stay what they are.
 */
export async function refreshOrReauthorize<T>(medium: Medium, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (
      error instanceof MediaCallError &&
      (error.kind === 'token_invalid' ||
        error.kind === 'token_expired' ||
        error.kind === 'no_permission' ||
        error.kind === 'business')
    ) {
      throw new ReauthorizeRequired(medium, `授权已失效，请重新授权（${error.message}）`, error);
    }
    throw error;
  }
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Ids go to the media as numbers (Tencent refuses strings for integer ids; reference §3.1). */
export function numericId(id: string): number {
  const value = Number(id);
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`not a medium id: ${id}`);
  return value;
}

/**
 * An id that may exceed 2^53 (Ocean Engine's project, promotion and material ids have 19 digits)
 * as the `bigint` the media client writes as a JSON number with every digit.
 */
export function longId(id: string): bigint {
  if (!/^[1-9]\d{0,19}$/.test(id)) throw new Error(`not a medium id: ${id}`);
  return BigInt(id);
}

/** How one medium answers an account's funds: one GET per advertiser (the three media alike). */
export interface FundsRead<T> {
  medium: Medium;
  path: string;
  /** The id parameter's name (`advertiser_id`, Tencent `account_id`). */
  idParam: string;
  data: z.ZodType<T>;
  /** The balance in 分 from the medium's answer. */
  balanceFen: (data: T) => number;
}

/** Reads the balance of each advertiser in 分. */
export function readFunds<T>(
  client: MediaClient,
  read: FundsRead<T>,
  token: TokenSource,
  advertiserIds: readonly string[],
): Promise<AccountFunds[]> {
  return Promise.all(
    advertiserIds.map(async (advertiserId) => {
      const { data } = await client.call({
        medium: read.medium,
        method: 'GET',
        path: read.path,
        params: { [read.idParam]: numericId(advertiserId) },
        data: read.data,
        effect: 'read',
        token,
        advertiserId,
      });
      return { advertiserId, balanceFen: read.balanceFen(data) };
    }),
  );
}
