import type { Clock } from '../lib/clock';
import type { Medium } from '../lib/media-mirror';
import { MediaCallError, ReauthorizeRequired } from './http/media-errors';

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
