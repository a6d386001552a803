import { describe, expect, it } from 'vitest';
import {
  AUDIT_ADVICE_TYPES,
  auditAdviceResult,
  auditAdviceTypeLabel,
  NO_AUDIT_ADVICE_MESSAGE,
  REJECT_REASON_IDS_PER_CALL,
  rejectReasonText,
  splitReviewText,
} from './audit-advice';

describe('audit advice (spec 001 §3, §8)', () => {
  it.each([null, undefined, []])('says 审核建议不存在 for %j', (items) => {
    expect(NO_AUDIT_ADVICE_MESSAGE).toBe('审核建议不存在');
    expect(auditAdviceResult(items)).toEqual({ ok: false, message: '审核建议不存在' });
  });

  it('shows the items when there are some', () => {
    const items = [{ type: 'CREATIVE_TITLE', item: '标题', suggestion: ['删除夸大用语'] }];
    expect(auditAdviceResult(items)).toEqual({ ok: true, items });
  });

  it('labels every type of the spec in Chinese', () => {
    for (const type of AUDIT_ADVICE_TYPES) {
      expect(auditAdviceTypeLabel(type), type).toMatch(/\p{Script=Han}/u);
    }
  });

  it.each([
    { type: 'PRODUCT_DESCRIB', label: '产品描述' },
    { type: 'PRODUCT_DESCRIBE', label: '产品描述' },
    { type: 'CREATIVE_VIDEO', label: '视频' },
    { type: 'SOMETHING_NEW', label: 'SOMETHING_NEW' },
  ])('$type → $label', ({ type, label }) => {
    expect(auditAdviceTypeLabel(type)).toBe(label);
  });

  it.each([
    { reason: ['夸大宣传 ', '', '素材模糊'], want: '夸大宣传；素材模糊' },
    { reason: ' 标题违规 ', want: '标题违规' },
    { reason: null, want: '' },
  ])('joins reasons $reason', ({ reason, want }) => {
    expect(rejectReasonText({ reject_reason: reason })).toBe(want);
  });

  it('asks the medium for at most 10 ids per call', () => {
    expect(REJECT_REASON_IDS_PER_CALL).toBe(10);
  });

  it('reads a review text as reasons and the advice after 修改建议：', () => {
    expect(
      splitReviewText(
        '标题含有绝对化用语。修改建议：请删除“第一”“最强”等绝对化用语；图片清晰度不足。修改建议：请上传分辨率不低于 1280×720 的图片',
      ),
    ).toEqual({
      reasons: ['标题含有绝对化用语', '图片清晰度不足'],
      suggestions: ['请删除“第一”“最强”等绝对化用语', '请上传分辨率不低于 1280×720 的图片'],
    });
    expect(splitReviewText('落地页无法打开，请检查')).toEqual({
      reasons: ['落地页无法打开，请检查'],
      suggestions: [],
    });
    expect(splitReviewText('  ')).toEqual({ reasons: [], suggestions: [] });
  });
});
