import { describe, expect, it } from 'vitest';
import {
  COPY_NO_CREATIVE_MESSAGE,
  COPY_PRICING_MESSAGE,
  COPY_TITLE_LIMIT,
  copyPromotionBlocker,
  copyTitlesError,
} from './copy-promotion';

describe('copyPromotionBlocker (spec 001 §4, §5 "Copy")', () => {
  it('uses the spec’s messages', () => {
    expect(COPY_PRICING_MESSAGE).toBe('只有推广目的为行动转化-应用推广的计划才可复制!');
    expect(COPY_NO_CREATIVE_MESSAGE).toBe('该广告计划还没有创意');
  });

  it.each([
    { pricing: 'PRICING_OCPM', creativeCount: 1, want: undefined },
    { pricing: 'PRICING_OCPC', creativeCount: 3, want: undefined },
    { pricing: 'PRICING_CPM', creativeCount: 1, want: COPY_PRICING_MESSAGE },
    { pricing: 'PRICING_CPC', creativeCount: 1, want: COPY_PRICING_MESSAGE },
    { pricing: null, creativeCount: 1, want: COPY_PRICING_MESSAGE },
    { pricing: undefined, creativeCount: 1, want: COPY_PRICING_MESSAGE },
    { pricing: 'PRICING_OCPM', creativeCount: 0, want: COPY_NO_CREATIVE_MESSAGE },
    { pricing: 'PRICING_CPC', creativeCount: 0, want: COPY_PRICING_MESSAGE },
  ])('$pricing with $creativeCount creatives → $want', ({ pricing, creativeCount, want }) => {
    expect(copyPromotionBlocker({ pricing, creativeCount })).toBe(want);
  });
});

describe('copyTitlesError (spec 001 §9: titles limit 10)', () => {
  const titles = (count: number): string[] => Array.from({ length: count }, (_, i) => `标题${i}`);

  it.each([
    { count: 0, want: undefined },
    { count: 10, want: undefined },
    { count: 11, want: '标题最多10个' },
  ])('$count titles → $want', ({ count, want }) => {
    expect(COPY_TITLE_LIMIT).toBe(10);
    expect(copyTitlesError(titles(count))).toBe(want);
  });
});
