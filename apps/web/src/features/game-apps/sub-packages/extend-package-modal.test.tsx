import { formatAdId } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import { typedAdIds, typedAdIdsProblem } from './extend-package-modal';

describe('typed ad IDs of the 分包 dialog', () => {
  const a = formatAdId('kuaishou', 1);
  const b = formatAdId('kuaishou', 2);

  it('splits on lines, spaces, commas and semicolons, upper-cases and drops repeats', () => {
    expect(typedAdIds(` ${a.toLowerCase()}\n${b}，${a}; `)).toEqual([a, b]);
    expect(typedAdIds(undefined)).toEqual([]);
  });

  it('names what the server would refuse', () => {
    expect(typedAdIdsProblem([a, b])).toBeNull();
    expect(typedAdIdsProblem([])).toBe('请填写广告ID');
    expect(typedAdIdsProblem([formatAdId('bytedance', 3)])).toContain('不是磁力引擎的广告ID');
    expect(typedAdIdsProblem(Array.from({ length: 10_001 }, (_, i) => `X${i}`))).toBe(
      '一次最多分包 10000 个广告ID，当前 10001 个',
    );
  });
});
