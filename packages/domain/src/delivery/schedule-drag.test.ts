import { describe, expect, it } from 'vitest';
import { applyDrag, dragRectangle } from './schedule-drag';
import { clearSchedule, scheduleCellIndex } from './weekly-schedule';

describe('dragRectangle', () => {
  it('spans the days and half-hours between two corners, in either order', () => {
    const forward = dragRectangle({ day: 0, slot: 18 }, { day: 1, slot: 19 });
    const backward = dragRectangle({ day: 1, slot: 19 }, { day: 0, slot: 18 });
    expect(forward).toEqual([18, 19, 66, 67]);
    expect([...backward].sort((a, b) => a - b)).toEqual(forward);
  });

  it('is one cell for a click', () => {
    expect(dragRectangle({ day: 6, slot: 47 }, { day: 6, slot: 47 })).toEqual([335]);
  });

  it('refuses a corner outside the grid', () => {
    expect(() => dragRectangle({ day: 0, slot: 0 }, { day: 7, slot: 0 })).toThrow(RangeError);
  });
});

describe('applyDrag (drag toggles)', () => {
  it('selects the rectangle when the first cell was off', () => {
    const next = applyDrag(clearSchedule(), { day: 0, slot: 18 }, { day: 2, slot: 23 });
    expect(next.filter(Boolean)).toHaveLength(18);
    expect(next[scheduleCellIndex(1, 20)]).toBe(true);
    expect(next[scheduleCellIndex(3, 20)]).toBe(false);
  });

  it('clears the rectangle when the first cell was on, leaving other cells alone', () => {
    const all = clearSchedule().map(() => true);
    const next = applyDrag(all, { day: 0, slot: 0 }, { day: 0, slot: 1 });
    expect(next.filter((cell) => !cell)).toHaveLength(2);
    expect(next[2]).toBe(true);
    expect(all.every(Boolean)).toBe(true);
  });

  it('refuses a grid of the wrong size', () => {
    expect(() => applyDrag([false], { day: 0, slot: 0 }, { day: 0, slot: 0 })).toThrow(RangeError);
  });
});
