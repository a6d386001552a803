import { randomUUID } from 'node:crypto';
import {
  MEDIA_APP_CREATE_TASK,
  pageInfo,
  ROLE_ADMIN,
  type AppMedium,
  type MediaAppCreateAnswer,
  type MediaAppCreateBody,
  type MediaAppCreateItemRequest,
  type MediaAppListData,
  type MediaAppListQuery,
  type MediaAppQuotaData,
  type MediaAppRefreshAnswer,
  type MediaAppRefreshBody,
  MediaAppCreateBodySchema,
} from '@toufang/contracts';
import { APP_LIMITS, appProblems, appStoreIdOf, quotaLeft } from '@toufang/domain';
import type { AuthContext } from '../../http/access';
import { AppError, assertNoProblems, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Medium } from '../../lib/media-mirror';
import type { MediaAppCentre } from '../../media/app-centre';
import type { TokenSource } from '../../media/http/token-provider';
import type { MediaAccountsService } from '../media-accounts/media-accounts.service';
import type { TasksService } from '../tasks/tasks.service';
import { toAppItem } from './game-apps.mapper';
import type { AppScope, GameAppsRepository, NewGameApp } from './game-apps.repository';

/** Ids an error lists before it says how many more. */
const IDS_SHOWN = 10;
const listed = (ids: readonly string[]) => {
  const shown = ids.slice(0, IDS_SHOWN).join('、');
  return ids.length > IDS_SHOWN ? `${shown} 等 ${ids.length} 个` : shown;
};

const isAdmin = (auth: AuthContext) => auth.roles.includes(ROLE_ADMIN);
const scopeOf = (auth: AuthContext): AppScope =>
  isAdmin(auth) ? { all: true } : { all: false, userId: auth.userId };

/** Kuaishou's 应用标记: the name and the moment, unique in an account and ≤ 100 characters. */
function labelOf(name: string, at: Date): string {
  const stamp = at.toISOString().replace(/\D/g, '').slice(0, 14);
  return `${[...name].slice(0, 80).join('')}-${stamp}`;
}

export interface GameAppsDeps {
  repo: GameAppsRepository;
  accounts: Pick<MediaAccountsService, 'advertiserIdsInScope'>;
  tasks: Pick<TasksService, 'create'>;
  centres: Partial<Record<Medium, MediaAppCentre>>;
  tokens: (medium: Medium, advertiserId: string) => Promise<TokenSource>;
  clock: Clock;
}

/**
 * App management (spec 000 §2 `/project/*`, spec 002 §7 `/{medium}/app/*`; docs/architecture/
 * apps.md). Every check happens before anything is written or queued: the game is in the caller's
 * data scope, the app passes the medium's rules, the accounts are the caller's and have quota left.
 * Then one row per account is saved as `creating` and one task creates them in the app centres; a
 * link-based medium has no app centre and keeps the app here only.
 */
export class GameAppsService {
  constructor(private readonly deps: GameAppsDeps) {}

  private async requireGame(auth: AuthContext, gadCfgGameId: number) {
    const game = await this.deps.repo.findGame(gadCfgGameId);
    if (!game) throw notFound('游戏');
    if (!isAdmin(auth)) {
      const assigned = await this.deps.repo.assignedGameIds(auth.userId);
      if (!assigned.includes(game.id)) {
        throw new AppError('GAME_OUT_OF_SCOPE', { params: { game: game.gameName } });
      }
    }
    return game;
  }

  private async requireAccounts(auth: AuthContext, medium: Medium, ids: readonly string[]) {
    const scope = new Set(await this.deps.accounts.advertiserIdsInScope(auth, medium));
    const outside = ids.filter((id) => !scope.has(id));
    if (outside.length > 0) {
      throw new AppError('ADVERTISERS_OUT_OF_SCOPE', { params: { ids: listed(outside) } });
    }
  }

