import { oceanengine } from '@toufang/media-wire';
import { formatDateTime } from '../../clock';
import type { MediumContext } from '../../http/medium-context';
import { wireError } from '../../http/medium-error';
import { paginate } from '../../http/paging';
import type { OceanEngineEventAssetRecord, OceanEngineTrackUrlGroup } from '../../state/records';

// 事件管理 events and track-url groups of an asset (media-wire oceanengine/event-manager.ts).
// Events come from the medium's catalogue for the asset's type; each is created once per asset
// with the track types that type allows. Track-url groups belong to app assets, need a name there,
// and the name is unique within the asset. Both creates answer an empty `data`.

const API = '/oceanengine/open_api';
const { ErrorCode } = oceanengine;

interface CatalogueEvent {
  event_id: number;
  event_type: string;
  event_cn_name: string;
}

/** The events an asset of each type may carry, and how they may be reported. */
export const EVENT_CATALOGUE: Record<
  'APP' | 'MINI_PROGRAME',
  { events: CatalogueEvent[]; trackTypes: oceanengine.EventTrackType[] }
> = {
  APP: {
    events: [
      { event_id: 8, event_type: 'active', event_cn_name: '激活' },
      { event_id: 9, event_type: 'active_register', event_cn_name: '注册' },
      { event_id: 14, event_type: 'active_pay', event_cn_name: '付费' },
      { event_id: 28, event_type: 'next_day_open', event_cn_name: '次留' },
      { event_id: 25, event_type: 'game_addiction', event_cn_name: '关键行为' },
    ],
    trackTypes: ['APPLICATION_API', 'APPLICATION_SDK'],
  },
  MINI_PROGRAME: {
    events: [
      { event_id: 8, event_type: 'active', event_cn_name: '激活' },
      { event_id: 9, event_type: 'active_register', event_cn_name: '注册' },
      { event_id: 14, event_type: 'active_pay', event_cn_name: '付费' },
    ],
    trackTypes: ['MINI_PROGRAME_SDK', 'MINI_PROGRAME_API'],
  },
};

const paramError = (message: string) => wireError({ code: ErrorCode.PARAM_ERROR, message });

export function registerOceanEngineEventManager(ctx: MediumContext): void {
  const {
    eventAssets: assets,
    trackUrlGroups: groups,
    assetEvents: events,
  } = ctx.state.oceanengine;

  /** The advertiser's asset, or the param error the medium answers for another's or none. */
  const assetOf = (
    advertiserId: number,
    assetId: number,
  ): Readonly<OceanEngineEventAssetRecord> => {
    const asset = assets.find(assetId);
    if (!asset || asset.advertiserId !== advertiserId) throw paramError(`资产不存在：${assetId}`);
    return asset;
  };

  const createdOn = (assetId: number) => events.filter((e) => e.assetId === assetId);

  ctx.endpoint('GET', `${API}/2/event_manager/available_events/get/`, (req) => {
    const query = ctx.parse(oceanengine.AssetEventsRequestSchema, req.input);
    const asset = assetOf(ctx.advertiser(req).id, query.asset_id);
    const { events: all, trackTypes } = EVENT_CATALOGUE[asset.wire.asset_type];
    const taken = new Set(createdOn(asset.id).map((e) => e.eventId));
    const data: oceanengine.EventConfigsData = {
      event_configs: all
        .filter((e) => !taken.has(e.event_id))
        .map((e) => ({ ...e, track_types: trackTypes })),
    };
    return data;
  });

  ctx.endpoint('GET', `${API}/2/event_manager/event_configs/get/`, (req) => {
    const query = ctx.parse(oceanengine.AssetEventsRequestSchema, req.input);
    const asset = assetOf(ctx.advertiser(req).id, query.asset_id);
    const { events: all } = EVENT_CATALOGUE[asset.wire.asset_type];
    const sign = query.sort_type === 'DESC' ? -1 : 1;
    const data: oceanengine.EventConfigsData = {
      event_configs: createdOn(asset.id)
        .sort((a, b) => sign * (a.createdAt - b.createdAt || a.eventId - b.eventId))
        .map((e) => {
          const known = all.find((c) => c.event_id === e.eventId);
          return {
            event_id: e.eventId,
            event_type: known?.event_type ?? '',
            event_cn_name: known?.event_cn_name ?? '',
            track_types: e.trackTypes,
            create_time: formatDateTime(e.createdAt),
          };
        }),
    };
    return data;
  });

  ctx.endpoint(
    'POST',
    `${API}/2/event_manager/events/create/`,
    (req) => {
      const body = ctx.parse(oceanengine.EventCreateRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      const asset = assetOf(advertiserId, body.asset_id);
      const { events: all, trackTypes } = EVENT_CATALOGUE[asset.wire.asset_type];
      if (!all.some((e) => e.event_id === body.event_id)) {
        throw paramError(`该资产类型不支持此事件：${body.event_id}`);
      }
      const refused = body.track_types.filter((t) => !trackTypes.includes(t));
      if (refused.length > 0) {
        throw paramError(`该资产类型不支持此回传方式：${refused.join(',')}`);
      }
      if (events.has(`${asset.id}:${body.event_id}`)) {
        throw paramError(`该事件已创建：${body.event_id}`);
      }
      events.insert({
        assetId: asset.id,
        advertiserId,
        eventId: body.event_id,
        trackTypes: [...new Set(body.track_types)],
        createdAt: req.now,
      });
      return {};
    },
    { write: true },
  );

  ctx.endpoint(
    'POST',
    `${API}/2/event_manager/track_url/create/`,
    (req) => {
      const body = ctx.parse(oceanengine.TrackUrlCreateRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      const asset = assetOf(advertiserId, body.assets_id);
      if (asset.wire.asset_type !== 'APP') throw paramError('仅应用资产可创建监测链接组');
      if (body.download_url === undefined) throw paramError('应用资产须传入download_url');
      const names = new Set(groups.listByParent(asset.id).map((g) => g.wire.track_url_group_name));
      for (const group of body.track_url_groups) {
        const name = group.track_url_group_name;
        if (name === undefined) throw paramError('应用资产的监测链接组名称为必填');
        if (names.has(name)) throw paramError(`监测链接组名称已存在：${name}`);
        names.add(name);
      }
      for (const group of body.track_url_groups) {
        const wire: OceanEngineTrackUrlGroup = { ...group, download_url: body.download_url };
        groups.insert({
          id: ctx.state.nextId('oceanengine.trackUrlGroup'),
          advertiserId,
          parentId: asset.id,
          createdAt: req.now,
          updatedAt: req.now,
          wire,
        });
      }
      return {};
    },
    { write: true },
  );

  ctx.endpoint('GET', `${API}/2/event_manager/track_url/get/`, (req) => {
    const query = ctx.parse(oceanengine.TrackUrlGetRequestSchema, req.input);
    const asset = assetOf(ctx.advertiser(req).id, query.asset_id);
    const list = groups
      .listByParent(asset.id)
      .filter((g) => query.track_url_group_id === undefined || g.id === query.track_url_group_id)
      .filter(
        (g) =>
          query.track_url_group_name === undefined ||
          g.wire.track_url_group_name === query.track_url_group_name,
      )
      .filter((g) => query.download_url === undefined || g.wire.download_url === query.download_url)
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
    const { items, pageInfo } = paginate(list, query.page, query.page_size ?? 10);
    const data: oceanengine.TrackUrlGetData = {
      track_url_groups: items.map((g) => ({ track_url_group_id: g.id, ...g.wire })),
      page_info: pageInfo,
    };
    return data;
  });
}
