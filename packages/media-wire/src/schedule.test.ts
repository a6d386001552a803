import { describe, expect, it } from 'vitest';
import {
  halfHourToHourMask,
  hourToHalfHourMask,
  isScheduledAt,
  isUnrestrictedSchedule,
  ScheduleConversionError,
} from './schedule';

const ALL_HALF = '1'.repeat(336);

/** A half-hour mask delivering 09:00–18:00 on weekdays. */
function officeHours(): string {
  let mask = '';
  for (let day = 0; day < 7; day += 1) {
    for (let slot = 0; slot < 48; slot += 1) {
      mask += day < 5 && slot >= 18 && slot < 36 ? '1' : '0';
    }
  }
  return mask;
}

describe('halfHourToHourMask', () => {
  it('collapses agreeing halves and round-trips', () => {
    const half = officeHours();
    const hourly = halfHourToHourMask(half);
    expect(hourly).toHaveLength(168);
    expect(hourly.slice(0, 24)).toBe('000000000111111111000000');
    expect(hourly.slice(5 * 24)).toBe('0'.repeat(48));
    expect(hourToHalfHourMask(hourly)).toBe(half);
  });

  it('keeps all-day and all-off masks', () => {
    expect(halfHourToHourMask(ALL_HALF)).toBe('1'.repeat(168));
    expect(halfHourToHourMask('0'.repeat(336))).toBe('0'.repeat(168));
  });

  it('refuses a half-hour boundary with the first offending day and hour', () => {
    // Tuesday 09:30–10:00 on, 09:00–09:30 off.
    const cells = '0'.repeat(336).split('');
    cells[48 + 19] = '1';
    const error = (() => {
      try {
        halfHourToHourMask(cells.join(''));
        return null;
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(ScheduleConversionError);
    const conversion = error as ScheduleConversionError;
    expect(conversion.reason).toBe('split-hour');
    expect(conversion.at).toEqual({ day: 1, hour: 9 });
    expect(conversion.message).toContain('周二 09:00–10:00');
  });

  it.each(['', '1'.repeat(335), '1'.repeat(337), '2'.repeat(336), '1'.repeat(168)])(
    'refuses a malformed mask of length %#',
    (mask) => {
      expect(() => halfHourToHourMask(mask)).toThrow(ScheduleConversionError);
    },
  );
});

describe('hourToHalfHourMask', () => {
  it('doubles every cell', () => {
    const hourly = '10'.repeat(84);
    expect(hourToHalfHourMask(hourly)).toBe('1100'.repeat(84));
  });

  it('refuses a malformed mask', () => {
    expect(() => hourToHalfHourMask('1'.repeat(336))).toThrow(ScheduleConversionError);
  });
});

describe('isScheduledAt', () => {
  it('reads half-hour and hourly cells by weekday', () => {
    expect(isScheduledAt(officeHours(), 0, 18)).toBe(true);
    expect(isScheduledAt(officeHours(), 0, 17)).toBe(false);
    expect(isScheduledAt(officeHours(), 6, 20)).toBe(false);
    expect(isScheduledAt(halfHourToHourMask(officeHours()), 4, 9)).toBe(true);
  });
});

describe('isUnrestrictedSchedule', () => {
  it('treats all-1 as all day everywhere and empty/all-0 only where the medium says so', () => {
    expect(isUnrestrictedSchedule(ALL_HALF)).toBe(true);
    expect(isUnrestrictedSchedule('')).toBe(false);
    expect(isUnrestrictedSchedule('', true)).toBe(true);
    expect(isUnrestrictedSchedule('0'.repeat(336), true)).toBe(true);
    expect(isUnrestrictedSchedule(officeHours(), true)).toBe(false);
  });
});
