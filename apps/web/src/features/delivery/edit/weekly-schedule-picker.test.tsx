import { EMPTY_SCHEDULE, SCHEDULE_CELL_COUNT } from '@toufang/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { UNRESTRICTED_SCHEDULE_LABEL, WeeklySchedulePicker } from './weekly-schedule-picker';

beforeAll(stubMatchMedia);
afterEach(cleanup);

const WEEKDAYS = ['周一', '周二', '周三', '周四', '周五', '周六', '周日'];

/** A cell by its label, e.g. "周一 09:00-09:30" (looked up by position: the grid is large). */
function cell(label: string): HTMLElement {
  const [weekday = '', range = ''] = label.split(' ');
  const [hours = '0', minutes = '0'] = range.split('-')[0]?.split(':') ?? [];
  const slot = Number(hours) * 2 + (minutes === '30' ? 1 : 0);
  const found = document.querySelector<HTMLElement>(
    `[data-day="${WEEKDAYS.indexOf(weekday)}"][data-slot="${slot}"]`,
  );
  if (found?.getAttribute('aria-label') !== label) throw new Error(`no cell ${label}`);
  return found;
}

const selectedCount = () =>
  document.querySelectorAll('[role="gridcell"][aria-selected="true"]').length;

/** Monday 09:00–10:00 and Wednesday 09:00–10:00 selected. */
function scheduleWith(indexes: number[]): string {
  const cells = Array.from(EMPTY_SCHEDULE);
  for (const index of indexes) cells[index] = '1';
  return cells.join('');
}

function Controlled({ initial, onChange }: { initial?: string; onChange: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <WeeklySchedulePicker
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('WeeklySchedulePicker', () => {
  it('draws 7 weekdays × 48 half-hour cells', () => {
    render(<WeeklySchedulePicker value={EMPTY_SCHEDULE} />);
    expect(document.querySelectorAll('[role="gridcell"]')).toHaveLength(SCHEDULE_CELL_COUNT);
    expect(cell('周日 23:30-24:00')).toBeTruthy();
  });

  it('selects the rectangle dragged over and lists the ranges per weekday', () => {
    const onChange = vi.fn();
    render(<Controlled initial={EMPTY_SCHEDULE} onChange={onChange} />);
    fireEvent.pointerDown(cell('周一 09:00-09:30'));
    fireEvent.pointerOver(cell('周二 09:30-10:00'));
    fireEvent.pointerOver(cell('周三 11:30-12:00'));
    fireEvent.pointerUp(window);

    const value = onChange.mock.calls[0]?.[0] as string;
    expect(value).toHaveLength(SCHEDULE_CELL_COUNT);
    expect(value.split('1').length - 1).toBe(3 * 6);
    expect(selectedCount()).toBe(3 * 6);
    expect(cell('周二 10:30-11:00').getAttribute('aria-selected')).toBe('true');
    expect(cell('周四 10:30-11:00').getAttribute('aria-selected')).toBe('false');
    const ranges = screen.getByTestId('schedule-ranges').textContent;
    expect(ranges).toContain('周一 09:00-12:00');
    expect(ranges).toContain('周三 09:00-12:00');
    expect(ranges).not.toContain('周四');
  });

  it('clears the rectangle when the drag starts on a selected cell', () => {
    const onChange = vi.fn();
    // Monday 09:00–11:00 (slots 18–21).
    render(<Controlled initial={scheduleWith([18, 19, 20, 21])} onChange={onChange} />);
    expect(screen.getByTestId('schedule-ranges').textContent).toContain('周一 09:00-11:00');
    fireEvent.pointerDown(cell('周一 09:00-09:30'));
    fireEvent.pointerOver(cell('周一 09:30-10:00'));
    fireEvent.pointerUp(window);
    expect(screen.getByTestId('schedule-ranges').textContent).toContain('周一 10:00-11:00');
  });

  it('clears every cell with 清空', () => {
    const onChange = vi.fn();
    render(<Controlled initial={scheduleWith([0, 1, 100])} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    expect(onChange).toHaveBeenLastCalledWith(EMPTY_SCHEDULE);
    expect(screen.getByText(UNRESTRICTED_SCHEDULE_LABEL)).toBeTruthy();
  });

  it('shows all-equal schedules as unrestricted and a malformed string as empty', () => {
    const { rerender } = render(<WeeklySchedulePicker value={'1'.repeat(SCHEDULE_CELL_COUNT)} />);
    expect(screen.getByText(UNRESTRICTED_SCHEDULE_LABEL)).toBeTruthy();
    rerender(<WeeklySchedulePicker value="1100" />);
    expect(screen.getByText(UNRESTRICTED_SCHEDULE_LABEL)).toBeTruthy();
    expect(selectedCount()).toBe(0);
  });

  it('ignores drags when disabled', () => {
    const onChange = vi.fn();
    render(<WeeklySchedulePicker value={EMPTY_SCHEDULE} onChange={onChange} disabled />);
    fireEvent.pointerDown(cell('周一 00:00-00:30'));
    fireEvent.pointerUp(window);
    expect(onChange).not.toHaveBeenCalled();
  });
});
