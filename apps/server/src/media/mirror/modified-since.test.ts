import { describe, expect, it } from 'vitest';
import { modifiedSince } from './modified-since';

describe('modified since', () => {
  const since = new Date('2025-03-11T02:00:00.700Z');

  it('counts an object modified in the same second as modified since', () => {
    expect(modifiedSince(new Date('2025-03-11T02:00:00Z'), since)).toBe(true);
    expect(modifiedSince(new Date('2025-03-11T02:00:05Z'), since)).toBe(true);
  });

  it('leaves out an object modified in an earlier second', () => {
    expect(modifiedSince(new Date('2025-03-11T01:59:59Z'), since)).toBe(false);
  });

  it('leaves out an object without a modify time from an incremental listing', () => {
    expect(modifiedSince(null, since)).toBe(false);
    expect(modifiedSince(undefined, since)).toBe(false);
  });

  it('keeps every object of a full listing', () => {
    expect(modifiedSince(null, null)).toBe(true);
    expect(modifiedSince(new Date('2020-01-01T00:00:00Z'), null)).toBe(true);
  });
});
