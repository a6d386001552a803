import { describe, expect, it } from 'vitest';
import { authorizationHealth, EXPIRING_WINDOW_MS } from './authorization-health';

const now = new Date('2026-11-01T00:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const DAY = 86_400_000;

describe('authorizationHealth', () => {
  it.each([
    ['active with a month left', 'active', at(DAY), at(30 * DAY), 'active'],
    ['expiring inside the window', 'active', at(DAY), at(EXPIRING_WINDOW_MS), 'expiring'],
    ['expired once the refresh token ended', 'active', at(-DAY), at(-1), 'expired'],
    [
      'active while only the access token ended (refreshed automatically)',
      'active',
      at(-DAY),
      at(20 * DAY),
      'active',
    ],
    [
      'bounded by the access token when the medium gives no refresh expiry',
      'active',
      at(-1),
      null,
      'expired',
    ],
    [
      'kept expiring when a refresh failed before the window',
      'expiring',
      at(DAY),
      at(20 * DAY),
      'expiring',
    ],
    ['revoked whatever the times', 'revoked', at(DAY), at(30 * DAY), 'revoked'],
    ['expired whatever the times', 'expired', at(DAY), at(30 * DAY), 'expired'],
  ] as const)('%s', (_name, status, accessExpiresAt, refreshExpiresAt, expected) => {
    expect(authorizationHealth({ status, accessExpiresAt, refreshExpiresAt }, now)).toBe(expected);
  });
});
