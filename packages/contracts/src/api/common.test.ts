import { describe, expect, it } from 'vitest';
import { IdSchema, ROW_ID_MAX } from './common';

describe('IdSchema', () => {
  it('takes a row id up to the largest serial key', () => {
    expect(IdSchema.parse('1')).toBe(1);
    expect(IdSchema.parse(String(ROW_ID_MAX))).toBe(ROW_ID_MAX);
  });

  it('refuses a number no serial key can hold, such as a medium account id', () => {
    const result = IdSchema.safeParse('1714566700749564');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('无效的编号');
    expect(IdSchema.safeParse(String(ROW_ID_MAX + 1)).success).toBe(false);
  });
});
