import { describe, expect, it } from 'vitest';
import { settleItem, type SettlePolicy } from './settle';

const now = new Date('2026-03-01T08:00:00Z');
const policy: SettlePolicy = {
  now,
  maxAttempts: 3,
  backoff: { baseMs: 1_000, maxMs: 60_000 },
  random: () => 0,
  cancelled: false,
};
const after = (ms: number) => new Date(now.getTime() + ms);

describe('settleItem', () => {
  it('finishes a success with its result and the new object id', () => {
    const u = settleItem(
      { id: 1, roundAttempts: 1 },
      { status: 'succeeded', result: { ok: 1 }, objectId: '77' },
      policy,
    );
    expect(u).toEqual({
      id: 1,
      status: 'succeeded',
      errorCode: null,
      errorMessage: null,
      result: { ok: 1 },
      objectId: '77',
      availableAt: null,
      finishedAt: now,
    });
  });

  it('queues a transient failure again after a jittered backoff, keeping its error visible', () => {
    const fail = {
      status: 'failed',
      code: '40100',
      message: '请求过于频繁',
      retryable: true,
    } as const;
    expect(settleItem({ id: 1, roundAttempts: 1 }, fail, policy)).toMatchObject({
      status: 'pending',
      errorCode: '40100',
      availableAt: after(500),
      finishedAt: null,
    });
    expect(settleItem({ id: 1, roundAttempts: 2 }, fail, policy).availableAt).toEqual(after(1_000));
  });

  it('fails a transient failure once the attempts run out', () => {
    const fail = {
      status: 'failed',
      code: '40100',
      message: '请求过于频繁',
      retryable: true,
    } as const;
    expect(settleItem({ id: 1, roundAttempts: 3 }, fail, policy)).toMatchObject({
      status: 'failed',
      errorCode: '40100',
      errorMessage: '请求过于频繁',
      finishedAt: now,
    });
  });

  it('fails a rejection at once', () => {
    const fail = { status: 'failed', code: '40001', message: '预算不能低于300元' } as const;
    expect(settleItem({ id: 1, roundAttempts: 1 }, fail, policy).status).toBe('failed');
  });

  it('cancels a transient failure of a cancelled task instead of retrying it', () => {
    const fail = { status: 'failed', code: '50000', message: '系统繁忙', retryable: true } as const;
    const u = settleItem({ id: 1, roundAttempts: 1 }, fail, { ...policy, cancelled: true });
    expect(u.status).toBe('cancelled');
  });

  it('waits, then reads back an unknown outcome', () => {
    const u = settleItem({ id: 1, roundAttempts: 1 }, { status: 'unknown' }, policy);
    expect(u).toMatchObject({
      status: 'unknown',
      errorCode: 'EXECUTE_TIMEOUT',
      availableAt: after(500),
      finishedAt: null,
    });
    expect(u.errorMessage).toMatch(/超时/);
  });

  it('fails an outcome still unknown after the last attempt, never re-sending it blindly', () => {
    const u = settleItem({ id: 1, roundAttempts: 3 }, { status: 'unknown' }, policy);
    expect(u).toMatchObject({ status: 'failed', errorCode: 'OUTCOME_UNKNOWN' });
  });
});
