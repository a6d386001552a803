import { oceanengine } from '@toufang/media-wire';
import type { AdapterDeps } from '../media-adapter';
import type { TokenSource } from '../http/token-provider';
import { chunk, numericId } from '../oauth-support';

// Ocean Engine 事件管理 assets in domain terms (media-wire oceanengine/event-asset.ts): create an
// app or mini-program asset in one advertiser, list the advertiser's assets, read their details.
// The create call takes no client key; an advertiser's asset names are unique, so the name is the
// creation's key, and an asset found under it is compared with what was asked for.

const MEDIUM = 'bytedance' as const;

export const EVENT_ASSET_ENDPOINTS = {
  create: { method: 'POST', path: '2/event_manager/assets/create/' },
  list: { method: 'GET', path: '2/tools/event/all_assets/list/' },
  detail: { method: 'GET', path: '2/tools/event/all_assets/detail/' },
} as const;

export type AppPlatform = 'android' | 'ios';
export type MiniProgramKind = 'byte_app' | 'byte_game';

export type NewEventAsset =
  | {
      kind: 'app';
      name: string;
      platform: AppPlatform;
      packageName: string;
      downloadUrl: string;
      /** Android only: the app's id and its 母包 id. */
      appId?: string;
      packageId?: string;
    }
  | {
      kind: 'mini_program';
      name: string;
      miniProgramKind: MiniProgramKind;
      /** The mini-program's AppID (`tt…`). */
      miniProgramId: string;
      /** The mini-program asset instance (micro_app_instance_id). */
      instanceId: string;
    };

export type EventAssetKind = 'app' | 'mini_program' | 'other';

export interface EventAsset {
  id: string;
  name: string;
  kind: EventAssetKind;
}

export interface EventAssetDetail extends EventAsset {
  platform: AppPlatform | null;
  packageName: string | null;
  downloadUrl: string | null;
  miniProgramId: string | null;
  instanceId: string | null;
}

export interface BytedanceEventAssets {
  /** The limiter keys of one create call for `advertiserId`, as the shared client names them. */
  limiterKeys(advertiserId: string): string[];
  createAsset(token: TokenSource, advertiserId: string, asset: NewEventAsset): Promise<string>;
  /** Every asset of the advertiser, of one kind when given. */
  listAssets(
    token: TokenSource,
    advertiserId: string,
    kind?: EventAssetKind,
  ): Promise<EventAsset[]>;
  getAssetDetails(
    token: TokenSource,
    advertiserId: string,
    ids: readonly string[],
  ): Promise<EventAssetDetail[]>;
  /** The advertiser's asset of `asset`'s kind with `asset`'s name, with its details. */
  findByName(
    token: TokenSource,
    advertiserId: string,
    asset: NewEventAsset,
  ): Promise<EventAssetDetail | null>;
}

const WIRE_TYPE = { app: 'APP', mini_program: 'MINI_PROGRAME' } as const;
const WIRE_PLATFORM = { android: 'Android', ios: 'IOS' } as const;
const WIRE_MINI = { byte_app: 'BYTE_APP', byte_game: 'BYTE_GAME' } as const;

/** An asset type the SDKs do not list is neither an app nor a mini program: `other`. */
const kindOf = (type: oceanengine.AssetDetail['asset_type']): EventAssetKind =>
  type === 'APP' ? 'app' : type === 'MINI_PROGRAME' ? 'mini_program' : 'other';

const LIST_PAGE_SIZE = oceanengine.EVENT_ASSET_LIMITS.listPageSizeMax;

/** Whether an asset found on the medium is the one `wanted` describes (same app or instance). */
export function isSameAsset(found: EventAssetDetail, wanted: NewEventAsset): boolean {
  if (found.name !== wanted.name) return false;
  if (wanted.kind === 'app') {
    return (
      found.kind === 'app' &&
      found.packageName === wanted.packageName &&
      found.platform === wanted.platform
    );
  }
  return found.kind === 'mini_program' && found.instanceId === wanted.instanceId;
}

