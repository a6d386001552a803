import { describe, expect, it } from 'vitest';
import { fitMaterial, largestMaterialBytes } from './upload-limits';

const MB = 1024 * 1024;

describe('material upload limits per medium', () => {
  it('takes a small png everywhere', () => {
    expect(fitMaterial({ kind: 'image', format: 'png', bytes: MB })).toEqual({
      accepted: ['bytedance', 'kuaishou', 'tencent'],
      refusals: [],
    });
  });

  it('limits Ocean Engine images to 1.5 MB', () => {
    const at = fitMaterial({ kind: 'image', format: 'jpeg', bytes: 1.5 * MB });
    const over = fitMaterial({ kind: 'image', format: 'jpeg', bytes: 1.5 * MB + 1 });
    expect(at.accepted).toContain('bytedance');
    expect(over.accepted).toEqual(['kuaishou', 'tencent']);
    expect(over.refusals).toEqual(['巨量引擎图片不能超过 1.5 MB']);
  });

  it('limits Kuaishou images to 2 MB', () => {
    const over = fitMaterial({ kind: 'image', format: 'png', bytes: 2 * MB + 1 });
    expect(over.accepted).toEqual(['tencent']);
    expect(over.refusals).toContain('磁力引擎图片不能超过 2 MB');
  });

  it('limits Tencent images to 10 MB', () => {
    const over = fitMaterial({ kind: 'image', format: 'png', bytes: 10 * MB + 1 });
    expect(over.accepted).toEqual([]);
    expect(over.refusals).toContain('腾讯广告图片不能超过 10 MB');
  });

  it('limits Tencent videos to 100 MB; the others publish no video size limit', () => {
    const over = fitMaterial({ kind: 'video', format: 'mp4', bytes: 100 * MB + 1 });
    expect(over.accepted).toEqual(['bytedance', 'kuaishou']);
    expect(over.refusals).toEqual(['腾讯广告视频不能超过 100 MB']);
  });

  it('names the formats a medium takes', () => {
    expect(fitMaterial({ kind: 'image', format: 'gif', bytes: 1000 })).toEqual({
      accepted: ['bytedance', 'tencent'],
      refusals: ['磁力引擎图片仅支持 JPEG/PNG 格式'],
    });
    expect(fitMaterial({ kind: 'image', format: 'bmp', bytes: 1000 }).accepted).toEqual([
      'bytedance',
    ]);
    expect(fitMaterial({ kind: 'image', format: 'webp', bytes: 1000 }).accepted).toEqual([]);
    expect(fitMaterial({ kind: 'video', format: 'mov', bytes: 1000 }).accepted).toEqual([
      'tencent',
    ]);
  });

  it('reads no more than the largest limit of a kind', () => {
    expect(largestMaterialBytes('image')).toBe(10 * MB);
    expect(largestMaterialBytes('video')).toBe(100 * MB);
  });
});
