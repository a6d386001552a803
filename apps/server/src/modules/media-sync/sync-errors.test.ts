import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { MediaCallError, ReauthorizeRequired } from '../../media/http/media-errors';
import { describeFailure, isGrantUnusable } from './sync-errors';

const callError = (mediumCode: number | null, requestId: string | null) =>
  new MediaCallError({
    kind: 'transient',
    medium: 'kuaishou',
    endpoint: 'POST v1/campaign/list',
    mediumCode,
    message: '系统繁忙',
    requestId,
    attempts: 4,
  });

describe('describeFailure', () => {
  it('keeps the medium’s code and request id for support', () => {
    expect(describeFailure(callError(50000, 'r-1'))).toEqual({
      code: 'MEDIUM_UNAVAILABLE',
      message: '媒体接口调用失败：系统繁忙（code 50000，request_id r-1）',
    });
    expect(describeFailure(callError(null, null)).message).toBe('媒体接口调用失败：系统繁忙');
  });

  it('asks for a new authorization when the refresh was refused', () => {
    expect(describeFailure(new ReauthorizeRequired('tencent', 'refresh token revoked'))).toEqual({
      code: 'REAUTHORIZE_REQUIRED',
      message: '账户授权已失效，请重新授权',
    });
  });

  it('shows our own errors with their Chinese message', () => {
    expect(describeFailure(new AppError('NOT_FOUND', { params: { entity: '广告主' } }))).toEqual({
      code: 'NOT_FOUND',
      message: '广告主不存在',
    });
  });

  it('never shows the text of an unexpected error', () => {
    const failure = describeFailure(new Error('relation "stats_daily" does not exist'));
    expect(failure).toEqual({ code: 'INTERNAL', message: '服务器内部错误，请稍后再试' });
  });
});

describe('isGrantUnusable', () => {
  it.each([
    [new ReauthorizeRequired('bytedance', 'x'), true],
    [new AppError('REAUTHORIZE_REQUIRED'), true],
    [new AppError('NOT_FOUND', { params: { entity: '授权' } }), false],
    [callError(40100, null), false],
    [new Error('x'), false],
  ])('%s → %s', (error, unusable) => {
    expect(isGrantUnusable(error)).toBe(unusable);
  });
});
