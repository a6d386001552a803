import { describe, expect, it } from 'vitest';
import {
  IMAGE_TEXT_LIMITS,
  imageGroupRefusal,
  imageTextMedia,
  imageTextRefusals,
} from './image-text';

const ok = { name: '春节组图', text: '新春礼包', imageIds: [1, 2, 3] };

describe('imageTextRefusals', () => {
  it('takes a name, a text and 2–9 distinct images', () => {
    expect(imageTextRefusals(ok)).toEqual([]);
    expect(imageTextRefusals({ ...ok, imageIds: [1, 2] })).toEqual([]);
    expect(imageTextRefusals({ ...ok, imageIds: [1, 2, 3, 4, 5, 6, 7, 8, 9] })).toEqual([]);
  });

  it('refuses fewer than 2 or more than 9 images, naming the count', () => {
    expect(IMAGE_TEXT_LIMITS.imagesMin).toBe(2);
    expect(IMAGE_TEXT_LIMITS.imagesMax).toBe(9);
    expect(imageTextRefusals({ ...ok, imageIds: [1] })).toEqual([
      '图文需要 2–9 张图片（当前 1 张）',
    ]);
    expect(imageTextRefusals({ ...ok, imageIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] })).toEqual([
      '图文需要 2–9 张图片（当前 10 张）',
    ]);
  });

  it('refuses the same image twice', () => {
    expect(imageTextRefusals({ ...ok, imageIds: [1, 1, 2] })).toEqual([
      '同一张图片不能重复加入图文',
    ]);
  });

  it('takes a text of 1–100 characters after trimming', () => {
    expect(imageTextRefusals({ ...ok, text: '字'.repeat(100) })).toEqual([]);
    expect(imageTextRefusals({ ...ok, text: '字'.repeat(101) })).toEqual([
      '图文文案不能超过 100 个字（当前 101）',
    ]);
    expect(imageTextRefusals({ ...ok, text: '   ' })).toEqual(['请输入图文文案']);
  });

  it('takes a name of 1–50 characters after trimming', () => {
    expect(imageTextRefusals({ ...ok, name: '名'.repeat(50) })).toEqual([]);
    expect(imageTextRefusals({ ...ok, name: '名'.repeat(51) })).toEqual([
      '图文名称不能超过 50 个字（当前 51）',
    ]);
    expect(imageTextRefusals({ ...ok, name: '' })).toEqual(['请输入图文名称']);
  });
});

describe('imageTextMedia', () => {
  const all = { media: ['bytedance', 'kuaishou', 'tencent'] as const };

  it('answers the media whose libraries take every image and whose groups take the count', () => {
    expect(imageTextMedia([all, all])).toEqual(['bytedance', 'kuaishou']);
    expect(imageTextMedia([all, all, all])).toEqual(['bytedance', 'kuaishou', 'tencent']);
    expect(imageTextMedia([all, { media: ['kuaishou'] }, all])).toEqual(['kuaishou']);
  });

  it('names the medium and its range when the count does not fit', () => {
    expect(imageGroupRefusal('tencent', 2)).toBe('腾讯广告的图文需要 3–9 张图片');
    expect(imageGroupRefusal('kuaishou', 2)).toBeUndefined();
  });
});
