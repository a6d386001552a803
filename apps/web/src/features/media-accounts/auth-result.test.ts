import { describe, expect, it } from 'vitest';
import { readAuthResult, wantsReauthorization, withoutAuthParams } from './auth-result';

const q = (text: string) => new URLSearchParams(text);

describe('readAuthResult', () => {
  it('says how many accounts the authorization brought', () => {
    expect(readAuthResult(q('auth=ok&medium=bytedance&count=3'), '巨量引擎')).toEqual({
      kind: 'success',
      text: '巨量引擎授权成功，共 3 个账户',
    });
    expect(readAuthResult(q('auth=ok&count=x'), '磁力引擎')?.text).toBe('磁力引擎授权成功');
  });

  it('shows the reason of a failed round trip', () => {
    expect(readAuthResult(q('auth=error&message=授权链接无效'), '腾讯广告')).toEqual({
      kind: 'error',
      text: '授权失败：授权链接无效',
    });
    expect(readAuthResult(q('auth=error'), '腾讯广告')?.text).toBe('授权失败，请重新授权');
  });

  it('says nothing without a round trip', () => {
    expect(readAuthResult(q('keyword=a'), '巨量引擎')).toBeNull();
  });
});

describe('withoutAuthParams', () => {
  it('keeps other parameters', () => {
    const rest = withoutAuthParams(
      q('auth=ok&medium=kuaishou&count=2&message=x&reauthorize=1&k=v'),
    );
    expect(rest.toString()).toBe('k=v');
  });
});

describe('wantsReauthorization', () => {
  it('is set by the notice link only', () => {
    expect(wantsReauthorization(q('reauthorize=1'))).toBe(true);
    expect(wantsReauthorization(q('reauthorize=0'))).toBe(false);
    expect(wantsReauthorization(q(''))).toBe(false);
  });
});