  async create(
    auth: AuthContext,
    medium: AppMedium,
    input: MediaAppCreateBody,
  ): Promise<MediaAppCreateAnswer> {
    const body = MediaAppCreateBodySchema.parse(input);
    const game = await this.requireGame(auth, body.gad_cfg_game_id);
    const storeId =
      body.store_id ?? (body.platform === 'APP_IOS' ? appStoreIdOf(body.download_url) : null);
    assertNoProblems(
      appProblems({
        medium,
        platform: body.platform,
        name: body.app_name,
        packageName: body.package_name,
        downloadUrl: body.download_url,
        iconUrl: body.icon_url ?? null,
        storeId,
        privacyUrl: body.privacy_url ?? null,
      }).map((p) => p.message),
    );
    const now = this.deps.clock.now();
    const row: Omit<NewGameApp, 'reviewStatus'> = {
      medium,
      gameId: game.id,
      name: body.app_name,
      platform: body.platform,
      packageName: body.package_name,
      downloadUrl: body.download_url,
      iconUrl: body.icon_url ?? null,
      privacyUrl: body.privacy_url ?? null,
      storeId: APP_LIMITS[medium].needsStoreId ? storeId : null,
      createdBy: auth.userId,
      createdAt: now,
      updatedAt: now,
    };
    if (medium === 'other') {
      const ids = await this.deps.repo.insert([{ ...row, reviewStatus: 'local' }]);
      return { task_id: null, app_ids: ids };
    }

    const accounts = [...new Set(body.advertiser_ids)];
    if (accounts.length === 0) throw new AppError('APP_ACCOUNTS_REQUIRED');
    await this.requireAccounts(auth, medium, accounts);
    const holding = await this.deps.repo.accountsHolding(
      medium,
      accounts,
      body.package_name,
      body.platform,
    );
    if (holding.length > 0) {
      throw new AppError('APP_EXISTS', { params: { ids: listed(holding) } });
    }
    const used = await this.deps.repo.countByAccount(medium, accounts);
    const full = accounts.filter((id) => quotaLeft(medium, used.get(id) ?? 0) === 0);
    if (full.length > 0) {
      throw new AppError('APP_QUOTA_EXCEEDED', { params: { ids: listed(full) } });
    }

    const label = labelOf(body.app_name, now);
    const ids = await this.deps.repo.insert(
      accounts.map((advertiserId) => ({
        ...row,
        advertiserId,
        label: medium === 'kuaishou' ? label : null,
        reviewStatus: 'creating' as const,
      })),
    );
    const key = randomUUID();
    const { id: taskId } = await this.deps.tasks.create<MediaAppCreateItemRequest>({
      type: MEDIA_APP_CREATE_TASK,
      title: `创建应用「${body.app_name}」到 ${accounts.length} 个账户`,
      createdBy: auth.userId,
      params: { medium, gad_cfg_game_id: body.gad_cfg_game_id, advertiser_ids: accounts },
      items: accounts.map((advertiserId, i) => ({
        request: {
          appRowId: ids[i] ?? 0,
          platform: body.platform,
          name: body.app_name,
          packageName: body.package_name,
          downloadUrl: body.download_url,
          iconUrl: body.icon_url ?? null,
          storeId,
          privacyUrl: body.privacy_url ?? null,
          label,
        },
        target: { medium, advertiserId, objectType: 'app', objectId: null },
        idempotencyKey: `${key}:${medium}:${advertiserId}`,
      })),
    });
    await this.deps.repo.setTask(ids, taskId);
    return { task_id: taskId, app_ids: ids };
  }

  async list(
    auth: AuthContext,
    medium: AppMedium,
    query: MediaAppListQuery,
  ): Promise<MediaAppListData> {
    const { list, total } = await this.deps.repo.list(medium, scopeOf(auth), query);
    return {
      list: list.map(toAppItem),
      page_info: pageInfo(query.page, query.per_page, total),
    };
  }

  /** The quota of the caller's accounts of the medium (or of the ones asked for). */
  async quota(
    auth: AuthContext,
    medium: AppMedium,
    wanted: readonly string[] | undefined,
  ): Promise<MediaAppQuotaData> {
    if (medium === 'other') return { list: [] };
    const scope = await this.deps.accounts.advertiserIdsInScope(auth, medium);
    const ids = wanted ? scope.filter((id) => wanted.includes(id)) : scope;
    const [accounts, used] = await Promise.all([
      this.deps.repo.accounts(medium, ids),
      this.deps.repo.countByAccount(medium, ids),
    ]);
    return {
      list: accounts.map((a) => {
        const n = used.get(a.advertiserId) ?? 0;
        return {
          advertiser_id: a.advertiserId,
          advertiser_name: a.name,
          quota: APP_LIMITS[medium].quotaPerAccount,
          used: n,
          left: quotaLeft(medium, n),
        };
      }),
    };
  }

  /**
   * `auto_refresh_data`: reads the app centres of the chosen accounts (all the caller's by
   * default) and takes in their apps; an account that cannot be read is reported, the rest go on.
   */
  async refresh(
    auth: AuthContext,
    medium: AppMedium,
    body: MediaAppRefreshBody,
  ): Promise<MediaAppRefreshAnswer> {
    const centre = medium === 'other' ? undefined : this.deps.centres[medium];
    if (!centre || medium === 'other') return { accounts: 0, apps: 0, failed: [] };
    const scope = await this.deps.accounts.advertiserIdsInScope(auth, medium);
    const ids = body.advertiser_ids ? [...new Set(body.advertiser_ids)] : scope;
    if (body.advertiser_ids) await this.requireAccounts(auth, medium, ids);
    const games = new Map(
      (await this.deps.repo.accounts(medium, ids)).map((a) => [a.advertiserId, a.gameId]),
    );
    const answer: MediaAppRefreshAnswer = { accounts: 0, apps: 0, failed: [] };
    for (const advertiserId of ids) {
      try {
        const token = await this.deps.tokens(medium, advertiserId);
        const views = await centre.listApps(token, advertiserId);
        answer.apps += await this.deps.repo.upsertListed(
          medium,
          advertiserId,
          games.get(advertiserId) ?? null,
          views,
          this.deps.clock.now(),
        );
        answer.accounts += 1;
      } catch (error) {
        const message =
          error instanceof AppError
            ? error.messageCn
            : error instanceof Error
              ? error.message
              : '读取失败';
        answer.failed.push({ advertiser_id: advertiserId, message });
      }
    }
    return answer;
  }
}
