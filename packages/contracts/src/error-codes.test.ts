import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './error-codes';

describe('ERROR_CODES', () => {
  it('gives every error a code of its own, so a client can tell them apart', () => {
    const byCode = new Map<number, string[]>();
    for (const [key, { code }] of Object.entries(ERROR_CODES)) {
      byCode.set(code, [...(byCode.get(code) ?? []), key]);
    }
    const shared = [...byCode.values()].filter((keys) => keys.length > 1);
    expect(shared).toEqual([]);
  });
});
