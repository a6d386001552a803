import {
  BYTEDANCE_MEDIA_VIDEOS_MAX,
  BytedanceMediaMaterialsSchema,
  type BytedanceMediaVideoInput,
} from '@toufang/contracts';
import { describe, expect, it } from 'vitest';
import { mediaMaterialErrors } from './bytedance-media-materials';
import { planCreation, planIsClean } from './plan';
import { contextOf, draftOf, video } from './test-drafts';

const aweme = (
  n: number,
  over: Partial<BytedanceMediaVideoInput> = {},
): BytedanceMediaVideoInput => ({
  source: 'AWEME',
  video_id: `v0aweme${n}`,
  item_id: String(7_000_000_000_000_000_000n + BigInt(n)),
  aweme_id: '71001',
  name: `抖音视频${n}`,
  width: 720,
  height: 1280,
  duration: 12,
  ...over,
});
const star = (n: number): BytedanceMediaVideoInput => ({
  source: 'STAR',
  video_id: `vstar${n}`,
  name: `星图视频${n}`,
  width: 1280,
  height: 720,
  duration: 20,
});
const carousel = (n: number): BytedanceMediaVideoInput => ({
  source: 'CAROUSEL',
  carousel_id: String(5_500_000_000 + n),
  name: `图集${n}`,
  width: 1280,
  height: 720,
});
const media = (m: Record<string, BytedanceMediaVideoInput[]>) =>
  BytedanceMediaMaterialsSchema.parse(m);

describe('媒体素材 rules', () => {
  it('needs a material from the library or the medium', () => {
    const input = { accounts: ['1001', '1002'], libraryFiles: 0, media: media({}) };
    expect(mediaMaterialErrors(input)).toEqual(['请至少选择一个素材（素材库素材或媒体素材）']);
    expect(mediaMaterialErrors({ ...input, libraryFiles: 2 })).toEqual([]);
  });

  it('without library files names every account that has no videos of its own', () => {
    const input = { accounts: ['1001', '1002', '1003'], libraryFiles: 0 };
    expect(mediaMaterialErrors({ ...input, media: media({ '1001': [aweme(1)] }) })).toEqual([
      '未选择素材库素材时，每个账户都需要媒体素材，以下账户没有：1002、1003',
    ]);
    const all = media({ '1001': [aweme(1)], '1002': [star(1)], '1003': [star(2)] });
    expect(mediaMaterialErrors({ ...input, media: all })).toEqual([]);
  });

  it('refuses a video chosen twice for one account, naming the account and the video', () => {
    const errors = mediaMaterialErrors({
      accounts: ['1001'],
      libraryFiles: 1,
      media: media({ '1001': [aweme(1), star(1), aweme(1)] }),
    });
    expect(errors).toEqual(['账户 1001 的媒体素材重复：抖音主页视频「抖音视频1」']);
  });

  it('ignores the picks of accounts no longer in the draft', () => {
    const input = { accounts: ['1001'], libraryFiles: 0 };
    expect(
      mediaMaterialErrors({
        ...input,
        media: media({ '1001': [star(1)], '9': [star(1), star(1)] }),
      }),
    ).toEqual([]);
  });

  it('keeps the draft limits: an item id for 抖音 videos, at most 100 an account', () => {
    const noItem = BytedanceMediaMaterialsSchema.safeParse({
      '1001': [aweme(1, { item_id: null })],
    });
    expect(noItem.error?.issues[0]?.message).toBe('抖音主页视频需要 item_id');
    const many = Array.from({ length: BYTEDANCE_MEDIA_VIDEOS_MAX + 1 }, (_, i) => star(i));
    expect(
      BytedanceMediaMaterialsSchema.safeParse({ '1001': many }).error?.issues[0]?.message,
    ).toBe(`每个账户最多选择 ${BYTEDANCE_MEDIA_VIDEOS_MAX} 个媒体素材`);
    const noCarousel = BytedanceMediaMaterialsSchema.safeParse({
      '1001': [{ ...carousel(1), carousel_id: null }],
    });
    expect(noCarousel.error?.issues[0]?.message).toBe('图集需要 carousel_id');
    const noVideo = BytedanceMediaMaterialsSchema.safeParse({
      '1001': [{ ...star(1), video_id: '' }],
    });
    expect(noVideo.error?.issues[0]?.message).toBe('请选择视频');
    const badId = BytedanceMediaMaterialsSchema.safeParse({
      '1001': [aweme(1, { item_id: 'x1' })],
    });
    expect(badId.success).toBe(false);
  });
});

