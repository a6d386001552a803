import { oceanengine } from '@toufang/media-wire';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startOceanEngine, type OceanEngineSession } from '../../testing/oceanengine-client';

// 事件管理 events and track-url groups over HTTP: what an asset may carry, uniqueness, read-back.

const { ErrorCode } = oceanengine;
const CREATE_ASSET = '2/event_manager/assets/create/';
const AVAILABLE = '2/event_manager/available_events/get/';
const CONFIGS = '2/event_manager/event_configs/get/';
const CREATE_EVENT = '2/event_manager/events/create/';
const CREATE_GROUP = '2/event_manager/track_url/create/';
const GET_GROUPS = '2/event_manager/track_url/get/';

const DOWNLOAD = 'https://apps.apple.com/cn/app/id1234567890';
const CLICK = 'https://track.example.com/click?base_id=1&callback=__CALLBACK_PARAM__';

describe('Ocean Engine event manager', () => {
  let s: OceanEngineSession;
  let a: number;
  let b: number;
  let asset: number;

  const createAsset = async (advertiserId: number, body: object) => {
    const created = await s.post(CREATE_ASSET, { advertiser_id: advertiserId, ...body });
    expect(created.code).toBe(0);
    return oceanengine.EventAssetCreateDataSchema.parse(created.data).asset_id;
  };

  beforeEach(async () => {
    s = await startOceanEngine();
    [a = 0, b = 0] = s.advertisers;
    asset = await createAsset(a, {
      asset_type: 'APP',
      app_asset: {
        name: '三国 iOS',
        package_name: 'com.example.sanguo',
        download_url: DOWNLOAD,
        app_type: 'IOS',
      },
    });
  });
  afterEach(() => s.running.close());

  const group = (name: string) => ({
    advertiser_id: a,
    assets_id: asset,
    download_url: DOWNLOAD,
    track_url_groups: [{ track_url_group_name: name, action_track_url: CLICK }],
  });

  it('offers the app catalogue, creates an event once and lists it as configured', async () => {
    const available = oceanengine.EventConfigsDataSchema.parse(
      (await s.get(AVAILABLE, { advertiser_id: a, asset_id: asset })).data,
    );
    const active = available.event_configs.find((e) => e.event_type === 'active');
    expect(active).toMatchObject({ event_cn_name: '激活' });
    const eventId = active?.event_id ?? 0;

    const created = await s.post(CREATE_EVENT, {
      advertiser_id: a,
      asset_id: asset,
      event_id: eventId,
      track_types: ['APPLICATION_API'],
    });
    expect(created).toMatchObject({ code: 0, data: {} });

    const configs = oceanengine.EventConfigsDataSchema.parse(
      (await s.get(CONFIGS, { advertiser_id: a, asset_id: asset })).data,
    );
    expect(configs.event_configs).toEqual([
      expect.objectContaining({ event_id: eventId, event_type: 'active', event_cn_name: '激活' }),
    ]);
    const after = oceanengine.EventConfigsDataSchema.parse(
      (await s.get(AVAILABLE, { advertiser_id: a, asset_id: asset })).data,
    );
    expect(after.event_configs.map((e) => e.event_id)).not.toContain(eventId);

    const again = await s.post(CREATE_EVENT, {
      advertiser_id: a,
      asset_id: asset,
      event_id: eventId,
      track_types: ['APPLICATION_API'],
    });
    expect(again.code).toBe(ErrorCode.PARAM_ERROR);
    expect(again.message).toContain('该事件已创建');
  });

  it('refuses an event outside the catalogue, a track type of another asset type and a foreign asset', async () => {
    const unknown = await s.post(CREATE_EVENT, {
      advertiser_id: a,
      asset_id: asset,
      event_id: 999_999,
      track_types: ['APPLICATION_API'],
    });
    expect(unknown.code).toBe(ErrorCode.PARAM_ERROR);
    expect(unknown.message).toContain('不支持此事件');

    const jssdk = await s.post(CREATE_EVENT, {
      advertiser_id: a,
      asset_id: asset,
      event_id: 8,
      track_types: ['JSSDK'],
    });
    expect(jssdk.code).toBe(ErrorCode.PARAM_ERROR);
    expect(jssdk.message).toContain('JSSDK');

    const foreign = await s.post(CREATE_EVENT, {
      advertiser_id: b,
      asset_id: asset,
      event_id: 8,
      track_types: ['APPLICATION_API'],
    });
    expect(foreign.code).toBe(ErrorCode.PARAM_ERROR);
    expect(foreign.message).toContain('资产不存在');
  });

  it('creates a named track-url group and finds it by name', async () => {
    expect(await s.post(CREATE_GROUP, group('三国-点击'))).toMatchObject({ code: 0, data: {} });
    const read = oceanengine.TrackUrlGetDataSchema.parse(
      (
        await s.get(GET_GROUPS, {
          advertiser_id: a,
          asset_id: asset,
          track_url_group_name: '三国-点击',
        })
      ).data,
    );
    expect(read.track_url_groups).toEqual([
      expect.objectContaining({
        track_url_group_name: '三国-点击',
        action_track_url: CLICK,
        download_url: DOWNLOAD,
      }),
    ]);
    expect(read.track_url_groups[0]?.track_url_group_id).toBeGreaterThan(0);
    expect(read.page_info.total_number).toBe(1);
  });

  it('refuses a taken group name, a nameless group, a missing download link and bad urls', async () => {
    await s.post(CREATE_GROUP, group('三国-点击'));
    const taken = await s.post(CREATE_GROUP, group('三国-点击'));
    expect(taken.code).toBe(ErrorCode.PARAM_ERROR);
    expect(taken.message).toContain('监测链接组名称已存在');

    const nameless = await s.post(CREATE_GROUP, {
      ...group('x'),
      track_url_groups: [{ action_track_url: CLICK }],
    });
    expect(nameless.message).toContain('名称为必填');

    const { download_url: _omitted, ...noDownload } = group('y');
    const missing = await s.post(CREATE_GROUP, noDownload);
    expect(missing.message).toContain('download_url');

    const badUrl = await s.post(CREATE_GROUP, {
      ...group('z'),
      track_url_groups: [{ track_url_group_name: 'z', action_track_url: 'ftp://x' }],
    });
    expect(badUrl.code).toBe(ErrorCode.PARAM_ERROR);

    const tooMany = await s.post(CREATE_GROUP, {
      ...group('m'),
      track_url_groups: Array.from({ length: 11 }, (_, i) => ({
        track_url_group_name: `g${i}`,
        action_track_url: CLICK,
      })),
    });
    expect(tooMany.code).toBe(ErrorCode.PARAM_ERROR);

    const groups = oceanengine.TrackUrlGetDataSchema.parse(
      (await s.get(GET_GROUPS, { advertiser_id: a, asset_id: asset })).data,
    );
    expect(groups.track_url_groups).toHaveLength(1);
  });

  it('keeps track-url groups to app assets', async () => {
    const mini = await createAsset(a, {
      asset_type: 'MINI_PROGRAME',
      mini_program_asset: {
        mini_program_id: 'tt7d2a0b97e21cb1a001',
        mini_program_name: '三国小游戏',
        instance_id: 42,
        mini_program_type: 'BYTE_GAME',
      },
    });
    const refused = await s.post(CREATE_GROUP, { ...group('g'), assets_id: mini });
    expect(refused.code).toBe(ErrorCode.PARAM_ERROR);
    expect(refused.message).toContain('仅应用资产');
  });
});
