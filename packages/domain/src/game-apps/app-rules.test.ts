import { describe, expect, it } from 'vitest';
import { APP_LIMITS, appProblems, appStoreIdOf, quotaLeft, type AppInput } from './app-rules';

const android: AppInput = {
  medium: 'kuaishou',
  platform: 'APP_ANDROID',
  name: '三国志战略版',
  packageName: 'com.example.sanguo',
  downloadUrl: 'https://cdn.example.com/sanguo.apk',
  privacyUrl: 'https://www.example.com/privacy',
  iconUrl: 'https://cdn.example.com/icon.png',
};
const ios: AppInput = {
  medium: 'bytedance',
  platform: 'APP_IOS',
  name: '三国志战略版',
  packageName: 'com.example.sanguo',
  downloadUrl: 'https://apps.apple.com/cn/app/id1234567890',
};
const fields = (input: AppInput) => appProblems(input).map((p) => p.field);

describe('appProblems', () => {
  it('accepts a well-formed Android and iOS app', () => {
    expect(appProblems(android)).toEqual([]);
    expect(appProblems(ios)).toEqual([]);
  });

  it('refuses Android package names that are not Java package names', () => {
    for (const packageName of [
      'sanguo',
      'com..sanguo',
      '1com.sanguo',
      'com.san-guo',
      'com.sanguo.',
    ]) {
      expect(fields({ ...android, packageName }), packageName).toEqual(['packageName']);
    }
    expect(appProblems({ ...android, packageName: '' })[0]?.message).toBe('请填写应用包名');
  });

  it('accepts bundle ids with dashes on iOS only', () => {
    expect(fields({ ...ios, packageName: 'com.example.san-guo' })).toEqual([]);
    expect(fields({ ...android, packageName: 'com.example.san-guo' })).toEqual(['packageName']);
  });

  it('holds each medium to its name and package-name length', () => {
    for (const medium of ['bytedance', 'kuaishou', 'tencent', 'other'] as const) {
      const { nameMax, packageNameMax } = APP_LIMITS[medium];
      const base = { ...android, medium, storeId: '12345678' };
      expect(fields({ ...base, name: '游'.repeat(nameMax) })).toEqual([]);
      expect(appProblems({ ...base, name: '游'.repeat(nameMax + 1) })[0]?.message).toBe(
        `应用名称最多 ${nameMax} 个字符`,
      );
      const pkg = (n: number) => `com.${'a'.repeat(n - 4)}`;
      expect(fields({ ...base, packageName: pkg(packageNameMax) })).toEqual([]);
      expect(fields({ ...base, packageName: pkg(packageNameMax + 1) })).toEqual(['packageName']);
    }
  });

  it('requires an http(s) download link within the medium limit', () => {
    expect(fields({ ...android, downloadUrl: 'ftp://cdn.example.com/a.apk' })).toEqual([
      'downloadUrl',
    ]);
    expect(fields({ ...android, downloadUrl: 'https://cdn example.com/a.apk' })).toEqual([
      'downloadUrl',
    ]);
    const long = (n: number) => `https://cdn.example.com/${'a'.repeat(n - 24)}`;
    const bytedance = { ...android, medium: 'bytedance' as const };
    expect(fields({ ...bytedance, downloadUrl: long(255) })).toEqual([]);
    expect(appProblems({ ...bytedance, downloadUrl: long(256) })[0]?.message).toBe(
      '下载链接最多 255 个字符',
    );
  });

  it('requires an App Store link for iOS', () => {
    expect(fields({ ...ios, downloadUrl: 'https://cdn.example.com/sanguo.ipa' })).toEqual([
      'downloadUrl',
    ]);
    expect(appStoreIdOf('https://itunes.apple.com/cn/app/sanguo/id987654321?mt=8')).toBe(
      '987654321',
    );
  });

  it('needs the store id on Tencent, taken from the App Store link for iOS', () => {
    const tencent = { ...android, medium: 'tencent' as const };
    expect(appProblems(tencent)[0]?.message).toBe('请填写应用宝应用ID');
    expect(fields({ ...tencent, storeId: '12a' })).toEqual(['storeId']);
    expect(fields({ ...tencent, storeId: '1104567890' })).toEqual([]);
    expect(fields({ ...ios, medium: 'tencent' })).toEqual([]);
  });

  it('needs a privacy-policy link for Kuaishou Android apps only', () => {
    expect(appProblems({ ...android, privacyUrl: null })[0]?.message).toBe('请填写隐私政策链接');
    expect(fields({ ...android, privacyUrl: 'javascript:alert(1)' })).toEqual(['privacyUrl']);
    expect(fields({ ...android, medium: 'bytedance', privacyUrl: null })).toEqual([]);
    expect(fields({ ...ios, medium: 'kuaishou', iconUrl: android.iconUrl })).toEqual([]);
  });

  it('needs an icon on Kuaishou only', () => {
    expect(appProblems({ ...android, iconUrl: null })[0]?.message).toBe('请填写图标链接');
    expect(fields({ ...ios, iconUrl: null })).toEqual([]);
  });

  it('refuses an unknown platform and a non-http icon', () => {
    expect(fields({ ...android, platform: 'PC' as never, iconUrl: 'data:image/png' })).toEqual([
      'platform',
      'iconUrl',
    ]);
  });
});

describe('quotaLeft', () => {
  it('counts down to zero and is unlimited for the link-based media', () => {
    expect(quotaLeft('kuaishou', 0)).toBe(APP_LIMITS.kuaishou.quotaPerAccount);
    expect(quotaLeft('kuaishou', 49)).toBe(1);
    expect(quotaLeft('kuaishou', 60)).toBe(0);
    expect(quotaLeft('other', 1000)).toBeNull();
  });
});
