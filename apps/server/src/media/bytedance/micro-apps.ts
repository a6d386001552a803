import { oceanengine } from '@toufang/media-wire';
import type { AdapterDeps } from '../media-adapter';
import type { TokenSource } from '../http/token-provider';
import { numericId } from '../oauth-support';

// The account's 字节小程序 / 小游戏 assets (media-wire oceanengine/creation-reads.ts
// `MicroAssetListDataSchema`): a mini program's event asset is made on its instance there, so a
// push finds the instance by the mini program's AppID.

const MEDIUM = 'bytedance' as const;

export const MICRO_APP_ENDPOINTS = {
  byte_app: { method: 'GET', path: 'v3.0/tools/micro_app/list/' },
  byte_game: { method: 'GET', path: 'v3.0/tools/micro_game/list/' },
} as const;

const PAGE_SIZE = 100;

export interface BytedanceMicroApps {
  /** The instance id of the account's mini program (or game) with `appId`, or null. */
  findInstance(
    token: TokenSource,
    advertiserId: string,
    type: keyof typeof MICRO_APP_ENDPOINTS,
    appId: string,
  ): Promise<string | null>;
}

export function createBytedanceMicroApps(deps: AdapterDeps): BytedanceMicroApps {
  const { client } = deps;
  return {
    async findInstance(token, advertiserId, type, appId) {
      for (let page = 1; ; page += 1) {
        const { data } = await client.call({
          medium: MEDIUM,
          method: 'GET',
          path: MICRO_APP_ENDPOINTS[type].path,
          params: { advertiser_id: numericId(advertiserId), page, page_size: PAGE_SIZE },
          data: oceanengine.MicroAssetListDataSchema,
          effect: 'read',
          token,
          advertiserId,
        });
        const found = data.list.find((a) => a.app_id === appId);
        if (found) return found.instance_id;
        if (data.list.length === 0 || page >= data.page_info.total_page) return null;
      }
    },
  };
}
