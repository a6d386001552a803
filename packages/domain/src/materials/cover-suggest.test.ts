import { describe, expect, it } from 'vitest';
import { COVER_SUGGEST, coverSuggestRefusal } from './cover-suggest';

describe('coverSuggestRefusal', () => {
  it('gives Ocean Engine and Tencent a call and names Kuaishou as without one', () => {
    expect(COVER_SUGGEST.bytedance?.path).toBe('material/suggestcover');
    expect(COVER_SUGGEST.tencent?.path).toBe('tencent/material/suggestcover');
    expect(coverSuggestRefusal('bytedance')).toBeNull();
    expect(coverSuggestRefusal('tencent')).toBeNull();
    expect(coverSuggestRefusal('kuaishou')).toBe('磁力引擎没有封面推荐接口');
  });
});
