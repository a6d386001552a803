import { describe, expect, it } from 'vitest';
import { maskUrl } from './log-redaction';

describe('maskUrl', () => {
  it('masks tokens, secrets and codes and keeps the rest', () => {
    expect(
      maskUrl('/tencent/v3.0/funds/get?access_token=abc&timestamp=1&nonce=n&account_id=7'),
    ).toBe('/tencent/v3.0/funds/get?access_token=***&timestamp=1&nonce=n&account_id=7');
    expect(maskUrl('/tencent/oauth/token?client_id=1&client_secret=s&authorization_code=c')).toBe(
      '/tencent/oauth/token?client_id=1&client_secret=***&authorization_code=***',
    );
    expect(maskUrl('/oceanengine/open_api/2/advertiser/info/')).toBe(
      '/oceanengine/open_api/2/advertiser/info/',
    );
  });
});
