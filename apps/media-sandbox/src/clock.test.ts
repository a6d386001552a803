import { describe, expect, it } from 'vitest';
import { createClock, formatDate, formatDateTime, parseDate } from './clock';

describe('simulated clock', () => {
  const start = Date.parse('2025-06-01T00:00:00Z');

  it('runs at its speed and jumps forward on advance', () => {
    let real = start;
    const clock = createClock({ speed: 60, realNow: () => real });
    real += 1000;
    expect(clock.now()).toBe(start + 60_000);
    clock.advance(3_600_000);
    expect(clock.now()).toBe(start + 60_000 + 3_600_000);
    expect(clock.realNow()).toBe(start + 1000);
  });

  it('stands still at speed 0 except for advances', () => {
    let real = start;
    const clock = createClock({ speed: 0, realNow: () => real });
    real += 10_000;
    expect(clock.now()).toBe(start);
    clock.advance(5);
    expect(clock.now()).toBe(start + 5);
  });

  it('resumes from a persisted offset', () => {
    let real = start;
    const before = createClock({ speed: 1, realNow: () => real });
    before.advance(86_400_000);
    const offset = before.offset();
    real += 60_000;
    const after = createClock({ speed: 1, realNow: () => real });
    after.restoreOffset(offset);
    expect(after.now()).toBe(real + 86_400_000);
  });

  it('refuses to move backwards or run at a negative speed', () => {
    expect(() => createClock({ speed: -1 })).toThrow(RangeError);
    expect(() => createClock().advance(-1)).toThrow(RangeError);
  });
});

describe('media time formats (Asia/Shanghai)', () => {
  it('formats and parses days and date-times at UTC+8', () => {
    const ms = Date.parse('2025-01-31T16:30:05Z');
    expect(formatDateTime(ms)).toBe('2025-02-01 00:30:05');
    expect(formatDate(ms)).toBe('2025-02-01');
    expect(parseDate('2025-02-01')).toBe(Date.parse('2025-01-31T16:00:00Z'));
  });
});
