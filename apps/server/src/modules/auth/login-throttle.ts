import ipaddr from 'ipaddr.js';

/**
 * How password guessing is slowed down (docs/adr/0008). Failures are counted per user name (the
 * account, whether or not it exists), per (user name, address) and per address. Addresses the user
 * has signed in from before ("known") are never locked out by failures made elsewhere, so an attacker
 * cannot lock a colleague or an administrator out of their usual network.
 */
export const LOGIN_THROTTLE = {
  /** Failures older than this are forgotten. */
  windowMs: 15 * 60_000,
  /** Failures of one user name from one address before each further attempt waits. */
  pairFreeFailures: 3,
  /** Failures from one address, any user names, before attempts for users unknown there wait. */
  addressFreeFailures: 10,
  /** The first wait; each further failure doubles it, up to `maxDelayMs`. */
  firstDelayMs: 10_000,
  maxDelayMs: 5 * 60_000,
  /** Failures of one user name from addresses it never signed in from that lock those addresses. */
  accountLockFailures: 5,
  /** The ceiling of wrong guesses per account and minute, from any mix of addresses. */
  accountFailuresPerMinute: 10,
} as const;

const MINUTE_MS = 60_000;

export interface LoginFailure {
  /** Epoch milliseconds. */
  at: number;
  /** The `addressKey` it came from. */
  address: string;
  /** The user had signed in from that address before. */
  knownAddress: boolean;
}

export interface ThrottleInput {
  now: number;
  /** The `addressKey` of this attempt. */
  address: string;
  /** The user has signed in successfully from this address before. */
  knownAddress: boolean;
  /** Failures of this user name, from any address. */
  accountFailures: readonly LoginFailure[];
  /** Times of the failures from this address, for any user name. */
  addressFailures: readonly number[];
}

export type ThrottleVerdict =
  | { kind: 'allow' }
  /** Wait, then try again; the password is not checked now. */
  | { kind: 'delay'; waitMs: number }
  /** The account refuses addresses it does not know until the lock ends (or an admin unlocks). */
  | { kind: 'locked'; waitMs: number };

/** The wait after the k-th failure beyond the free ones (k from 0): doubling, capped. */
export function progressiveDelayMs(beyondFree: number): number {
  const { firstDelayMs, maxDelayMs } = LOGIN_THROTTLE;
  return Math.min(firstDelayMs * 2 ** Math.min(beyondFree, 30), maxDelayMs);
}

/** Wait after `times` (all within the window) once more than `free` of them happened. */
function progressiveWait(times: readonly number[], free: number, now: number): number {
  if (times.length < free) return 0;
  const last = Math.max(...times);
  return Math.max(0, last + progressiveDelayMs(times.length - free) - now);
}

/** Wait until fewer than `limit` of `times` fall within the `spanMs` before the attempt. */
function waitBelow(times: readonly number[], limit: number, spanMs: number, now: number): number {
  const recent = times.filter((t) => t > now - spanMs).sort((a, b) => a - b);
  if (recent.length < limit) return 0;
  return recent[recent.length - limit]! + spanMs - now;
}

const inWindow = (now: number) => (at: number) => at > now - LOGIN_THROTTLE.windowMs && at <= now;

/** How long the account stays locked for addresses it does not know (0: not locked). */
export function accountLockWaitMs(accountFailures: readonly LoginFailure[], now: number): number {
  const fromUnknown = accountFailures.filter((f) => !f.knownAddress).map((f) => f.at);
  return waitBelow(
    fromUnknown.filter(inWindow(now)),
    LOGIN_THROTTLE.accountLockFailures,
    LOGIN_THROTTLE.windowMs,
    now,
  );
}

/**
 * Whether a sign-in attempt may check its password now. Pure: the caller reads the failure history
 * and records the outcome.
 */
export function throttleVerdict(input: ThrottleInput): ThrottleVerdict {
  const { now, address, knownAddress } = input;
  const recent = inWindow(now);
  const account = input.accountFailures.filter((f) => recent(f.at));

  if (!knownAddress) {
    const lockMs = accountLockWaitMs(account, now);
    if (lockMs > 0) return { kind: 'locked', waitMs: lockMs };
  }
  const pairTimes = account.filter((f) => f.address === address).map((f) => f.at);
  const waits = [
    progressiveWait(pairTimes, LOGIN_THROTTLE.pairFreeFailures, now),
    waitBelow(
      account.map((f) => f.at),
      LOGIN_THROTTLE.accountFailuresPerMinute,
      MINUTE_MS,
      now,
    ),
    // A shared address (office NAT) slows down only the users who never signed in from it.
    knownAddress
      ? 0
      : progressiveWait(
          input.addressFailures.filter(recent),
          LOGIN_THROTTLE.addressFreeFailures,
          now,
        ),
  ];
  const waitMs = Math.max(...waits);
  return waitMs > 0 ? { kind: 'delay', waitMs } : { kind: 'allow' };
}

/**
 * The address attempts are counted by: IPv4 as is (also when mapped into IPv6), IPv6 by its /64,
 * which one subscriber usually holds whole and could otherwise rotate through.
 */
export function addressKey(ip: string): string {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(ip);
  } catch {
    return ip;
  }
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(':')}::/64`;
}
