import { describe, expect, it } from 'vitest';
import { MediaCallError, type MediaErrorKind } from './http/media-errors';
import { idResults, refusalMessage, singleItem } from './item-outcomes';

// Per-id outcomes of the Kuaishou and Tencent writes: applied, refused with a Chinese reason, or
// left out when the answer does not say.

const failure = (kind: MediaErrorKind, code: number | null, message: string) =>
  new MediaCallError({
    kind,
    medium: 'kuaishou',
    endpoint: 'POST gw/dsp/campaign/update',
    mediumCode: code,
    message,
    requestId: null,
    attempts: 1,
  });

describe('idResults', () => {
  it('answers applied ids ok, refused ids with their code and reason, and leaves out the rest', () => {
    expect(
      idResults(
        ['1', '2', '3', '4'],
        [1, 4n],
        [{ id: 2, code: 31001, message: '日预算不能低于今日消耗的 1.5 倍' }],
      ),
    ).toEqual([
      { id: '1', ok: true },
      { id: '2', ok: false, code: '31001', message: '日预算不能低于今日消耗的 1.5 倍' },
      { id: '4', ok: true },
    ]);
  });

  it('records a refusal without a code as BUSINESS and explains an English reason in Chinese', () => {
    expect(idResults(['7'], [], [{ id: 7, message: 'invalid' }])).toEqual([
      { id: '7', ok: false, code: 'BUSINESS', message: '媒体拒绝了该条目（invalid）' },
    ]);
    expect(refusalMessage('')).toBe('媒体拒绝了该条目');
  });
});

describe('singleItem', () => {
  it('answers a write that went through as ok', async () => {
    expect(await singleItem('5', () => Promise.resolve({}))).toEqual({ id: '5', ok: true });
  });

  it('answers the medium’s business refusal as the id’s result', async () => {
    const refused = await singleItem('5', () =>
      Promise.reject(
        failure('business', 400001, '参数错误: 日预算须为 0（不限）或 500 元至 1 亿元'),
      ),
    );
    expect(refused).toEqual({
      id: '5',
      ok: false,
      code: '400001',
      message: '参数错误: 日预算须为 0（不限）或 500 元至 1 亿元',
    });
  });

  it('lets every other failure stop the batch', async () => {
    for (const kind of ['rate_limited', 'token_expired', 'unknown_outcome'] as const) {
      await expect(
        singleItem('5', () => Promise.reject(failure(kind, null, 'x'))),
      ).rejects.toBeInstanceOf(MediaCallError);
    }
    await expect(singleItem('5', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });
});
