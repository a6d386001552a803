import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import {
  MediaCallError,
  ReauthorizeRequired,
  type MediaErrorKind,
} from '../../media/http/media-errors';
import { callFailure, tokenFailure } from './media-call-outcomes';

const callError = (kind: MediaErrorKind, mediumCode: number | null, message = '出错了') =>
  new MediaCallError({
    kind,
    medium: 'bytedance',
    endpoint: 'POST v3.0/promotion/status/update/',
    mediumCode,
    message,
    requestId: 'r1',
    attempts: 1,
  });

describe('callFailure', () => {
  it.each([
    ['unknown_outcome', null, { status: 'unknown', code: 'MEDIA_OUTCOME_UNKNOWN' }],
    ['malformed_response', 0, { status: 'unknown', code: 'MEDIA_MALFORMED' }],
    ['rate_limited', 40100, { status: 'failed', code: '40100', retryable: true }],
    ['transient', 50000, { status: 'failed', code: '50000', retryable: true }],
    ['transient', null, { status: 'failed', code: 'TRANSIENT', retryable: true }],
    ['token_expired', 40102, { status: 'failed', code: '40102' }],
    ['token_invalid', 40105, { status: 'failed', code: '40105' }],
    ['no_permission', 40002, { status: 'failed', code: '40002' }],
    ['business', 40001, { status: 'failed', code: '40001', message: '出错了' }],
  ] as const)('a %s error (code %s) leaves the items %o', (kind, code, expected) => {
    const outcome = callFailure(callError(kind, code));
    expect(outcome).toMatchObject(expected);
    if (outcome.status === 'failed') {
      expect(outcome.retryable ?? false).toBe('retryable' in expected);
    }
    expect(outcome.message).toMatch(/\p{Script=Han}/u);
  });

  it('fails the items of a grant that must be authorized again', () => {
    expect(callFailure(new ReauthorizeRequired('bytedance', '授权已失效'))).toMatchObject({
      status: 'failed',
      code: 'MEDIA_REAUTHORIZE',
    });
  });

  it('rethrows errors that are not the medium’s, so the engine reads the items back', () => {
    expect(() => callFailure(new TypeError('bug'))).toThrow(TypeError);
  });
});

describe('tokenFailure', () => {
  it.each([
    [new ReauthorizeRequired('bytedance', '授权已失效'), 'MEDIA_REAUTHORIZE', false],
    [new AppError('REAUTHORIZE_REQUIRED'), 'MEDIA_REAUTHORIZE', false],
    [new AppError('NOT_FOUND', { params: { entity: '授权' } }), 'MEDIA_TOKEN_UNAVAILABLE', false],
    [new Error('connection reset'), 'MEDIA_TOKEN_UNAVAILABLE', true],
  ])('%s → %s, retried later: %s', (error, code, retryable) => {
    const outcome = tokenFailure(error);
    expect(outcome).toMatchObject({ status: 'failed', code, notSent: true });
    expect(outcome.retryable ?? false).toBe(retryable);
  });

  it('names a missing grant in Chinese', () => {
    expect(tokenFailure(new AppError('NOT_FOUND', { params: { entity: '授权' } })).message).toBe(
      '无法取得该账户的授权令牌：授权不存在',
    );
  });
});
