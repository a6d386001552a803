import { tencent } from '@toufang/media-wire';
import type { AdapterDeps } from '../media-adapter';
import type { TokenSource } from '../http/token-provider';
import { numericId } from '../oauth-support';
import { callEndpoint, limiterKeysOf, type WireEndpoint } from '../write-calls';

// Tencent 用户行为数据源 and 转化归因 in domain terms (media-wire tencent/conversions.ts). Both adds
// answer the new id; a data source is found again by its app (store id and platform), a
// conversion by its data source and optimization goal.

const MEDIUM = 'tencent' as const;

export const CONVERSION_ENDPOINTS = {
  addUserActionSet: { method: 'POST', path: 'user_action_sets/add' },
  getUserActionSets: { method: 'GET', path: 'user_action_sets/get' },
  addConversion: { method: 'POST', path: 'conversions/add' },
  getConversions: { method: 'GET', path: 'conversions/get' },
} as const satisfies Record<string, WireEndpoint>;

export type AppPlatform = 'android' | 'ios';

export interface NewConversion {
  name: string;
  userActionSetId: string;
  platform: AppPlatform;
  /** The medium's optimization goal, e.g. `OPTIMIZATIONGOAL_APP_ACTIVATE`. */
  goal: string;
  clickUrl: string;
  impressionUrl: string | null;
}

export interface ConversionView {
  id: string;
  name: string;
  userActionSetId: string;
  goal: string;
}

export interface TencentConversions {
  limiterKeys(accountId: string): string[];
  /** The account's app data source of the store id on the platform, or null. */
  findAppSet(
    token: TokenSource,
    accountId: string,
    storeId: string,
    platform: AppPlatform,
  ): Promise<string | null>;
  addAppSet(
    token: TokenSource,
    accountId: string,
    storeId: string,
    platform: AppPlatform,
    name: string,
  ): Promise<string>;
  /** Every live conversion of the account. */
  listConversions(token: TokenSource, accountId: string): Promise<ConversionView[]>;
  addConversion(token: TokenSource, accountId: string, conversion: NewConversion): Promise<string>;
}

const SET_TYPE = { android: 'ANDROID', ios: 'IOS' } as const;
const SCENE = { android: 'CONVERSION_SCENE_ANDROID', ios: 'CONVERSION_SCENE_IOS' } as const;
const PAGE_SIZE = 100;

export function createTencentConversions(deps: AdapterDeps): TencentConversions {
  const { client } = deps;
  const call = <T>(
    endpoint: WireEndpoint,
    schema: Parameters<typeof callEndpoint<T>>[3],
    token: TokenSource,
    accountId: string,
    params: Record<string, unknown>,
  ) =>
    callEndpoint(
      client,
      MEDIUM,
      endpoint,
      schema,
      token,
      {
        account_id: numericId(accountId),
        ...params,
      },
      accountId,
    );

  return {
    limiterKeys: (accountId) =>
      limiterKeysOf(client, MEDIUM, CONVERSION_ENDPOINTS.addConversion, accountId),

    async findAppSet(token, accountId, storeId, platform) {
      const { data } = await call(
        CONVERSION_ENDPOINTS.getUserActionSets,
        tencent.UserActionSetGetDataSchema,
        token,
        accountId,
        { mobile_app_id: numericId(storeId) },
      );
      const found = data.list.find(
        (s) => s.type === SET_TYPE[platform] && String(s.mobile_app_id) === storeId,
      );
      return found ? String(found.user_action_set_id) : null;
    },

    async addAppSet(token, accountId, storeId, platform, name) {
      const { data } = await call(
        CONVERSION_ENDPOINTS.addUserActionSet,
        tencent.UserActionSetAddDataSchema,
        token,
        accountId,
        { type: SET_TYPE[platform], mobile_app_id: numericId(storeId), name },
      );
      return String(data.user_action_set_id);
    },

    async listConversions(token, accountId) {
      const out: ConversionView[] = [];
      for (let page = 1; ; page += 1) {
        const { data } = await call(
          CONVERSION_ENDPOINTS.getConversions,
          tencent.ConversionGetDataSchema,
          token,
          accountId,
          { page, page_size: PAGE_SIZE },
        );
        for (const c of data.list) {
          if (c.is_deleted) continue;
          out.push({
            id: String(c.conversion_id),
            name: c.conversion_name,
            userActionSetId: String(c.user_action_set_id),
            goal: c.optimization_goal,
          });
        }
        if (page >= data.page_info.total_page) return out;
      }
    },

    async addConversion(token, accountId, c) {
      const { data } = await call(
        CONVERSION_ENDPOINTS.addConversion,
        tencent.ConversionAddDataSchema,
        token,
        accountId,
        {
          conversion_name: c.name,
          access_type: 'ACCESS_TYPE_API',
          conversion_scene: SCENE[c.platform],
          claim_type: 'CLAIM_TYPE_CLICK',
          user_action_set_id: numericId(c.userActionSetId),
          optimization_goal: c.goal,
          feedback_url: c.clickUrl,
          ...(c.impressionUrl ? { impression_feedback_url: c.impressionUrl } : {}),
        },
      );
      return String(data.conversion_id);
    },
  };
}
