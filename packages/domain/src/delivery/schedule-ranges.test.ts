import { describe, expect, it } from 'vitest';
import { formatScheduleRanges, scheduleRanges, slotTime } from './schedule-ranges';
import { parseSchedule, scheduleCellIndex } from './weekly-schedule';

function scheduleWith(cells: readonly [day: number, from: number, to: number][]): string {
  const mask = Array.from({ length: 336 }, () => '0');
  for (const [day, from, to] of cells) {
    for (let slot = from; slot < to; slot += 1) mask[scheduleCellIndex(day, slot)] = '1';
  }
  return mask.join('');
}

describe('slotTime', () => {
  it.each([
    { slot: 0, want: '00:00' },
    { slot: 1, want: '00:30' },
    { slot: 19, want: '09:30' },
    { slot: 47, want: '23:30' },
    { slot: 48, want: '24:00' },
  ])('slot $slot starts at $want', ({ slot, want }) => {
    expect(slotTime(slot)).toBe(want);
  });
});

describe('schedule ranges per weekday (spec 001 §5)', () => {
  it('lists 周一 09:00-12:00 for Monday 9 to 12', () => {
    expect(formatScheduleRanges(scheduleWith([[0, 18, 24]]))).toEqual(['周一 09:00-12:00']);
  });

  it('joins several ranges of a day and skips days without any', () => {
    const schedule = scheduleWith([
      [0, 18, 24],
      [0, 28, 36],
      [6, 0, 48],
      [3, 47, 48],
    ]);
    expect(formatScheduleRanges(schedule)).toEqual([
      '周一 09:00-12:00、14:00-18:00',
      '周四 23:30-24:00',
      '周日 00:00-24:00',
    ]);
    expect(scheduleRanges(schedule)[1]).toEqual({
      day: 3,
      label: '周四',
      ranges: [{ start: '23:30', end: '24:00' }],
    });
  });

  it('does not join the end of one day to the start of the next', () => {
    expect(
      formatScheduleRanges(
        scheduleWith([
          [1, 46, 48],
          [2, 0, 2],
        ]),
      ),
    ).toEqual(['周二 23:00-24:00', '周三 00:00-01:00']);
  });

  it('accepts cells as well as the string', () => {
    const schedule = scheduleWith([[4, 0, 1]]);
    expect(formatScheduleRanges(parseSchedule(schedule))).toEqual(['周五 00:00-00:30']);
  });

  it('lists nothing for an empty, malformed or wrongly sized schedule', () => {
    expect(formatScheduleRanges('0'.repeat(336))).toEqual([]);
    expect(formatScheduleRanges('1'.repeat(100))).toEqual([]);
    expect(formatScheduleRanges([true, true])).toEqual([]);
  });
});
