import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { keepingRaw } from './raw-list';

const Item = z.object({ id: z.number().int(), name: z.string().optional() });

describe('list items kept as they arrived', () => {
  it('keeps the object as returned, unknown keys included, beside the validated item', () => {
    const json = { id: 7, name: '春季', extra: { nested: true } };
    expect(keepingRaw(Item).parse(json)).toEqual({ wire: { id: 7, name: '春季' }, raw: json });
  });

  it('refuses an item the schema refuses, at the path of the problem', () => {
    const parsed = z.array(keepingRaw(Item)).safeParse([{ id: 1 }, { id: 'x' }]);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path)).toEqual([[1, 'id']]);
  });

  it('refuses an item that is not an object', () => {
    expect(keepingRaw(Item).safeParse(3).success).toBe(false);
  });
});