describe('媒体素材 in the plan', () => {
  const files = [video(1), video(2)];

  it('makes an account’s own videos into rows of that account only, after the library share', () => {
    const draft = draftOf('bytedance', {
      accounts: ['1001', '1002'],
      materials: { file_ids: [1, 2] },
      media_materials: { '1001': [aweme(1), aweme(2), star(3)] },
      rules: { acc_rule: 'SAME', materials_number: 2 },
    });
    const plan = planCreation(draft, contextOf(files));
    expect(planIsClean(plan)).toBe(true);
    const of = (a: string) =>
      plan.rows.filter((r) => r.advertiserId === a).map((r) => r.materials.map((m) => m.name));
    expect(of('1001')).toEqual([
      ['素材1.mp4', '素材2.mp4'],
      ['抖音视频1', '抖音视频2'],
      ['星图视频3'],
    ]);
    expect(of('1002')).toEqual([['素材1.mp4', '素材2.mp4']]);
    expect(plan.rows.flatMap((r) => r.toPush)).toEqual([]);
  });

  it('deals only the library under SPLIT; the medium’s videos stay with their account', () => {
    const draft = draftOf('bytedance', {
      accounts: ['1001', '1002'],
      materials: { file_ids: [1, 2] },
      media_materials: { '1002': [star(1)] },
      rules: { acc_rule: 'SPLIT' },
    });
    const plan = planCreation(draft, contextOf(files));
    const rows = plan.rows.map((r) => [r.advertiserId, r.materials[0]?.name]);
    expect(rows).toEqual([
      ['1001', '素材1.mp4'],
      ['1002', '素材2.mp4'],
      ['1002', '星图视频1'],
    ]);
  });

  it('crosses the medium’s videos with the titles and names rows by the video', () => {
    const draft = draftOf('bytedance', {
      materials: { file_ids: [] },
      media_materials: { '1001': [aweme(1)] },
      titles: { list: ['这是第一个广告标题', '这是第二个广告标题'] },
      rules: { create_type: 'MATERIAL_TITLE' },
      promotion: { name: '[素材名]_[序号]' },
    });
    const plan = planCreation(draft, contextOf(files));
    expect(planIsClean(plan)).toBe(true);
    expect(plan.rows.map((r) => [r.name, r.titles[0]])).toEqual([
      ['抖音视频1_1', '这是第一个广告标题'],
      ['抖音视频1_2', '这是第二个广告标题'],
    ]);
  });

  it('checks the videos against the placements like library files', () => {
    const draft = draftOf('bytedance', {
      materials: { file_ids: [] },
      media_materials: { '1001': [aweme(1, { width: 1280, height: 720 })] },
      project: {
        download_url: 'https://example.com/app.apk',
        delivery_setting: { budget: 500, cpa_bid: 20 },
        delivery_range: 'DEFAULT',
        inventory_type: ['INVENTORY_TOMATO_NOVEL'],
      },
    });
    const plan = planCreation(draft, contextOf(files));
    expect(plan.rows[0]?.errors.join()).toMatch(/抖音视频1.*竖版/);
  });

  it('makes a 图集 a row of its account, taking no placement check', () => {
    const draft = draftOf('bytedance', {
      materials: { file_ids: [] },
      media_materials: { '1001': [carousel(1), carousel(1)] },
      rules: { materials_number: 1 },
      project: {
        download_url: 'https://example.com/app.apk',
        delivery_setting: { budget: 500, cpa_bid: 20 },
        inventory_type: ['INVENTORY_TOMATO_NOVEL'],
      },
    });
    const plan = planCreation(draft, contextOf(files));
    expect(plan.errors).toEqual(['账户 1001 的媒体素材重复：图集「图集1」']);
    expect(plan.rows.map((r) => r.errors)).toEqual([[], []]);
    expect(plan.rows[0]?.materials[0]?.medium).toMatchObject({ carouselId: '5500000001' });
  });

  it('is refused as a whole when an account has no material at all', () => {
    const draft = draftOf('bytedance', {
      accounts: ['1001', '1002'],
      materials: { file_ids: [] },
      media_materials: { '1001': [aweme(1)] },
    });
    const plan = planCreation(draft, contextOf(files));
    expect(plan.errors).toContain('未选择素材库素材时，每个账户都需要媒体素材，以下账户没有：1002');
  });
});
