import { describe, expect, it } from 'vitest';
import {
  accountLockWaitMs,
  addressKey,
  LOGIN_THROTTLE,
  progressiveDelayMs,
  throttleVerdict,
  type LoginFailure,
  type ThrottleInput,
} from './login-throttle';

const S = 1000;
const MIN = 60 * S;
const NOW = 1_700_000_000_000;

const failure = (at: number, address = '10.0.0.1', knownAddress = false): LoginFailure => ({
  at,
  address,
  knownAddress,
});

const verdict = (input: Partial<ThrottleInput>) =>
  throttleVerdict({
    now: NOW,
    address: '10.0.0.1',
    knownAddress: false,
    accountFailures: [],
    addressFailures: [],
    ...input,
  });

describe('progressiveDelayMs', () => {
  it.each([
    [0, 10 * S],
    [1, 20 * S],
    [2, 40 * S],
    [4, 160 * S],
    [5, 5 * MIN],
    [60, 5 * MIN],
  ])('the wait after failure %i beyond the free ones is %i ms', (k, ms) => {
    expect(progressiveDelayMs(k)).toBe(ms);
  });
});

describe('throttleVerdict', () => {
  it('lets the first failures of a user at an address through without waiting', () => {
    const two = [failure(NOW - 1000), failure(NOW - 500)];
    expect(verdict({ accountFailures: two })).toEqual({ kind: 'allow' });
  });

  it('makes each further attempt from that address wait longer', () => {
    const three = [failure(NOW - 3000), failure(NOW - 2000), failure(NOW - 1000)];
    expect(verdict({ accountFailures: three })).toEqual({ kind: 'delay', waitMs: 9 * S });
    const four = [...three, failure(NOW)];
    expect(verdict({ accountFailures: four, now: NOW + 19 * S })).toEqual({
      kind: 'delay',
      waitMs: 1 * S,
    });
    expect(verdict({ accountFailures: four, now: NOW + 20 * S })).toEqual({ kind: 'allow' });
  });

  it('holds the delay for a known address too, on its own failures only', () => {
    const atHome = [1, 2, 3].map((i) => failure(NOW - i * S, '10.0.0.9', true));
    expect(verdict({ address: '10.0.0.9', knownAddress: true, accountFailures: atHome }).kind).toBe(
      'delay',
    );
    expect(verdict({ address: '10.0.0.1', knownAddress: true, accountFailures: atHome })).toEqual({
      kind: 'allow',
    });
  });

  it('forgets failures older than the window', () => {
    const old = [1, 2, 3, 4].map((i) => failure(NOW - LOGIN_THROTTLE.windowMs - i));
    expect(verdict({ accountFailures: old, addressFailures: old.map((f) => f.at) })).toEqual({
      kind: 'allow',
    });
  });

  it('slows an address guessing many user names, except for users who signed in there', () => {
    const spray = Array.from({ length: 30 }, (_, i) => NOW - (30 - i) * S);
    const unknown = verdict({ addressFailures: spray });
    expect(unknown.kind).toBe('delay');
    expect(verdict({ addressFailures: spray, knownAddress: true })).toEqual({ kind: 'allow' });
  });

  it('locks the account for unknown addresses after failures from anywhere', () => {
    const spread = [5, 4, 3, 2, 1].map((i) => failure(NOW - i * MIN, `10.9.0.${i}`));
    expect(verdict({ address: '10.9.9.9', accountFailures: spread })).toEqual({
      kind: 'locked',
      waitMs: LOGIN_THROTTLE.windowMs - 5 * MIN,
    });
    expect(accountLockWaitMs(spread, NOW)).toBe(LOGIN_THROTTLE.windowMs - 5 * MIN);
    // The right password from where the user signed in before is still checked.
    expect(verdict({ address: '10.1.1.1', knownAddress: true, accountFailures: spread })).toEqual({
      kind: 'allow',
    });
  });

  it('does not count failures from known addresses toward the lock', () => {
    const atOffice = [5, 4, 3, 2, 1].map((i) => failure(NOW - i * MIN, `10.8.0.${i}`, true));
    expect(verdict({ address: '10.9.9.9', accountFailures: atOffice })).toEqual({ kind: 'allow' });
  });

  it('caps the failures of an account per minute, whatever the addresses', () => {
    const tenKnown = Array.from({ length: 10 }, (_, i) =>
      failure(NOW - 50 * S + i * S, `10.7.0.${i}`, true),
    );
    expect(
      verdict({ address: '10.7.0.99', knownAddress: true, accountFailures: tenKnown }),
    ).toEqual({ kind: 'delay', waitMs: 10 * S });
  });
});

/**
 * An attacker trying one account as fast as the rule allows, every 100 ms for `hours`, each attempt
 * from `addressOf(n)`; returns the times of the password checks (every one a wrong guess).
 */
function bruteForce(addressOf: (n: number) => { address: string; known: boolean }, hours = 1) {
  const guesses: number[] = [];
  const failures: LoginFailure[] = [];
  const end = NOW + hours * 3_600_000;
  let attempt = 0;
  for (let now = NOW; now < end; now += 100) {
    const { address, known } = addressOf(attempt++);
    const result = throttleVerdict({
      now,
      address,
      knownAddress: known,
      accountFailures: failures.filter((f) => f.at > now - LOGIN_THROTTLE.windowMs),
      addressFailures: failures.filter((f) => f.address === address).map((f) => f.at),
    });
    if (result.kind !== 'allow') continue;
    guesses.push(now);
    failures.push({ at: now, address, knownAddress: known });
  }
  return guesses;
}

/** The most guesses within any 60 seconds. */
function worstMinute(guesses: readonly number[]): number {
  let worst = 0;
  let first = 0;
  for (let last = 0; last < guesses.length; last++) {
    while (guesses[last]! - guesses[first]! >= MIN) first++;
    worst = Math.max(worst, last - first + 1);
  }
  return worst;
}

describe('what brute force faces (≤ 10 guesses a minute per account)', () => {
  const unknown = (address: string) => ({ address, known: false });

  it.each([
    ['one address', () => unknown('203.0.113.1')],
    ['a new address for every attempt', (n: number) => unknown(`198.51.${n >> 8}.${n & 255}`)],
    ['a pool of 50 addresses in turn', (n: number) => unknown(`192.0.2.${n % 50}`)],
  ])('from %s: at most 10 a minute and 20 an hour', (_name, addressOf) => {
    const guesses = bruteForce(addressOf);
    expect(worstMinute(guesses)).toBeLessThanOrEqual(10);
    expect(guesses.length).toBeLessThanOrEqual(20);
  });

  it('from many addresses plus several the user signed in from: still at most 10 a minute', () => {
    // The attacker shares three of the user's networks (an office NAT, say) and has a botnet.
    const guesses = bruteForce((n) =>
      n % 4 === 0
        ? unknown(`198.51.${n >> 8}.${n & 255}`)
        : { address: `10.0.0.${n % 4}`, known: true },
    );
    expect(worstMinute(guesses)).toBeLessThanOrEqual(LOGIN_THROTTLE.accountFailuresPerMinute);
    expect(guesses.length).toBeLessThanOrEqual(120);
  });
});

describe('addressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
    ['not-an-ip', 'not-an-ip'],
  ])('%s → %s', (ip, key) => {
    expect(addressKey(ip)).toBe(key);
  });
});
