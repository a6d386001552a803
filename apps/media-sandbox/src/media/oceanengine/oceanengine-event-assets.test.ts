import { oceanengine } from '@toufang/media-wire';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startOceanEngine, type OceanEngineSession } from '../../testing/oceanengine-client';

// 事件管理 assets over HTTP: creation, uniqueness per advertiser, listing and detail, limits.

const { ErrorCode } = oceanengine;
const CREATE = '2/event_manager/assets/create/';
const LIST = '2/tools/event/all_assets/list/';
const DETAIL = '2/tools/event/all_assets/detail/';

const iosApp = (name: string, packageName = 'com.example.game') => ({
  asset_type: 'APP',
  app_asset: {
    name,
    package_name: packageName,
    download_url: 'https://apps.apple.com/cn/app/id1234567890',
    app_type: 'IOS',
  },
});

const miniGame = (name: string, instanceId: number) => ({
  asset_type: 'MINI_PROGRAME',
  mini_program_asset: {
    mini_program_id: 'tt7d2a0b97e21cb1a001',
    mini_program_name: name,
    instance_id: instanceId,
    mini_program_type: 'BYTE_GAME',
  },
});

describe('Ocean Engine event assets', () => {
  let s: OceanEngineSession;
  let a: number;
  let b: number;
  beforeEach(async () => {
    s = await startOceanEngine();
    [a = 0, b = 0] = s.advertisers;
  });
  afterEach(() => s.running.close());

  const create = (advertiserId: number, asset: object) =>
    s.post(CREATE, { advertiser_id: advertiserId, ...asset });

  it('creates an app asset and reads it back from the list and the detail', async () => {
    const created = await create(a, iosApp('三国志 iOS'));
    expect(created.code).toBe(0);
    const { asset_id: id } = oceanengine.EventAssetCreateDataSchema.parse(created.data);

    const list = await s.get(LIST, { advertiser_id: a, filtering: { asset_type: 'APP' } });
    const data = oceanengine.AllAssetsListDataSchema.parse(list.data);
    expect(data.asset_list).toEqual([
      expect.objectContaining({
        asset_id: id,
        asset_name: '三国志 iOS',
        asset_type: 'APP',
        share_type: 'MY_CREATIONS',
      }),
    ]);
    expect(data.page_info.total_number).toBe(1);

    const detail = await s.get(DETAIL, { advertiser_id: a, asset_ids: [id] });
    expect(oceanengine.AllAssetsDetailDataSchema.parse(detail.data).asset_list).toEqual([
      expect.objectContaining({
        asset_id: id,
        app_type: 'IOS',
        package_name: 'com.example.game',
        download_url: 'https://apps.apple.com/cn/app/id1234567890',
      }),
    ]);
    // Another advertiser sees neither the asset in its list nor its detail.
    const other = await s.get(LIST, { advertiser_id: b });
    expect(other.data.asset_list).toEqual([]);
    const foreign = await s.get(DETAIL, { advertiser_id: b, asset_ids: [id] });
    expect(foreign.data.asset_list).toEqual([]);
  });

  it('refuses a second asset of the same name or the same app in one advertiser', async () => {
    expect((await create(a, iosApp('同名资产'))).code).toBe(0);
    const sameName = await create(a, iosApp('同名资产', 'com.example.other'));
    expect(sameName.code).toBe(ErrorCode.PARAM_ERROR);
    expect(sameName.message).toContain('资产名称已存在');
    const samePackage = await create(a, iosApp('另一个名字'));
    expect(samePackage.code).toBe(ErrorCode.PARAM_ERROR);
    expect(samePackage.message).toContain('该应用已创建资产');
    // The name and the app are free in another advertiser.
    expect((await create(b, iosApp('同名资产'))).code).toBe(0);
  });

  it('creates a mini-game asset by instance id and refuses the instance twice', async () => {
    const created = await create(a, miniGame('小游戏资产', 7_300_000_001));
    expect(created.code).toBe(0);
    const again = await create(a, miniGame('换个名字', 7_300_000_001));
    expect(again.code).toBe(ErrorCode.PARAM_ERROR);
    expect(again.message).toContain('该小程序资产已创建');
    const detail = await s.get(DETAIL, { advertiser_id: a, asset_ids: [created.data.asset_id] });
    expect(detail.data.asset_list[0]).toMatchObject({
      asset_type: 'MINI_PROGRAME',
      micro_app_id: 'tt7d2a0b97e21cb1a001',
      micro_app_instance_id: 7_300_000_001,
    });
  });

  it('holds the create call to the documented fields and limits', async () => {
    const android = await create(a, {
      asset_type: 'APP',
      app_asset: { ...iosApp('安卓').app_asset, app_type: 'Android' },
    });
    expect(android.code).toBe(ErrorCode.PARAM_ERROR);
    expect(android.message).toContain('app_id和package_id为必填');
    const badUrl = await create(a, {
      asset_type: 'APP',
      app_asset: { ...iosApp('链接').app_asset, download_url: 'ftp://example.com/a.apk' },
    });
    expect(badUrl.code).toBe(ErrorCode.PARAM_ERROR);
    const longName = await create(a, iosApp('名'.repeat(126), 'com.example.long'));
    expect(longName.code).toBe(ErrorCode.PARAM_ERROR);
    const missing = await create(a, { asset_type: 'APP' });
    expect(missing.message).toContain('app_asset为必填');
    const unsupported = await create(a, { asset_type: 'THIRD_EXTERNAL' });
    expect(unsupported.code).toBe(ErrorCode.PARAM_ERROR);
    expect(unsupported.message).toContain('暂不支持');

    const bigPage = await s.get(LIST, { advertiser_id: a, page_size: 101 });
    expect(bigPage.code).toBe(ErrorCode.PARAM_ERROR);
    const tooMany = await s.get(DETAIL, {
      advertiser_id: a,
      asset_ids: Array.from({ length: 51 }, (_, i) => i + 1),
    });
    expect(tooMany.code).toBe(ErrorCode.PARAM_ERROR);
    const halfRange = await s.get(LIST, {
      advertiser_id: a,
      filtering: { modify_start_time: '2025-03-01' },
    });
    expect(halfRange.code).toBe(ErrorCode.PARAM_ERROR);
  });

  it('pages the list newest first and filters by modify day', async () => {
    for (let i = 1; i <= 3; i += 1) {
      expect((await create(a, iosApp(`资产${i}`, `com.example.p${i}`))).code).toBe(0);
      await s.advance(86_400_000);
    }
    const first = await s.get(LIST, { advertiser_id: a, page: 1, page_size: 2 });
    expect(first.data.asset_list.map((x: { asset_name: string }) => x.asset_name)).toEqual([
      '资产3',
      '资产2',
    ]);
    expect(first.data.page_info).toMatchObject({ total_number: 3, total_page: 2 });
    const oneDay = await s.get(LIST, {
      advertiser_id: a,
      filtering: { modify_start_time: '2025-03-13', modify_end_time: '2025-03-13' },
    });
    expect(oneDay.data.asset_list.map((x: { asset_name: string }) => x.asset_name)).toEqual([
      '资产2',
    ]);
  });

  it('refuses an advertiser outside the token', async () => {
    const outside = await create(999_999_999, iosApp('越权'));
    expect(outside.code).toBe(ErrorCode.NO_PERMISSION);
  });
});
