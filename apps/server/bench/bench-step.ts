import type { Medium } from '../src/lib/media-mirror';
import { grantOnPage } from '../src/media/testing/sandbox-fixture';
import type { BenchPlatform } from './bench-platform';

// What the steps of a bench script share: the environment the script sets, the one line each step
// prints, and the advertisers it authorizes through the platform's OAuth round trip.

/** An environment variable the bench script must have set. */
export const requiredEnv = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

/** The advertisers of BENCH_ADVERTISERS. */
export const benchAdvertisers = () => requiredEnv('BENCH_ADVERTISERS').split(',');

/** The step's one line `BENCH_RESULT <json>`. */
export const printResult = (result: unknown) =>
  process.stdout.write(`BENCH_RESULT ${JSON.stringify(result)}\n`);

/**
 * Authorizes the advertisers for the user on the sandbox's authorize page through the platform's
 * OAuth round trip: how many the page granted, and how many the platform holds after the callback.
 */
export async function authorizeAdvertisers(
  platform: BenchPlatform,
  userId: number,
  medium: Medium,
  ids: readonly string[],
): Promise<{ granted: number; advertisers: number }> {
  const { url } = await platform.services.mediaAuth.transfer(
    userId,
    medium,
    'http://bench.invalid',
  );
  const wanted = new Set(ids);
  const page = await grantOnPage(url, (offered) => offered.filter((a) => wanted.has(a.id)));
  const outcome = await platform.services.mediaAuth.callback({
    state: page.callback.searchParams.get('state') ?? '',
    code: page.code,
  });
  return { granted: page.granted.length, advertisers: outcome.advertiserCount };
}
