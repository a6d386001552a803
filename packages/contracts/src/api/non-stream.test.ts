import { describe, expect, it } from 'vitest';
import {
  NON_STREAM_RETRY_MAX,
  NonStreamListQuerySchema,
  NonStreamRetryBodySchema,
} from './non-stream';

const retryMessages = (body: object) => {
  const parsed = NonStreamRetryBodySchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('NonStreamRetryBodySchema', () => {
  it(`takes 1 to ${NON_STREAM_RETRY_MAX} packages`, () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(retryMessages({ sub_package_ids: ids(1) })).toEqual([]);
    expect(retryMessages({ sub_package_ids: ids(NON_STREAM_RETRY_MAX) })).toEqual([]);
    expect(retryMessages({ sub_package_ids: ids(NON_STREAM_RETRY_MAX + 1) })).toEqual([
      `一次最多重试 ${NON_STREAM_RETRY_MAX} 个广告ID`,
    ]);
    expect(retryMessages({ sub_package_ids: [] })).toEqual(['请选择要重试的广告ID']);
  });

  it('refuses an id that is not a row id', () => {
    expect(retryMessages({ sub_package_ids: [0] })).toEqual(['分包不正确']);
    expect(retryMessages({ sub_package_ids: ['x'] })).toEqual(['分包不正确']);
  });
});

describe('NonStreamListQuerySchema', () => {
  it('takes a status of a package and a keyword of up to 100 characters', () => {
    expect(NonStreamListQuerySchema.safeParse({ status: 'failed' }).success).toBe(true);
    expect(NonStreamListQuerySchema.safeParse({ status: 'done' }).success).toBe(false);
    expect(NonStreamListQuerySchema.safeParse({ keyword: 'a'.repeat(100) }).success).toBe(true);
    expect(NonStreamListQuerySchema.safeParse({ keyword: 'a'.repeat(101) }).success).toBe(false);
  });
});
