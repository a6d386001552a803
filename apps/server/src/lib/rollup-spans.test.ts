import { describe, expect, it } from 'vitest';
import { dateOfDay, dayNumber, ROLLUP_SPANS, spanStart, spansOf } from './rollup-spans';

const daysOf = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = dayNumber(from); d <= dayNumber(to); d++) out.push(dateOfDay(d));
  return out;
};

describe('rollup spans', () => {
  it('numbers days from 1970-01-01', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2026-11-27')).toBe(20_784);
    expect(dateOfDay(20_784)).toBe('2026-11-27');
  });

  it('starts a span on a day whose number is a multiple of its length', () => {
    expect(spanStart('2026-11-28', 2)).toBe('2026-11-27');
    expect(spanStart('2026-11-27', 256)).toBe(dateOfDay(Math.floor(20_784 / 256) * 256));
    expect(spanStart('2026-11-27', 2)).toBe('2026-11-27');
  });

  it('covers every range exactly once with aligned spans', () => {
    let seed = 7;
    const random = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    for (let i = 0; i < 300; i++) {
      const from = dateOfDay(20_000 + Math.floor(random() * 600));
      const to = dateOfDay(dayNumber(from) + Math.floor(random() * 366));
      const spans = spansOf(from, to);
      const covered = spans.flatMap((s) =>
        daysOf(s.start, dateOfDay(dayNumber(s.start) + s.span - 1)),
      );
      expect(covered).toEqual(daysOf(from, to));
      for (const s of spans) {
        expect(s.span === 1 || (ROLLUP_SPANS as readonly number[]).includes(s.span)).toBe(true);
        expect(dayNumber(s.start) % s.span).toBe(0);
      }
      // Two runs of growing then shrinking spans: a few per length.
      expect(spans.length).toBeLessThanOrEqual(2 * (ROLLUP_SPANS.length + 1) + 2);
    }
  });

  it('reads a 30-day range as a handful of spans', () => {
    expect(spansOf('2026-10-29', '2026-11-27').length).toBeLessThanOrEqual(8);
    expect(spansOf('2026-11-27', '2026-11-27')).toEqual([{ span: 1, start: '2026-11-27' }]);
  });
});