function createBody(advertiserId: string, asset: NewEventAsset) {
  if (asset.kind === 'app') {
    return {
      advertiser_id: numericId(advertiserId),
      asset_type: WIRE_TYPE.app,
      app_asset: {
        name: asset.name,
        package_name: asset.packageName,
        download_url: asset.downloadUrl,
        app_type: WIRE_PLATFORM[asset.platform],
        ...(asset.appId === undefined ? {} : { app_id: numericId(asset.appId) }),
        ...(asset.packageId === undefined ? {} : { package_id: asset.packageId }),
      },
    };
  }
  return {
    advertiser_id: numericId(advertiserId),
    asset_type: WIRE_TYPE.mini_program,
    mini_program_asset: {
      mini_program_id: asset.miniProgramId,
      mini_program_name: asset.name,
      instance_id: numericId(asset.instanceId),
      mini_program_type: WIRE_MINI[asset.miniProgramKind],
    },
  };
}

function toDetail(wire: oceanengine.AssetDetail): EventAssetDetail {
  const platform = wire.app_type === 'Android' ? 'android' : wire.app_type === 'IOS' ? 'ios' : null;
  return {
    id: String(wire.asset_id),
    name: wire.asset_name,
    kind: kindOf(wire.asset_type),
    platform,
    packageName: wire.package_name ?? null,
    downloadUrl: wire.download_url ?? null,
    miniProgramId: wire.micro_app_id ?? null,
    instanceId:
      wire.micro_app_instance_id === undefined ? null : String(wire.micro_app_instance_id),
  };
}

export function createBytedanceEventAssets(deps: AdapterDeps): BytedanceEventAssets {
  const { client } = deps;

  const listAssets = async (token: TokenSource, advertiserId: string, kind?: EventAssetKind) => {
    const wireType = kind === 'app' || kind === 'mini_program' ? WIRE_TYPE[kind] : undefined;
    const out: EventAsset[] = [];
    for (let page = 1; ; page += 1) {
      const { data } = await client.call({
        medium: MEDIUM,
        method: 'GET',
        path: EVENT_ASSET_ENDPOINTS.list.path,
        params: {
          advertiser_id: numericId(advertiserId),
          ...(wireType ? { filtering: { asset_type: wireType } } : {}),
          page,
          page_size: LIST_PAGE_SIZE,
        },
        data: oceanengine.AllAssetsListDataSchema,
        effect: 'read',
        token,
        advertiserId,
      });
      for (const a of data.asset_list) {
        out.push({ id: String(a.asset_id), name: a.asset_name, kind: kindOf(a.asset_type) });
      }
      if (data.asset_list.length === 0 || page >= data.page_info.total_page) return out;
    }
  };

  const getAssetDetails = async (
    token: TokenSource,
    advertiserId: string,
    ids: readonly string[],
  ) => {
    const out: EventAssetDetail[] = [];
    for (const batch of chunk(ids, oceanengine.EVENT_ASSET_LIMITS.detailIdsMax)) {
      const { data } = await client.call({
        medium: MEDIUM,
        method: 'GET',
        path: EVENT_ASSET_ENDPOINTS.detail.path,
        params: { advertiser_id: numericId(advertiserId), asset_ids: batch.map(numericId) },
        data: oceanengine.AllAssetsDetailDataSchema,
        effect: 'read',
        token,
        advertiserId,
      });
      out.push(...data.asset_list.map(toDetail));
    }
    return out;
  };

  return {
    limiterKeys(advertiserId) {
      const { method, path } = EVENT_ASSET_ENDPOINTS.create;
      const { appId } = client.endpoints(MEDIUM);
      return [`${MEDIUM}:${appId}:${method} ${path}`, `${MEDIUM}:advertiser:${advertiserId}`];
    },

    async createAsset(token, advertiserId, asset) {
      const { data } = await client.call({
        medium: MEDIUM,
        method: 'POST',
        path: EVENT_ASSET_ENDPOINTS.create.path,
        params: createBody(advertiserId, asset),
        data: oceanengine.EventAssetCreateDataSchema,
        effect: 'write',
        token,
        advertiserId,
      });
      return String(data.asset_id);
    },

    listAssets,
    getAssetDetails,

    async findByName(token, advertiserId, asset) {
      const listed = await listAssets(token, advertiserId, asset.kind);
      const named = listed.find((a) => a.name === asset.name);
      if (!named) return null;
      const [detail] = await getAssetDetails(token, advertiserId, [named.id]);
      return detail ?? null;
    },
  };
}
