import { describe, expect, it } from 'vitest';
import { FeedIdSchema } from './feed-updates';
import { idList, mediumId } from './report-filter-parsers';

// Ocean Engine's project, promotion and material ids have 19 digits, beyond 2^53.
const LONG = '7320000000000000905';

describe('medium ids in the API', () => {
  it('keeps a 19-digit id sent as text exactly', () => {
    expect(FeedIdSchema.parse(LONG)).toBe(LONG);
    expect(FeedIdSchema.parse(` ${LONG} `)).toBe(LONG);
    expect(mediumId('广告ID').parse(LONG)).toBe(LONG);
    expect(idList('广告ID').parse(`${LONG},${LONG},1`)).toEqual([LONG, '1']);
  });

  it('takes a small id sent as a number', () => {
    expect(FeedIdSchema.parse(1_780_000_000_000_001)).toBe('1780000000000001');
    expect(idList('账户ID').parse([1_780_000_000_000_001])).toEqual(['1780000000000001']);
  });

  it('refuses an id sent as a number beyond 2^53 instead of rounding it', () => {
    const rounded = Number(LONG);
    const feed = FeedIdSchema.safeParse(rounded);
    expect(feed.success).toBe(false);
    expect(feed.error?.issues[0]?.message).toBe('ID超出数字的精确范围，请以文本提交');
    const list = idList('广告ID').safeParse([rounded]);
    expect(list.success).toBe(false);
    expect(list.error?.issues[0]?.message).toBe('广告ID须为不以0开头的正整数');
  });
});
