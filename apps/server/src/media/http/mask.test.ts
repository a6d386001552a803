import { describe, expect, it } from 'vitest';
import { maskHeaders, maskUrl, maskValue } from './mask';

describe('masking secrets for logs', () => {
  it('masks secret query parameters and known secrets in URLs', () => {
    const url = maskUrl(
      'http://x.test/v3.0/funds/get?access_token=abc123456&nonce=n1&account_id=7&note=abc123456',
      ['abc123456'],
    );
    expect(url).not.toContain('abc123456');
    expect(url).toContain('account_id=7');
    expect(url).toContain('nonce=n1');
  });

  it('masks secret fields at any depth and known secrets inside strings', () => {
    const masked = maskValue(
      {
        app_id: 1,
        secret: 's3cr3t!',
        auth_code: 'code-1',
        nested: [{ refresh_token: 'r' }],
        msg: 'token tok-999999 bad',
      },
      ['tok-999999'],
    );
    expect(JSON.stringify(masked)).not.toMatch(/s3cr3t|code-1|"r"|tok-999999/);
    expect(masked).toMatchObject({ app_id: 1 });
  });

  it('masks the Access-Token header', () => {
    expect(maskHeaders({ 'Access-Token': 'tok', accept: 'application/json' })).toEqual({
      'Access-Token': '***',
      accept: 'application/json',
    });
  });
});
