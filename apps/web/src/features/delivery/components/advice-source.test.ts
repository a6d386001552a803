import { describe, expect, it } from 'vitest';
import { rowAdvice } from './advice-source';

// The advice a row's own review text gives the drawer (Kuaishou review_detail, Tencent v1.3
// reject_message).

const target = { advertiserId: '1', id: '9', name: '广告' };

describe('rowAdvice', () => {
  it('gives a Tencent text’s reasons and advice apart', () => {
    const answer = rowAdvice({
      ...target,
      detail: '视频画面与游戏实际玩法不符。修改建议：请使用游戏真实录屏或如实演示玩法',
    });
    expect(answer.list[0]?.promotion_reject).toEqual([
      {
        content: null,
        reject_reason: ['视频画面与游戏实际玩法不符'],
        suggestion: ['请使用游戏真实录屏或如实演示玩法'],
      },
    ]);
  });

  it('keeps a text without advice whole, and gives nothing for none', () => {
    const answer = rowAdvice({ ...target, detail: '标题：标题含有绝对化用语，请删除' });
    expect(answer.list[0]?.promotion_reject[0]?.reject_reason).toEqual([
      '标题：标题含有绝对化用语，请删除',
    ]);
    expect(answer.list[0]?.promotion_reject[0]?.suggestion).toEqual([]);
    expect(rowAdvice({ ...target, detail: ' ' })).toEqual({ list: [] });
  });
});
