import { describe, expect, it } from 'vitest';
import {
  AnchorSaveBodySchema,
  AutoGenerateConfigCreateBodySchema,
  CAROUSEL_IMAGES_MAX,
  CarouselDeleteBodySchema,
  CarouselSaveBodySchema,
  GAME_ANCHOR_LIMITS,
} from './writes';

// The supporting writes' limits: the medium's game anchor lengths, carousel sizes and
// derived-creative configs (spec 002 §7).

const account = { advertiser_id: '1778092882805503' };
const anchor = {
  ...account,
  name: '传奇锚点',
  android_anchor_title: '立即下载传奇',
  game_description: '经典传奇，重温热血',
  app_tags: ['传奇', '角色扮演'],
  guide_text: '点击下载领礼包',
  icon: { uri: 'web.business.image/icon', width: 300, height: 300 },
};
const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('anchor save', () => {
  it('takes the medium’s lengths: name 20, title 12, description 45, guide 15, 2 tags of 6', () => {
    expect(GAME_ANCHOR_LIMITS).toEqual({
      name: 20,
      title: 12,
      description: 45,
      guideText: 15,
      tags: 2,
      tag: 6,
    });
    expect(AnchorSaveBodySchema.safeParse(anchor).success).toBe(true);
    const long = AnchorSaveBodySchema.safeParse({
      ...anchor,
      name: 'n'.repeat(21),
      android_anchor_title: 't'.repeat(13),
      game_description: 'd'.repeat(46),
      guide_text: 'g'.repeat(16),
      app_tags: ['一二三四五六七'],
    });
    expect(messages(long)).toEqual([
      '锚点名称最多 20 个字',
      '安卓锚点标题最多 12 个字',
      '游戏简介最多 45 个字',
      '游戏标签最多 6 个字',
      '引导文案最多 15 个字',
    ]);
    const tags = AnchorSaveBodySchema.safeParse({ ...anchor, app_tags: ['一', '二', '三'] });
    expect(messages(tags)).toEqual(['游戏标签最多 2 个']);
  });

  it('needs a platform title and a square icon', () => {
    const noTitle = AnchorSaveBodySchema.safeParse({ ...anchor, android_anchor_title: undefined });
    expect(messages(noTitle)).toEqual(['请填写安卓或 iOS 锚点标题']);
    const wide = AnchorSaveBodySchema.safeParse({
      ...anchor,
      icon: { ...anchor.icon, width: 600 },
    });
    expect(messages(wide)).toEqual(['游戏图标应为 1:1 的正方形图片']);
  });
});

describe('carousels', () => {
  it('hold 1 to 35 distinct images', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `img${i}`);
    const base = { ...account, name: '图集' };
    expect(
      CarouselSaveBodySchema.safeParse({ ...base, image_ids: ids(CAROUSEL_IMAGES_MAX) }).success,
    ).toBe(true);
    expect(messages(CarouselSaveBodySchema.safeParse({ ...base, image_ids: ids(36) }))).toEqual([
      '一个图集最多 35 张图片',
    ]);
    expect(messages(CarouselSaveBodySchema.safeParse({ ...base, image_ids: [] }))).toEqual([
      '请至少选择一张图片',
    ]);
    expect(messages(CarouselSaveBodySchema.safeParse({ ...base, image_ids: ['a', 'a'] }))).toEqual([
      '图片不能重复',
    ]);
  });

  it('delete at most 100 at once, by numeric id', () => {
    const ids = Array.from({ length: 101 }, (_, i) => String(i + 1));
    expect(messages(CarouselDeleteBodySchema.safeParse({ ...account, ids }))).toEqual([
      '一次最多删除 100 个图集',
    ]);
    expect(messages(CarouselDeleteBodySchema.safeParse({ ...account, ids: ['x'] }))).toEqual([
      '图集ID应为数字',
    ]);
  });
});

describe('auto-generate configs', () => {
  it('need at least one strategy, each once, every slot filled', () => {
    const state = { key: 'title', type: 'Text', value: '限时福利' };
    expect(
      AutoGenerateConfigCreateBodySchema.safeParse({
        ...account,
        strategies: [{ strategy_id: 7100001, states: [state] }],
      }).success,
    ).toBe(true);
    expect(
      messages(AutoGenerateConfigCreateBodySchema.safeParse({ ...account, strategies: [] })),
    ).toEqual(['请至少选择一个衍生策略']);
    const twice = { strategy_id: 7100001, states: [state] };
    expect(
      messages(
        AutoGenerateConfigCreateBodySchema.safeParse({ ...account, strategies: [twice, twice] }),
      ),
    ).toEqual(['衍生策略不能重复']);
    const blank = { strategy_id: 7100001, states: [{ ...state, value: ' ' }] };
    expect(
      messages(AutoGenerateConfigCreateBodySchema.safeParse({ ...account, strategies: [blank] })),
    ).toEqual(['请填写衍生策略的内容']);
  });
});
