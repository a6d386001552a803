import { kuaishou } from '@toufang/media-wire';
import { afterEach, describe, expect, it } from 'vitest';
import { APP_REVIEW_MS } from '../app-review';
import { startKuaishou, type KuaishouSession } from './kuaishou-session';
import {
  SUB_PACKAGE_BUILD_MS,
  SUB_PACKAGE_FAIL_REASON,
  subPackageBuildFails,
} from './sub-package-routes';

// 应用分包 over HTTP: only approved Android apps, one package a channel, builds on the simulated
// clock, failed builds retried.

describe('Kuaishou 应用分包', () => {
  let s: KuaishouSession;
  afterEach(() => s.running.close());

  const createApp = async (advertiserId: number, platform: 1 | 3) => {
    const res = await s.post('v1/file/ad/app/create', {
      advertiser_id: advertiserId,
      url: platform === 1 ? 'https://cdn.ex.com/sg.apk' : 'https://apps.apple.com/cn/app/id123',
      app_version: `三国志-${platform}`,
      app_name: '三国志',
      app_icon_url: 'https://cdn.ex.com/icon.png',
      package_name: 'com.ex.sg',
      platform,
      app_privacy_url: 'https://ex.com/privacy',
    });
    return kuaishou.AppCreateDataSchema.parse(res.data).app_id;
  };

  // Channels whose first build fails and whose second succeeds, and ones whose first succeeds.
  const channels = Array.from({ length: 200 }, (_, i) => `K${String(i).padStart(7, '0')}`);
  const failing = channels.filter((c) => subPackageBuildFails(c, 1) && !subPackageBuildFails(c, 2));
  const passing = channels.filter((c) => !subPackageBuildFails(c, 1));

  it('cuts an approved Android app once per channel and retries a failed build', async () => {
    s = await startKuaishou();
    const [a = 0] = s.advertisers;
    const appId = await createApp(a, 1);
    const iosId = await createApp(a, 3);
    const chosen = [failing[0] ?? '', passing[0] ?? '', passing[1] ?? ''];

    const early = await s.post('v1/file/ad/app/sub_package/create', {
      advertiser_id: a,
      app_id: appId,
      channel_ids: chosen,
    });
    expect(String(early.message)).toContain('安全扫描');
    await s.advance(APP_REVIEW_MS);
    const ios = await s.post('v1/file/ad/app/sub_package/create', {
      advertiser_id: a,
      app_id: iosId,
      channel_ids: chosen,
    });
    expect(String(ios.message)).toContain('仅安卓应用');

    const made = kuaishou.SubPackageCreateDataSchema.parse(
      (
        await s.post('v1/file/ad/app/sub_package/create', {
          advertiser_id: a,
          app_id: appId,
          channel_ids: chosen,
        })
      ).data,
    ).details;
    expect(made.map((d) => d.channel_id)).toEqual(chosen);
    const again = kuaishou.SubPackageCreateDataSchema.parse(
      (
        await s.post('v1/file/ad/app/sub_package/create', {
          advertiser_id: a,
          app_id: appId,
          channel_ids: [chosen[1]],
        })
      ).data,
    ).details;
    expect(again[0]?.sub_package_id).toBe(made[1]?.sub_package_id);

    const list = async () =>
      kuaishou.SubPackageListDataSchema.parse(
        (await s.post('v1/file/ad/app/sub_package/list', { advertiser_id: a, app_id: appId })).data,
      );
    expect((await list()).details.every((d) => d.status === 1 && d.download_url === '')).toBe(true);
    await s.advance(SUB_PACKAGE_BUILD_MS);
    const built = new Map((await list()).details.map((d) => [d.channel_id, d]));
    expect(built.get(chosen[0] ?? '')).toMatchObject({
      status: 3,
      fail_reason: SUB_PACKAGE_FAIL_REASON,
    });
    expect(built.get(chosen[1] ?? '')?.download_url).toMatch(/\/sub_package\/\d+\/K\d+\.apk$/);

    const retryPassing = await s.post('v1/file/ad/app/sub_package/retry', {
      advertiser_id: a,
      app_id: appId,
      sub_package_ids: [made[1]?.sub_package_id],
    });
    expect(String(retryPassing.message)).toContain('仅失败的分包');
    const retry = await s.post('v1/file/ad/app/sub_package/retry', {
      advertiser_id: a,
      app_id: appId,
      sub_package_ids: [made[0]?.sub_package_id],
    });
    expect(retry.code).toBe(0);
    await s.advance(SUB_PACKAGE_BUILD_MS);
    expect((await list()).details.every((d) => d.status === 2)).toBe(true);

    const quota = kuaishou.SubPackageQuotaDataSchema.parse(
      (await s.post('v1/file/ad/app/sub_package/quota', { advertiser_id: a, app_id: appId })).data,
    );
    expect(quota.used).toBe(3);
  });
});
