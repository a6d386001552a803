import { describe, expect, it } from 'vitest';
import { IMAGE_GROUP_SIZES } from '../materials/image-text';
import { imageGroupSpec } from './definition-support';
import { CREATION_DEFINITIONS } from './definitions';
import { titlesWithGroupTexts } from './image-group-titles';
import { materialRefusal, placementsOf } from './row-checks';
import { video } from './test-drafts';

// A 图文 in each medium's creatives: the placements that take it as an image group, the number of
// images each medium's group takes, and its text among Ocean Engine's titles.

const group = (images: number, name = '组图') =>
  video(9, { kind: 'image_text', name, width: 1080, height: 1920, imageCount: images });

describe('image-group sizes per medium', () => {
  it('are the medium’s: Ocean Engine’s 图集 1–35, Kuaishou’s 组图 2–9, Tencent’s image_list 3–9', () => {
    expect(IMAGE_GROUP_SIZES).toEqual({
      bytedance: { min: 1, max: 35 },
      kuaishou: { min: 2, max: 9 },
      tencent: { min: 3, max: 9 },
    });
    expect(imageGroupSpec('tencent')).toEqual({
      kind: 'image_text',
      minShortSide: 0,
      imageCount: { min: 3, max: 9 },
    });
  });

  it('refuses a 图文 of fewer or more images than the medium’s group takes, with the count', () => {
    const qq = placementsOf(CREATION_DEFINITIONS.tencent, []);
    expect(materialRefusal(group(2), qq)).toBe(
      '素材「组图」不符合全部模板的要求：图文需要 3–9 张图片（当前 2 张）',
    );
    expect(materialRefusal(group(3), qq)).toBeUndefined();
    expect(materialRefusal(group(9), qq)).toBeUndefined();
    expect(materialRefusal(group(10), qq)).toContain('图文需要 3–9 张图片（当前 10 张）');
    const ks = placementsOf(CREATION_DEFINITIONS.kuaishou, ['1']);
    expect(materialRefusal(group(2), ks)).toBeUndefined();
    expect(materialRefusal(group(10), ks)).toContain('图文需要 2–9 张图片（当前 10 张）');
    const oe = placementsOf(CREATION_DEFINITIONS.bytedance, []);
    expect(materialRefusal(group(9), oe)).toBeUndefined();
  });
});

describe('placements taking a 图文', () => {
  it('are Ocean Engine v3’s 通投智选 and 抖音, not the other inventories nor v2', () => {
    for (const p of [[], ['INVENTORY_AWEME_FEED']]) {
      expect(materialRefusal(group(3), placementsOf(CREATION_DEFINITIONS.bytedance, p))).toBe(
        undefined,
      );
    }
    expect(
      materialRefusal(group(3), placementsOf(CREATION_DEFINITIONS.bytedance, ['INVENTORY_FEED'])),
    ).toBe('素材「组图」不符合今日头条的要求：不接受图文');
    expect(materialRefusal(group(3), placementsOf(CREATION_DEFINITIONS.bytedance_v2, []))).toBe(
      '素材「组图」不符合全部广告位的要求：不接受图文',
    );
  });

  it('are Tencent’s templates other than the single-material ones, in v3 and v1.3', () => {
    for (const medium of ['tencent', 'tencent_v2'] as const) {
      const def = CREATION_DEFINITIONS[medium];
      expect(materialRefusal(group(3), placementsOf(def, ['311']))).toBeUndefined();
      expect(materialRefusal(group(3), placementsOf(def, ['711']))).toBe(
        '素材「组图」不符合横版大图的要求：不接受图文',
      );
    }
  });
});

describe('titlesWithGroupTexts', () => {
  it('adds each 图文 text the medium’s title rule takes, after the row’s, once, up to the max', () => {
    expect(
      titlesWithGroupTexts(
        'bytedance',
        ['春季新版本上线'],
        ['新春礼包限时领取', '春季新版本上线'],
        10,
      ),
    ).toEqual(['春季新版本上线', '新春礼包限时领取']);
    // Ocean Engine's titles are 5–30 字: a longer text stays the 图集's own.
    expect(titlesWithGroupTexts('bytedance', ['春季新版本上线'], ['长'.repeat(31)], 10)).toEqual([
      '春季新版本上线',
    ]);
    expect(
      titlesWithGroupTexts('bytedance', ['一二三四五', '六七八九十'], ['新春礼包限时领取'], 2),
    ).toEqual(['一二三四五', '六七八九十']);
  });
});
