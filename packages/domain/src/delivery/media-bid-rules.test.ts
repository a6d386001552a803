import { describe, expect, it } from 'vitest';
import { batchNumberRule } from './batch-modify';
import { checkNumber } from './decimal';
import { MEDIA_BID_RULES } from './media-bid-rules';

describe('MEDIA_BID_RULES', () => {
  it.each([
    ['bytedance', '0.01', '0.009'],
    ['kuaishou', '0.2', '0.19'],
    ['tencent', '0.1', '0.09'],
    ['bytedance_v2', '0.1', '0.09'],
    ['tencent_v2', '0.1', '0.09'],
  ] as const)('%s takes a bid from %s 元 and refuses %s', (medium, lowest, below) => {
    const rule = MEDIA_BID_RULES[medium];
    expect(checkNumber(lowest, rule)).toEqual({ ok: true, value: Number(lowest) });
    expect(checkNumber(below, rule).ok).toBe(false);
    expect(checkNumber('10000', rule).ok).toBe(true);
    expect(checkNumber('10000.01', rule).ok).toBe(false);
    expect(checkNumber('', rule)).toEqual({ ok: false, message: '出价不能为空' });
  });

  it('is what a batch bid change checks on each medium, the feed by default', () => {
    expect(batchNumberRule('bid', 'promotion')).toBe(MEDIA_BID_RULES.bytedance);
    expect(batchNumberRule('bid', 'promotion', 'kuaishou')).toBe(MEDIA_BID_RULES.kuaishou);
  });
});
