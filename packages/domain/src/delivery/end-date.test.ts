import { describe, expect, it } from 'vitest';
import {
  checkEndTimeChange,
  earliestEndDate,
  earliestUnifiedEndDate,
  isEndDateDisabled,
  SCHEDULE_TYPE_LABELS,
} from './end-date';

const TODAY = '2025-10-13';

describe('earliest end date (spec 001 §5: the later of tomorrow and the start date)', () => {
  it.each([
    { start: undefined, want: '2025-10-14' },
    { start: null, want: '2025-10-14' },
    { start: '2025-10-01', want: '2025-10-14' },
    { start: '2025-10-14', want: '2025-10-14' },
    { start: '2025-10-20', want: '2025-10-20' },
    { start: '2025-10-20 09:30:00', want: '2025-10-20' },
    { start: 'unknown', want: '2025-10-14' },
  ])('start $start → $want', ({ start, want }) => {
    expect(earliestEndDate(TODAY, start)).toBe(want);
  });

  it('uses the latest start date of the selection in a unified modify', () => {
    expect(earliestUnifiedEndDate(TODAY, ['2025-10-20', '2025-11-02', null, '2025-09-01'])).toBe(
      '2025-11-02',
    );
    expect(earliestUnifiedEndDate(TODAY, ['2025-09-01', '2025-10-01'])).toBe('2025-10-14');
    expect(earliestUnifiedEndDate(TODAY, [])).toBe('2025-10-14');
  });

  it.each([
    { date: '2025-10-13', disabled: true },
    { date: '2025-10-19', disabled: true },
    { date: '2025-10-20', disabled: false },
    { date: '2025-12-01', disabled: false },
  ])('with earliest 2025-10-20, $date disabled: $disabled', ({ date, disabled }) => {
    expect(isEndDateDisabled(date, '2025-10-20')).toBe(disabled);
  });
});

describe('checkEndTimeChange', () => {
  const earliest = '2025-10-14';

  it.each([
    { end: '2025-10-13', want: { ok: false, message: '结束日期不能早于2025-10-14' } },
    {
      end: '2025-10-14',
      want: { ok: true, value: { schedule_type: 'SCHEDULE_START_END', end_time: '2025-10-14' } },
    },
    { end: '', want: { ok: false, message: '请选择结束日期' } },
    { end: null, want: { ok: false, message: '请选择结束日期' } },
    { end: '2025/10/20', want: { ok: false, message: '结束日期格式不正确' } },
    { end: '2025-02-30', want: { ok: false, message: '结束日期格式不正确' } },
  ])('start-end with end $end', ({ end, want }) => {
    expect(
      checkEndTimeChange({ schedule_type: 'SCHEDULE_START_END', end_time: end }, earliest),
    ).toEqual(want);
  });

  it('needs no end date for long-term delivery', () => {
    expect(
      checkEndTimeChange({ schedule_type: 'SCHEDULE_FROM_NOW', end_time: '2000-01-01' }, earliest),
    ).toEqual({
      ok: true,
      value: { schedule_type: 'SCHEDULE_FROM_NOW' },
    });
  });

  it('labels the schedule types', () => {
    expect(SCHEDULE_TYPE_LABELS.SCHEDULE_FROM_NOW).toBe('长期投放');
  });
});
