import { describe, expect, it } from 'vitest';
import { fromWireDateTime } from './wire-time';

describe('Ocean Engine wire times (Asia/Shanghai)', () => {
  it('reads a date-time as Shanghai wall-clock time', () => {
    expect(fromWireDateTime('2025-03-12 00:30:00')).toEqual(new Date('2025-03-11T16:30:00Z'));
    expect(fromWireDateTime(undefined)).toBeNull();
    expect(fromWireDateTime('')).toBeNull();
    expect(() => fromWireDateTime('12/03/2025')).toThrow(/Ocean Engine date-time/);
  });
});
