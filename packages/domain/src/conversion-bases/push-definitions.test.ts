import { describe, expect, it } from 'vitest';
import { BASE_PUSH_MEDIA } from '@toufang/contracts';
import { BASE_PUSH_UNAVAILABLE, basePushDefinition } from './push-definitions';

describe('basePushDefinition', () => {
  it('gives each kind a medium pushes its own objects', () => {
    expect(basePushDefinition('bytedance', 'app')?.objects.map((o) => o.label)).toEqual([
      '事件资产',
      '监测链接组',
      '转化事件',
    ]);
    expect(basePushDefinition('bytedance', 'mini_program')?.objects.map((o) => o.key)).toEqual([
      'asset',
      'events',
    ]);
    expect(basePushDefinition('tencent', 'app')?.objects.map((o) => o.label)).toEqual([
      '用户行为数据源',
      '转化归因',
    ]);
  });

  it('has no push for a kind the medium does not take', () => {
    expect(basePushDefinition('tencent', 'mini_program')).toBeNull();
    expect(basePushDefinition('bytedance', 'non_stream')).toBeNull();
  });

  it('keeps the 联调 log to the medium that has one', () => {
    expect(basePushDefinition('bytedance', 'app')?.debugLog).toBe(true);
    expect(basePushDefinition('bytedance', 'mini_program')?.debugLog).toBe(true);
    expect(basePushDefinition('tencent', 'app')?.debugLog).toBe(false);
  });

  it('says why each API medium without a push has none', () => {
    const without = (['bytedance', 'kuaishou', 'tencent'] as const).filter(
      (m) => !(BASE_PUSH_MEDIA as readonly string[]).includes(m),
    );
    expect(without).toEqual(['kuaishou']);
    for (const medium of without) expect(BASE_PUSH_UNAVAILABLE[medium]).toMatch(/转化目标/);
    for (const medium of BASE_PUSH_MEDIA) expect(BASE_PUSH_UNAVAILABLE[medium]).toBeUndefined();
  });
});
