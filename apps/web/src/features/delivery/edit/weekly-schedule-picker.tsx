import {
  applyDrag,
  clearSchedule,
  dragRectangle,
  formatScheduleRanges,
  isUnrestrictedSchedule,
  parseSchedule,
  SCHEDULE_SLOTS_PER_DAY,
  SCHEDULE_WEEKDAY_LABELS,
  serializeSchedule,
  slotTime,
  type ScheduleCell,
} from '@toufang/domain';
import { Button, Flex, theme, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { CSSProperties, PointerEvent as ReactPointerEvent } from 'react';

/** Shown for a schedule whose cells are all equal (spec 001 §5: unrestricted). */
export const UNRESTRICTED_SCHEDULE_LABEL = '不限时段（全天投放）';

export interface WeeklySchedulePickerProps {
  /** 336 characters of 0/1; anything else shows as empty (spec 001 §5). */
  value?: string | null;
  onChange?: (value: string) => void;
  disabled?: boolean;
}

interface Drag {
  from: ScheduleCell;
  to: ScheduleCell;
}

const SLOTS = Array.from({ length: SCHEDULE_SLOTS_PER_DAY }, (_, slot) => slot);
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

function cellAt(target: EventTarget | null): ScheduleCell | undefined {
  if (!(target instanceof Element)) return undefined;
  const cell = target.closest<HTMLElement>('[data-slot]');
  if (cell === null) return undefined;
  return { day: Number(cell.dataset.day), slot: Number(cell.dataset.slot) };
}

/**
 * The 投放时段 grid: 7 weekdays × 48 half-hours. Dragging over cells toggles the rectangle
 * between the first and the current cell (pointer events, so mouse, pen and touch all work); the
 * selected ranges of each weekday are listed under the grid.
 */
export function WeeklySchedulePicker({
  value,
  onChange,
  disabled = false,
}: WeeklySchedulePickerProps) {
  const { token } = theme.useToken();
  const cells = useMemo(() => parseSchedule(value), [value]);
  const [drag, setDrag] = useState<Drag>();
  const dragRef = useRef<Drag>(undefined);
  const latest = useRef({ cells, onChange });
  useEffect(() => {
    latest.current = { cells, onChange };
  });

  const moveTo = (cell: ScheduleCell | undefined) => {
    const current = dragRef.current;
    if (current === undefined || cell === undefined) return;
    if (current.to.day === cell.day && current.to.slot === cell.slot) return;
    dragRef.current = { ...current, to: cell };
    setDrag(dragRef.current);
  };

  // The drag ends wherever the pointer is released, also outside the grid.
  const dragging = drag !== undefined;
  useEffect(() => {
    if (!dragging) return undefined;
    const finish = () => {
      const done = dragRef.current;
      dragRef.current = undefined;
      setDrag(undefined);
      if (done === undefined) return;
      const next = applyDrag(latest.current.cells, done.from, done.to);
      latest.current.onChange?.(serializeSchedule(next));
    };
    const cancel = () => {
      dragRef.current = undefined;
      setDrag(undefined);
    };
    window.addEventListener('pointerup', finish);
    window.addEventListener('pointercancel', cancel);
    return () => {
      window.removeEventListener('pointerup', finish);
      window.removeEventListener('pointercancel', cancel);
    };
  }, [dragging]);

  const shown = useMemo(() => {
    if (drag === undefined) return cells;
    return applyDrag(cells, drag.from, drag.to);
  }, [cells, drag]);
  const dragged = useMemo(
    () => new Set(drag === undefined ? [] : dragRectangle(drag.from, drag.to)),
    [drag],
  );

  const onPointerDown = (event: ReactPointerEvent) => {
    if (disabled || event.button > 0) return;
    const cell = cellAt(event.target);
    if (cell === undefined) return;
    event.preventDefault();
    dragRef.current = { from: cell, to: cell };
    setDrag(dragRef.current);
  };
  // Touch pointers stay on the cell they started on, so the cell under the finger is looked up.
  const onPointerMove = (event: ReactPointerEvent) => {
    if (dragRef.current === undefined || event.pointerType === 'mouse') return;
    if (typeof document.elementFromPoint !== 'function') return;
    moveTo(cellAt(document.elementFromPoint(event.clientX, event.clientY)));
  };

  const text = serializeSchedule(cells);
  const lines = isUnrestrictedSchedule(text) ? [] : formatScheduleRanges(text);
  const cellStyle = (index: number): CSSProperties => ({
    height: 24,
    minWidth: 12,
    padding: 0,
    border: `1px solid ${token.colorBorderSecondary}`,
    background: shown[index] ? token.colorPrimary : token.colorBgContainer,
    opacity: dragged.has(index) ? 0.7 : 1,
    cursor: disabled ? 'not-allowed' : 'pointer',
  });
  const headStyle: CSSProperties = {
    border: `1px solid ${token.colorBorderSecondary}`,
    background: token.colorFillQuaternary,
    fontWeight: 'normal',
    fontSize: 12,
    padding: '2px 0',
    textAlign: 'center',
  };

  return (
    <div>
      <table
        style={{
          borderCollapse: 'collapse',
          width: '100%',
          tableLayout: 'fixed',
          userSelect: 'none',
          touchAction: 'none',
        }}
      >
        <thead>
          <tr>
            <th rowSpan={2} style={{ ...headStyle, width: 64 }}>
              星期/时间
            </th>
            <th colSpan={24} style={headStyle}>
              00:00 - 12:00
            </th>
            <th colSpan={24} style={headStyle}>
              12:00 - 24:00
            </th>
          </tr>
          <tr>
            {HOURS.map((hour) => (
              <th key={hour} colSpan={2} style={headStyle}>
                {hour}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          onPointerDown={onPointerDown}
          onPointerOver={(event) => moveTo(cellAt(event.target))}
          onPointerMove={onPointerMove}
        >
          {SCHEDULE_WEEKDAY_LABELS.map((label, day) => (
            <tr key={label}>
              <th scope="row" style={headStyle}>
                {label}
              </th>
              {SLOTS.map((slot) => {
                const index = day * SCHEDULE_SLOTS_PER_DAY + slot;
                return (
                  <td
                    key={slot}
                    data-day={day}
                    data-slot={slot}
                    role="gridcell"
                    aria-selected={shown[index] === true}
                    aria-label={`${label} ${slotTime(slot)}-${slotTime(slot + 1)}`}
                    style={cellStyle(index)}
                  />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <Flex justify="space-between" align="flex-start" gap={8} style={{ marginTop: 8 }}>
        <div data-testid="schedule-ranges">
          <Typography.Text type="secondary">已选择时间段：</Typography.Text>
          {lines.length === 0 ? (
            <Typography.Text>{UNRESTRICTED_SCHEDULE_LABEL}</Typography.Text>
          ) : (
            lines.map((line) => <div key={line}>{line}</div>)
          )}
        </div>
        <Button
          type="link"
          size="small"
          disabled={disabled}
          onClick={() => onChange?.(serializeSchedule(clearSchedule()))}
        >
          清空
        </Button>
      </Flex>
    </div>
  );
}
