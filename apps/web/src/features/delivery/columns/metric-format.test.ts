import { describe, expect, it } from 'vitest';
import { formatMetric, formatYuan } from './metric-format';

describe('formatMetric (report field formats)', () => {
  it.each([
    ['money', 1234.5, '¥1,234.50'],
    ['count', 12000, '12,000'],
    ['percent', 1.255, '1.26%'],
    ['ratio', 0.5, '0.50'],
    ['money', undefined, '-'],
    ['count', Number.NaN, '-'],
  ] as const)('%s %s reads %s', (format, value, text) => {
    expect(formatMetric(format, value)).toBe(text);
  });

  it('shows a missing budget as a dash', () => {
    expect(formatYuan(null)).toBe('-');
    expect(formatYuan(300)).toBe('¥300.00');
  });
});
