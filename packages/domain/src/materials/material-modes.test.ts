import { KUAISHOU_PUSH_TYPES } from '@toufang/contracts';
import { describe, expect, it } from 'vitest';
import { materialModes } from './material-modes';

describe('materialModes', () => {
  const modes = materialModes();
  const of = (medium: string) => modes.find((m) => m.medium === medium);

  it('lists the three media with their names', () => {
    expect(modes.map((m) => [m.medium, m.name])).toEqual([
      ['bytedance', '巨量引擎'],
      ['kuaishou', '磁力引擎'],
      ['tencent', '腾讯广告'],
    ]);
  });

  it('carries each medium’s formats and largest file', () => {
    expect(of('bytedance')?.kinds).toEqual([
      { kind: 'image', name: '图片', formats: ['jpeg', 'png', 'bmp', 'gif'], max_bytes: 1572864 },
      { kind: 'video', name: '视频', formats: ['mp4', 'avi'], max_bytes: null },
    ]);
    expect(of('kuaishou')?.kinds.map((k) => [k.kind, k.formats, k.max_bytes])).toEqual([
      ['image', ['jpeg', 'png'], 2097152],
      ['video', ['mp4'], null],
    ]);
    expect(of('tencent')?.kinds.find((k) => k.kind === 'video')?.max_bytes).toBe(104857600);
  });

  it('offers exactly the kuaishou_type values a push takes, and none elsewhere', () => {
    expect(of('kuaishou')?.push_types.map((t) => t.value)).toEqual([...KUAISHOU_PUSH_TYPES]);
    expect(of('kuaishou')?.push_types.map((t) => t.name)).toEqual([
      '按画面自动',
      '竖版视频',
      '横版视频',
    ]);
    expect(of('bytedance')?.push_types).toEqual([]);
    expect(of('tencent')?.push_types).toEqual([]);
  });
});
