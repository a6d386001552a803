import { describe, expect, it } from 'vitest';
import {
  AdvancedCreativeCreateRequestSchema,
  AdvancedCreativeUpdateRequestSchema,
  captionWidth,
} from './advanced-creative';

describe('Kuaishou programmatic creative schemas', () => {
  it('counts two ASCII characters as one in captions', () => {
    expect(captionWidth('新服开启')).toBe(4);
    expect(captionWidth('abc')).toBe(2);
    expect(captionWidth('VIP礼包')).toBe(4);
  });

  it('needs a name, captions and at least one video or picture on create', () => {
    const base = { advertiser_id: 1, unit_id: 2, package_name: '包', captions: ['广告语'] };
    expect(AdvancedCreativeCreateRequestSchema.safeParse(base).success).toBe(false);
    expect(
      AdvancedCreativeCreateRequestSchema.safeParse({ ...base, pic_list: ['p.jpg'] }).success,
    ).toBe(true);
    expect(
      AdvancedCreativeCreateRequestSchema.safeParse({
        ...base,
        photo_list: [{ photo_id: '123', creative_material_type: 3 }],
      }).success,
    ).toBe(false);
    expect(
      AdvancedCreativeUpdateRequestSchema.safeParse({ advertiser_id: 1, unit_id: 2 }).success,
    ).toBe(true);
  });
});
