import { oceanengine } from '@toufang/media-wire';
import type { MediumContext } from '../../http/medium-context';

// 获取可用优化目标 (media-wire oceanengine/optimized-goal.ts), v2 and v3.0 paths alike. The goals
// are the events made on the account's asset of the app asked for (package name and type): each
// event a goal, and under 激活 and 注册 the deeper events made as deep goals. No conversion is
// reported to the sandbox, so `history_back` is always false. No such asset: no goals.

const API = '/oceanengine/open_api';

const ACTIONS: Record<number, { action: string; name: string; deep: boolean }> = {
  8: { action: 'AD_CONVERT_TYPE_ACTIVE', name: '激活', deep: false },
  9: { action: 'AD_CONVERT_TYPE_ACTIVE_REGISTER', name: '注册', deep: false },
  14: { action: 'AD_CONVERT_TYPE_PAY', name: '付费', deep: true },
  28: { action: 'AD_CONVERT_TYPE_NEXT_DAY_OPEN', name: '次留', deep: true },
  25: { action: 'AD_CONVERT_TYPE_GAME_ADDICTION', name: '关键行为', deep: true },
};
const SHALLOW_WITH_DEEP = new Set([8, 9]);

export function registerOceanEngineOptimizedGoals(ctx: MediumContext): void {
  const { eventAssets: assets, assetEvents: events } = ctx.state.oceanengine;

  const answer = (input: unknown, advertiserId: number): oceanengine.OptimizedGoalData => {
    const query = ctx.parse(oceanengine.OptimizedGoalRequestSchema, input);
    if (query.asset_type !== 'APP' || query.landing_type !== 'APP')
      return { asset_ids: [], goals: [] };
    const appType = query.app_type === 'IOS' ? 'IOS' : 'Android';
    const matching = assets
      .listByAdvertiser(advertiserId)
      .filter(
        (a) =>
          a.wire.asset_type === 'APP' &&
          a.wire.app_asset?.app_type === appType &&
          (!query.package_name || a.wire.app_asset.package_name === query.package_name),
      );
    const made = new Set(
      events.filter((e) => matching.some((a) => a.id === e.assetId)).map((e) => e.eventId),
    );
    const goalOf = (id: number): oceanengine.OptimizedGoal => ({
      external_action: ACTIONS[id]?.action ?? '',
      optimization_name: ACTIONS[id]?.name ?? '',
      history_back: false,
      twenty_four_hour_back: false,
      value_type: 'Disabled',
      asset_types: ['APP'],
    });
    const ids = Object.keys(ACTIONS)
      .map(Number)
      .filter((id) => made.has(id));
    const deep = ids.filter((id) => ACTIONS[id]?.deep);
    return {
      asset_ids: matching.map((a) => a.id),
      goals: ids.map((id) => ({
        ...goalOf(id),
        ...(SHALLOW_WITH_DEEP.has(id)
          ? {
              deep_goals: deep.map((d) => ({
                deep_external_action: ACTIONS[d]?.action ?? '',
                optimization_name: ACTIONS[d]?.name ?? '',
                history_back: false,
              })),
            }
          : {}),
      })),
    };
  };

  for (const path of [
    '2/event_manager/optimized_goal/get_v2/',
    'v3.0/event_manager/optimized_goal/get_v2/',
  ]) {
    ctx.endpoint('GET', `${API}/${path}`, (req) => answer(req.input, ctx.advertiser(req).id));
  }
}
