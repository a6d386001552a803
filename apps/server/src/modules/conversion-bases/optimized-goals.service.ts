import type {
  AssetsAndOptimizedGoalData,
  OptimizedGoalData,
  OptimizedGoalItem,
  OptimizedGoalQuery,
} from '@toufang/contracts';
import type { AuthContext } from '../../http/access';
import { AppError } from '../../lib/app-error';
import type { TokenSource } from '../../media/http/token-provider';
import type { BytedanceOptimizedGoals, GoalView } from '../../media/bytedance/optimized-goals';
import type { MediaAccountsService } from '../media-accounts/media-accounts.service';
import type { BasePushesRepository } from './base-pushes.repository';
import type { ConversionBasesService } from './conversion-bases.service';

/** The goal of each event a base push makes (push-definitions: 激活, 注册, 付费). */
const GOAL_OF_EVENT: Record<string, string> = {
  active: 'AD_CONVERT_TYPE_ACTIVE',
  active_register: 'AD_CONVERT_TYPE_ACTIVE_REGISTER',
  active_pay: 'AD_CONVERT_TYPE_PAY',
};

export type GoalVersion = 'v2' | 'v3';

export interface OptimizedGoalsDeps {
  bases: Pick<ConversionBasesService, 'requireBase'>;
  accounts: Pick<MediaAccountsService, 'advertiserIdsInScope'>;
  pushes: Pick<BasePushesRepository, 'find'>;
  goals: BytedanceOptimizedGoals;
  tokens: (medium: 'bytedance', advertiserId: string) => Promise<TokenSource>;
}

const itemOf = (g: GoalView): OptimizedGoalItem => ({
  external_action: g.externalAction,
  name: g.name,
  history_back: g.historyBack,
  deep_goals: g.deepGoals.map((d) => ({
    deep_external_action: d.deepExternalAction,
    name: d.name,
  })),
});

/**
 * Ocean Engine's optimization goals of a base's app in one account (spec 002 §7
 * `/bytedance/event/optimized_goal`, `assets_and_optimized_goal`, `api_optimized_goal` and the
 * `v3/` variants; docs/architecture/conversion-bases.md): read from the medium every time, since
 * they follow the events made on the account's asset.
 */
export class OptimizedGoalsService {
  constructor(private readonly deps: OptimizedGoalsDeps) {}

  private async read(auth: AuthContext, query: OptimizedGoalQuery, version: GoalVersion) {
    const base = await this.deps.bases.requireBase(auth, query.base_id);
    if (base.medium !== 'bytedance' || base.platform === 'PC') {
      throw new AppError('VALIDATION_FAILED', { details: ['优化目标仅适用于巨量引擎的转化基础'] });
    }
    const scope = await this.deps.accounts.advertiserIdsInScope(auth, 'bytedance');
    if (!scope.includes(query.advertiser_id)) {
      throw new AppError('ADVERTISERS_OUT_OF_SCOPE', { params: { ids: query.advertiser_id } });
    }
    if (!base.packageName) {
      throw new AppError('VALIDATION_FAILED', { details: ['转化基础未关联应用包名'] });
    }
    const token = await this.deps.tokens('bytedance', query.advertiser_id);
    const answer = await this.deps.goals.goals(
      token,
      query.advertiser_id,
      { packageName: base.packageName, platform: base.platform },
      version,
    );
    return { base, answer };
  }

  async optimizedGoals(
    auth: AuthContext,
    query: OptimizedGoalQuery,
    version: GoalVersion,
  ): Promise<OptimizedGoalData> {
    const { answer } = await this.read(auth, query, version);
    return { goals: answer.goals.map(itemOf) };
  }

  async assetsAndGoals(
    auth: AuthContext,
    query: OptimizedGoalQuery,
    version: GoalVersion,
  ): Promise<AssetsAndOptimizedGoalData> {
    const { answer } = await this.read(auth, query, version);
    return { asset_ids: answer.assetIds, goals: answer.goals.map(itemOf) };
  }

  /** The goals reported by the publisher's attribution service: the events the base's push made. */
  async apiGoals(
    auth: AuthContext,
    query: OptimizedGoalQuery,
    version: GoalVersion,
  ): Promise<OptimizedGoalData> {
    const { base, answer } = await this.read(auth, query, version);
    const push = await this.deps.pushes.find({
      baseId: base.id,
      medium: 'bytedance',
      advertiserId: query.advertiser_id,
    });
    const ours = new Set(
      (push?.events ?? []).map((e) => GOAL_OF_EVENT[e.event_type]).filter(Boolean),
    );
    return {
      goals: answer.goals
        .filter((g) => ours.has(g.externalAction))
        .map((g) => ({
          ...itemOf(g),
          deep_goals: g.deepGoals
            .filter((d) => ours.has(d.deepExternalAction))
            .map((d) => ({ deep_external_action: d.deepExternalAction, name: d.name })),
        })),
    };
  }
}
