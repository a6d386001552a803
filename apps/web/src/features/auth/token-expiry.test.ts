import { describe, expect, it } from 'vitest';
import { checkTokenExpiry, shouldShowTokenExpiryDialog, tokenExpiryMessage } from './token-expiry';

const DAY = 86_400_000;
const now = new Date('2025-10-13T08:00:00Z');
const token = (offsetMs: number) => ({
  expire_time: new Date(now.getTime() + offsetMs).toISOString(),
  auth_url: 'https://ads.example/oauth?client=1',
});

describe('checkTokenExpiry (spec 000 §4)', () => {
  it.each([
    { name: 'already past', offset: -2 * DAY, days: 0, expired: true },
    { name: 'less than a whole day left', offset: DAY - 1, days: 0, expired: true },
    { name: 'one whole day left', offset: DAY, days: 1, expired: false },
    { name: 'ten and a half days left', offset: 10.5 * DAY, days: 10, expired: false },
  ])('$name → $days days, expired $expired', ({ offset, days, expired }) => {
    expect(checkTokenExpiry(token(offset), ['operator'], now)).toMatchObject({
      daysLeft: days,
      expired,
      authUrl: 'https://ads.example/oauth?client=1',
    });
  });

  it('skips users who never authorized and star-only users', () => {
    expect(checkTokenExpiry(null, ['operator'], now)).toBeUndefined();
    expect(checkTokenExpiry(token(-DAY), ['star'], now)).toBeUndefined();
    expect(checkTokenExpiry(token(-DAY), ['star', 'operator'], now)).toBeDefined();
  });
});

describe('shouldShowTokenExpiryDialog (spec 000 §4)', () => {
  const expired = checkTokenExpiry(token(-DAY), ['operator'], now);
  const valid = checkTokenExpiry(token(20 * DAY), ['operator'], now);

  it.each([
    {
      name: 'expired, right after login',
      expiry: expired,
      justLoggedIn: true,
      serverNotice: 0,
      want: true,
    },
    {
      name: 'valid, unread server notice',
      expiry: valid,
      justLoggedIn: true,
      serverNotice: 1,
      want: true,
    },
    {
      name: 'valid, notice already read',
      expiry: valid,
      justLoggedIn: true,
      serverNotice: 0,
      want: false,
    },
    {
      name: 'expired, but not after a login',
      expiry: expired,
      justLoggedIn: false,
      serverNotice: 1,
      want: false,
    },
    {
      name: 'notice call failed',
      expiry: expired,
      justLoggedIn: true,
      serverNotice: undefined,
      want: false,
    },
    {
      name: 'nothing to check',
      expiry: undefined,
      justLoggedIn: true,
      serverNotice: 1,
      want: false,
    },
  ] as const)('$name → $want', ({ expiry, justLoggedIn, serverNotice, want }) => {
    expect(shouldShowTokenExpiryDialog({ expiry, justLoggedIn, serverNotice })).toBe(want);
  });
});

describe('tokenExpiryMessage', () => {
  it('says expired at 0 days and counts days otherwise', () => {
    expect(tokenExpiryMessage(0)).toBe('腾讯广告 API 身份认证已过期，请尽快完成认证');
    expect(tokenExpiryMessage(3)).toBe('腾讯广告 API 身份认证将在 3 天后过期，请尽快完成认证');
  });
});
