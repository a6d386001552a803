import { oceanengine } from '@toufang/media-wire';
import type { TokenSource } from '../http/token-provider';
import type { AdapterDeps } from '../media-adapter';
import { numericId } from '../oauth-support';

// 获取可用优化目标 (media-wire oceanengine/optimized-goal.ts): the optimization goals an app's
// projects may take in an account, from the v2 or the v3.0 path (the same shape).

const MEDIUM = 'bytedance' as const;
const PATHS = {
  v2: '2/event_manager/optimized_goal/get_v2/',
  v3: 'v3.0/event_manager/optimized_goal/get_v2/',
} as const;

export interface GoalView {
  externalAction: string;
  name: string;
  historyBack: boolean;
  deepGoals: { deepExternalAction: string; name: string }[];
}

export interface BytedanceOptimizedGoals {
  goals(
    token: TokenSource,
    advertiserId: string,
    app: { packageName: string; platform: 'APP_ANDROID' | 'APP_IOS' },
    version: keyof typeof PATHS,
  ): Promise<{ assetIds: string[]; goals: GoalView[] }>;
}

export function createBytedanceOptimizedGoals({
  client,
}: Pick<AdapterDeps, 'client'>): BytedanceOptimizedGoals {
  return {
    async goals(token, advertiserId, app, version) {
      const { data } = await client.call({
        medium: MEDIUM,
        method: 'GET',
        path: PATHS[version],
        params: {
          advertiser_id: numericId(advertiserId),
          landing_type: 'APP',
          marketing_purpose: 'CONVERSION',
          asset_type: 'APP',
          package_name: app.packageName,
          app_type: app.platform === 'APP_IOS' ? 'IOS' : 'ANDROID',
        },
        data: oceanengine.OptimizedGoalDataSchema,
        effect: 'read',
        token,
        advertiserId,
      });
      return {
        assetIds: (data.asset_ids ?? []).map(String),
        goals: (data.goals ?? []).map((g) => ({
          externalAction: g.external_action ?? '',
          name: g.optimization_name ?? '',
          historyBack: g.history_back === true,
          deepGoals: (g.deep_goals ?? []).map((d) => ({
            deepExternalAction: d.deep_external_action ?? '',
            name: d.optimization_name ?? '',
          })),
        })),
      };
    },
  };
}
