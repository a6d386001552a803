import { kuaishou, oceanengine } from '@toufang/media-wire';
import { afterEach, describe, expect, it } from 'vitest';
import { startOceanEngine, type OceanEngineSession } from '../testing/oceanengine-client';
import { APP_QUOTA, APP_REVIEW_MS } from './app-review';
import { startKuaishou, type KuaishouSession } from './kuaishou/kuaishou-session';

// The app centres over HTTP: create, review on the simulated clock, uniqueness and quota.

describe('Ocean Engine 应用管理', () => {
  let s: OceanEngineSession;
  afterEach(() => s.running.close());

  const app = (advertiserId: number, packageName: string, downloadUrl: string) => ({
    advertiser_id: advertiserId,
    app_name: '三国志',
    package_name: packageName,
    download_url: downloadUrl,
    app_type: 'Android',
  });
  const list = async (advertiserId: number, status?: string) =>
    oceanengine.AppGetDataSchema.parse(
      (await s.get('2/tools/app_management/app/get/', { advertiser_id: advertiserId, status }))
        .data,
    ).list;

  it('reviews a new app, then lists it as ENABLE, or refuses a link without an apk', async () => {
    s = await startOceanEngine();
    const [a = 0] = s.advertisers;
    const ok = await s.post(
      '2/tools/app_management/app/create/',
      app(a, 'com.ex.sg', 'https://cdn.ex.com/sg.apk'),
    );
    expect(ok.code).toBe(0);
    const bad = await s.post(
      '2/tools/app_management/app/create/',
      app(a, 'com.ex.bad', 'https://cdn.ex.com/page'),
    );
    expect(bad.code).toBe(0);
    expect(await list(a)).toEqual([]);
    expect((await list(a, 'ALL')).map((x) => x.status)).toEqual(['AUDIT_DOING', 'AUDIT_DOING']);

    await s.advance(APP_REVIEW_MS);
    const after = await list(a, 'ALL');
    expect(after.map((x) => [x.package_name, x.status])).toEqual([
      ['com.ex.bad', 'AUDIT_REJECTED'],
      ['com.ex.sg', 'ENABLE'],
    ]);
    expect(after[0]?.reject_reason).toContain('apk');
    expect((await list(a)).map((x) => x.app_cloud_id)).toEqual([
      String(oceanengine.AppCreateDataSchema.parse(ok.data).app_cloud_id),
    ]);

    const again = await s.post(
      '2/tools/app_management/app/create/',
      app(a, 'com.ex.sg', 'https://cdn.ex.com/sg2.apk'),
    );
    expect(again.code).not.toBe(0);
    expect(String(again.message)).toContain('该应用已存在');
  });
});

describe('Kuaishou 应用中心', () => {
  let s: KuaishouSession;
  afterEach(() => s.running.close());

  it('creates apps up to the quota with unique 应用标记, scanned on the simulated clock', async () => {
    s = await startKuaishou();
    const [a = 0] = s.advertisers;
    const create = (i: number) =>
      s.post('v1/file/ad/app/create', {
        advertiser_id: a,
        url: `https://cdn.ex.com/sg${i}.apk`,
        app_version: `三国志-${i}`,
        app_name: '三国志',
        app_icon_url: 'https://cdn.ex.com/icon.png',
        package_name: `com.ex.sg${i}`,
        platform: 1,
        app_privacy_url: 'https://ex.com/privacy',
      });
    for (let i = 0; i < APP_QUOTA.kuaishou; i += 1) expect((await create(i)).code).toBe(0);
    const over = await create(APP_QUOTA.kuaishou);
    expect(over.code).not.toBe(0);
    expect(String(over.message)).toContain('已达上限');

    const page = async () =>
      kuaishou.AppListDataSchema.parse(
        (await s.post('v2/file/ad/app/list', { advertiser_id: a, page_size: 500 })).data,
      );
    expect((await page()).details.every((x) => x.scan_status === 1)).toBe(true);
    await s.advance(APP_REVIEW_MS);
    const done = await page();
    expect(done.total_count).toBe(APP_QUOTA.kuaishou);
    expect(done.details.every((x) => x.scan_status === 2)).toBe(true);

    const noPrivacy = await s.post('v1/file/ad/app/create', {
      advertiser_id: a,
      url: 'https://cdn.ex.com/x.apk',
      app_version: 'x',
      app_name: 'x',
      package_name: 'com.ex.x',
      platform: 1,
    });
    expect(noPrivacy.code).not.toBe(0);
  });
});
