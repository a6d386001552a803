import { describe, expect, it } from 'vitest';
import { daysUntil, isStarOnly, truncateText } from './session-rules';

const DAY = 86_400_000;

describe('isStarOnly (spec 000 §5)', () => {
  it.each([
    { roles: ['star'], want: true },
    { roles: ['star', 'operator'], want: false },
    { roles: ['operator', 'star'], want: false },
    { roles: ['operator'], want: false },
    { roles: ['Star'], want: false },
    { roles: [], want: false },
  ])('$roles → $want', ({ roles, want }) => {
    expect(isStarOnly(roles)).toBe(want);
  });
});

describe('daysUntil (spec 000 §4)', () => {
  const now = new Date('2025-10-13T12:00:00Z');
  const at = (offsetMs: number): Date => new Date(now.getTime() + offsetMs);

  it.each([
    { name: 'past → 0', expire: at(-3 * DAY), want: 0 },
    { name: 'exactly now → 0', expire: at(0), want: 0 },
    { name: 'less than a day → 0', expire: at(DAY - 1), want: 0 },
    { name: 'exactly one day → 1', expire: at(DAY), want: 1 },
    { name: '1.5 days → 1', expire: at(1.5 * DAY), want: 1 },
    { name: '30 days → 30', expire: at(30 * DAY), want: 30 },
  ])('$name', ({ expire, want }) => {
    expect(daysUntil(expire, now)).toBe(want);
  });

  it.each([
    { name: 'epoch milliseconds', expire: now.getTime() + 2.5 * DAY, want: 2 },
    { name: 'epoch seconds', expire: (now.getTime() + 2.5 * DAY) / 1000, want: 2 },
    {
      name: 'numeric string of seconds',
      expire: String((now.getTime() + 4 * DAY) / 1000),
      want: 4,
    },
    { name: 'ISO string', expire: '2025-10-16T00:00:00Z', want: 2 },
    { name: 'unreadable string counts as expired', expire: 'soon', want: 0 },
  ])('reads $name', ({ expire, want }) => {
    expect(daysUntil(expire, now)).toBe(want);
  });

  it('reads "YYYY-MM-DD HH:mm:ss" as local time', () => {
    const local = new Date(2025, 9, 20, 8, 0, 0);
    const from = new Date(2025, 9, 13, 8, 0, 0);
    expect(daysUntil('2025-10-20 08:00:00', from)).toBe(7);
    expect(daysUntil(local, from)).toBe(7);
  });
});

describe('truncateText (spec 000 §9)', () => {
  it.each([
    { text: '', length: 5, want: '' },
    { text: 'abcd', length: 5, want: 'abcd' },
    { text: 'abcde', length: 5, want: 'abcde' },
    { text: 'abcdef', length: 5, want: 'abcde...' },
    { text: '巨量引擎投放管理', length: 4, want: '巨量引擎...' },
    { text: '巨量引擎', length: 4, want: '巨量引擎' },
    { text: 'a😀b', length: 2, want: 'a😀...' },
    { text: 'abc', length: 0, want: '...' },
    { text: 'abc', length: -1, want: '...' },
    { text: 'abc', length: Number.POSITIVE_INFINITY, want: 'abc' },
  ])('"$text" to $length → "$want"', ({ text, length, want }) => {
    expect(truncateText(text, length)).toBe(want);
  });
});
