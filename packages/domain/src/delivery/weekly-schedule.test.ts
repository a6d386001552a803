import { describe, expect, it } from 'vitest';
import {
  clearSchedule,
  EMPTY_SCHEDULE,
  isScheduleString,
  isUnrestrictedSchedule,
  normalizeSchedule,
  parseSchedule,
  SCHEDULE_CELL_COUNT,
  scheduleCellIndex,
  serializeSchedule,
} from './weekly-schedule';

const MONDAY_MORNING = '0'.repeat(18) + '1'.repeat(6) + '0'.repeat(312);

describe('schedule strings (spec 001 §5: exactly 336 characters of 0/1)', () => {
  it('has 7 × 48 cells', () => {
    expect(SCHEDULE_CELL_COUNT).toBe(336);
    expect(EMPTY_SCHEDULE).toBe('0'.repeat(336));
  });

  it.each([
    { name: '336 zeros', value: '0'.repeat(336), valid: true },
    { name: '336 ones', value: '1'.repeat(336), valid: true },
    { name: 'a mixed 336', value: MONDAY_MORNING, valid: true },
    { name: '335 characters', value: '1'.repeat(335), valid: false },
    { name: '337 characters', value: '1'.repeat(337), valid: false },
    { name: 'a 2 inside', value: '2' + '1'.repeat(335), valid: false },
    { name: '168 hourly cells', value: '1'.repeat(168), valid: false },
    { name: 'empty text', value: '', valid: false },
    { name: 'null', value: null, valid: false },
    { name: 'a number', value: 1, valid: false },
  ])('$name is valid: $valid, else read as empty', ({ value, valid }) => {
    expect(isScheduleString(value)).toBe(valid);
    expect(normalizeSchedule(value)).toBe(valid ? value : EMPTY_SCHEDULE);
  });

  it('parses and serializes without loss', () => {
    const cells = parseSchedule(MONDAY_MORNING);
    expect(cells).toHaveLength(336);
    expect(cells.filter(Boolean)).toHaveLength(6);
    expect(cells[18]).toBe(true);
    expect(cells[17]).toBe(false);
    expect(serializeSchedule(cells)).toBe(MONDAY_MORNING);
  });

  it('parses an invalid string as all off', () => {
    expect(parseSchedule('1'.repeat(335)).every((cell) => !cell)).toBe(true);
  });

  it('refuses to serialize the wrong number of cells', () => {
    expect(() => serializeSchedule([true])).toThrow(RangeError);
  });

  it('clears every cell', () => {
    expect(serializeSchedule(clearSchedule())).toBe(EMPTY_SCHEDULE);
  });
});

describe('isUnrestrictedSchedule (all cells the same value)', () => {
  it.each([
    { name: 'all 0', value: EMPTY_SCHEDULE, want: true },
    { name: 'all 1', value: '1'.repeat(336), want: true },
    { name: 'malformed (read as all 0)', value: '1'.repeat(10), want: true },
    { name: 'one cell on', value: '1' + '0'.repeat(335), want: false },
    { name: 'one cell off', value: '1'.repeat(335) + '0', want: false },
  ])('$name → $want', ({ value, want }) => {
    expect(isUnrestrictedSchedule(value)).toBe(want);
  });
});

describe('scheduleCellIndex (Monday 00:00 first)', () => {
  it.each([
    { day: 0, slot: 0, index: 0 },
    { day: 0, slot: 47, index: 47 },
    { day: 1, slot: 0, index: 48 },
    { day: 6, slot: 47, index: 335 },
  ])('day $day slot $slot → $index', ({ day, slot, index }) => {
    expect(scheduleCellIndex(day, slot)).toBe(index);
  });

  it.each([
    { day: -1, slot: 0 },
    { day: 7, slot: 0 },
    { day: 0, slot: -1 },
    { day: 0, slot: 48 },
    { day: 0.5, slot: 0 },
  ])('refuses day $day slot $slot', ({ day, slot }) => {
    expect(() => scheduleCellIndex(day, slot)).toThrow(RangeError);
  });
});
