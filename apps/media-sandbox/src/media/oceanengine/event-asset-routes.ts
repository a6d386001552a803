import { oceanengine } from '@toufang/media-wire';
import { formatDateTime, parseDate } from '../../clock';
import type { MediumContext } from '../../http/medium-context';
import { mediumError, wireError } from '../../http/medium-error';
import { paginate } from '../../http/paging';
import type { OceanEngineEventAsset, OceanEngineEventAssetRecord } from '../../state/records';

// 事件管理 assets (media-wire oceanengine/event-asset.ts): create app and mini-program assets, list
// and read them. An asset's name is unique in its advertiser, and so is the app (package name and
// platform) or the mini-program instance it stands for: a second one is refused with the param
// error code and a Chinese reason, as the promotion and project names are.

const API = '/oceanengine/open_api';
const DAY_MS = 86_400_000;

const { ErrorCode } = oceanengine;

function assetOf(body: oceanengine.EventAssetCreateRequest): OceanEngineEventAsset {
  if (body.asset_type === 'APP' && body.app_asset) {
    return { asset_type: 'APP', asset_name: body.app_asset.name, app_asset: body.app_asset };
  }
  if (body.asset_type === 'MINI_PROGRAME' && body.mini_program_asset) {
    return {
      asset_type: 'MINI_PROGRAME',
      asset_name: body.mini_program_asset.mini_program_name,
      mini_program_asset: body.mini_program_asset,
    };
  }
  throw mediumError('param', `asset_type ${body.asset_type} 暂不支持通过接口创建`);
}

/** Why `asset` may not join the advertiser's `existing` assets, or null. */
function conflictOf(
  asset: OceanEngineEventAsset,
  existing: readonly Readonly<OceanEngineEventAssetRecord>[],
): string | null {
  for (const { wire } of existing) {
    if (wire.asset_name === asset.asset_name) return `资产名称已存在：${asset.asset_name}`;
    const app = asset.app_asset;
    const other = wire.app_asset;
    if (
      app &&
      other &&
      app.package_name === other.package_name &&
      app.app_type === other.app_type
    ) {
      return `该应用已创建资产：${app.package_name}（${wire.asset_name}）`;
    }
    const mini = asset.mini_program_asset;
    if (mini && wire.mini_program_asset?.instance_id === mini.instance_id) {
      return `该小程序资产已创建：${mini.instance_id}（${wire.asset_name}）`;
    }
  }
  return null;
}

function listItem(r: Readonly<OceanEngineEventAssetRecord>): oceanengine.AssetListItem {
  return {
    asset_id: r.id,
    asset_name: r.wire.asset_name,
    asset_type: r.wire.asset_type,
    share_type: 'MY_CREATIONS',
    create_time: formatDateTime(r.createdAt),
    modify_time: formatDateTime(r.updatedAt),
  };
}

function detail(r: Readonly<OceanEngineEventAssetRecord>): oceanengine.AssetDetail {
  const { app_asset: app, mini_program_asset: mini } = r.wire;
  return {
    asset_id: r.id,
    asset_name: r.wire.asset_name,
    asset_type: r.wire.asset_type,
    ...(app
      ? {
          app_name: app.name,
          app_type: app.app_type,
          download_url: app.download_url,
          package_name: app.package_name,
          ...(app.app_id === undefined ? {} : { app_id: app.app_id }),
          ...(app.package_id === undefined ? {} : { package_id: app.package_id }),
        }
      : {}),
    ...(mini
      ? { micro_app_id: mini.mini_program_id, micro_app_instance_id: mini.instance_id }
      : {}),
  };
}

export function registerOceanEngineEventAssets(ctx: MediumContext): void {
  const assets = ctx.state.oceanengine.eventAssets;

  ctx.endpoint(
    'POST',
    `${API}/2/event_manager/assets/create/`,
    (req) => {
      const body = ctx.parse(oceanengine.EventAssetCreateRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      const asset = assetOf(body);
      const conflict = conflictOf(asset, assets.listByAdvertiser(advertiserId));
      if (conflict) throw wireError({ code: ErrorCode.PARAM_ERROR, message: conflict });
      const id = ctx.state.nextId('oceanengine.eventAsset');
      assets.insert({
        id,
        advertiserId,
        parentId: null,
        createdAt: req.now,
        updatedAt: req.now,
        wire: asset,
      });
      const data: oceanengine.EventAssetCreateData = { asset_id: id };
      return data;
    },
    { write: true },
  );

  ctx.endpoint('GET', `${API}/2/tools/event/all_assets/list/`, (req) => {
    const query = ctx.parse(oceanengine.AllAssetsListRequestSchema, req.input);
    const f = query.filtering ?? {};
    const ids = f.asset_ids ? new Set(f.asset_ids) : null;
    const from = f.modify_start_time ? parseDate(f.modify_start_time) : null;
    const to = f.modify_end_time ? parseDate(f.modify_end_time) + DAY_MS : null;
    if (from !== null && to !== null && from >= to) {
      throw mediumError('param', '开始时间不能大于结束时间');
    }
    const list = assets
      .listByAdvertiser(ctx.advertiser(req).id)
      .filter((r) => !ids || ids.has(r.id))
      .filter((r) => !f.asset_type || r.wire.asset_type === f.asset_type)
      .filter((r) => from === null || (r.updatedAt >= from && r.updatedAt < (to ?? Infinity)))
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
    const { items, pageInfo } = paginate(list, query.page, query.page_size ?? 10);
    const data: oceanengine.AllAssetsListData = {
      asset_list: items.map(listItem),
      page_info: pageInfo,
    };
    return data;
  });

  ctx.endpoint('GET', `${API}/2/tools/event/all_assets/detail/`, (req) => {
    const query = ctx.parse(oceanengine.AllAssetsDetailRequestSchema, req.input);
    const advertiserId = ctx.advertiser(req).id;
    // Ids of other advertisers' assets and unknown ids are left out, as deleted ones are.
    const data: oceanengine.AllAssetsDetailData = {
      asset_list: query.asset_ids
        .map((id) => assets.find(id))
        .filter((r) => r !== undefined && r.advertiserId === advertiserId)
        .map((r) => detail(r as Readonly<OceanEngineEventAssetRecord>)),
    };
    return data;
  });
}
