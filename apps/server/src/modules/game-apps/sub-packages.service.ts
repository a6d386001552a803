import {
  ManualExtendBodySchema,
  pageInfo,
  RetryExtendBodySchema,
  ROLE_ADMIN,
  SUB_PACKAGE_TASK,
  type CheckDownloadAnswer,
  type ManualExtendAnswer,
  type ManualExtendBody,
  type PackageWarningsData,
  type RetryExtendAnswer,
  type RetryExtendBody,
  type SubPackageItemRequest,
  type SubPackageListData,
  type SubPackageListQuery,
  type SubPackageOplogData,
  type SubPackageOplogUser,
} from '@toufang/contracts';
import {
  channelAdIdProblem,
  packageQuotaProblem,
  packageWarningKinds,
  subPackageAppProblem,
} from '@toufang/domain';
import type { AuthContext } from '../../http/access';
import { AppError, assertNoProblems, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { TokenSource } from '../../media/http/token-provider';
import type { KuaishouSubPackages } from '../../media/kuaishou/sub-packages';
import type { AdIdsRepository } from '../ad-ids/ad-ids.repository';
import type { TasksService } from '../tasks/tasks.service';
import { downloadProblem, mapLimited, type FetchLike } from './download-check';
import type { AppScope, GameAppRecord, GameAppsRepository } from './game-apps.repository';
import { toSubPackageApp, toSubPackageItem, toOplogItem } from './sub-packages.mapper';
import type { SubPackageRow, SubPackagesRepository } from './sub-packages.repository';

/** Problems an error lists before it says how many more. */
const PROBLEMS_SHOWN = 20;
/** Download links checked at once. */
const CHECKS_AT_ONCE = 8;

const scopeOf = (auth: AuthContext): AppScope =>
  auth.roles.includes(ROLE_ADMIN) ? { all: true } : { all: false, userId: auth.userId };

function listedProblems(problems: readonly string[]): string[] {
  if (problems.length <= PROBLEMS_SHOWN) return [...problems];
  return [
    ...problems.slice(0, PROBLEMS_SHOWN),
    `另有 ${problems.length - PROBLEMS_SHOWN} 个问题未列出`,
  ];
}

export interface SubPackagesDeps {
  repo: SubPackagesRepository;
  apps: GameAppsRepository;
  adIds: AdIdsRepository;
  tasks: Pick<TasksService, 'create'>;
  packages: KuaishouSubPackages;
  tokens: (medium: 'kuaishou', advertiserId: string) => Promise<TokenSource>;
  clock: Clock;
  fetch?: FetchLike;
}

/**
 * Kuaishou sub-packages (spec 000 §2 `/project/packageTask/:id`, spec 002 §7
 * `manual_extend_package`, `retry_extend_package`, `check_download`; docs/architecture/apps.md).
 * Every check happens before anything is written: the app is the caller's, approved on Kuaishou
 * and Android; every ad ID is a Kuaishou ad ID of the app's game the caller sees; the medium's
 * quota holds them. Then one row per ad ID is saved `queued` and one task cuts them.
 */
export class SubPackagesService {
  constructor(private readonly deps: SubPackagesDeps) {}

  private async requireApp(auth: AuthContext, id: number): Promise<GameAppRecord> {
    const app = await this.deps.apps.findRecord(scopeOf(auth), id);
    if (!app || app.medium !== 'kuaishou') throw notFound('应用');
    return app;
  }

  private requirePackageable(app: GameAppRecord): void {
    const reason = subPackageAppProblem(app);
    if (reason) throw new AppError('SUB_PACKAGE_APP_UNSUPPORTED', { params: { reason } });
  }

  private async tokenOf(app: GameAppRecord): Promise<TokenSource> {
    return this.deps.tokens('kuaishou', app.advertiserId ?? '');
  }

  /** The medium's quota of the app's packages, recorded; null when the medium cannot be read. */
  private async readQuota(app: GameAppRecord) {
    try {
      const quota = await this.deps.packages.quota(
        await this.tokenOf(app),
        app.advertiserId ?? '',
        app.mediaAppId ?? '',
      );
      await this.deps.repo.recordQuota(app.id, quota);
      return quota;
    } catch {
      return app.packageQuota === null || app.packageUsed === null
        ? null
        : { quota: app.packageQuota, used: app.packageUsed };
    }
  }

  private async channels(auth: AuthContext, app: GameAppRecord, body: ManualExtendBody) {
    const scope = scopeOf(auth);
    const problems: string[] = [];
    let wanted: string[] = [];
    if (body.batch_id !== undefined) {
      if (!(await this.deps.adIds.findBatch(scope, Number(body.batch_id)))) {
        throw notFound('广告ID批次');
      }
    } else {
      wanted = [...new Set(body.ad_ids ?? [])];
      for (const id of wanted) {
        const problem = channelAdIdProblem(id);
        if (problem) problems.push(problem);
      }
      assertNoProblems(listedProblems(problems));
    }
    const rows = await this.deps.adIds.channelAdIds(
      scope,
      body.batch_id !== undefined ? { batchId: Number(body.batch_id) } : { adIds: wanted },
    );
    const found = new Set(rows.map((r) => r.adId));
    for (const id of wanted) if (!found.has(id)) problems.push(`广告ID不存在：${id}`);
    for (const r of rows) {
      if (r.medium !== 'kuaishou') problems.push(`不是磁力引擎的广告ID：${r.adId}`);
      else if (r.gameId !== app.gameId) problems.push(`广告ID ${r.adId} 不属于该应用的游戏`);
    }
    assertNoProblems(listedProblems(problems));
    return rows;
  }

  private async queue(
    auth: AuthContext,
    app: GameAppRecord,
    rows: readonly SubPackageRow[],
    kind: 'create' | 'retry',
  ): Promise<number> {
    const items = rows.map((row) => ({
      request: {
        subPackageRowId: row.id,
        mediaAppId: app.mediaAppId ?? '',
        channelId: row.channelId,
        mode: row.mediaSubPackageId ? 'retry' : 'create',
        mediaSubPackageId: row.mediaSubPackageId,
      } satisfies SubPackageItemRequest,
      target: {
        medium: 'kuaishou',
        advertiserId: app.advertiserId,
        objectType: 'sub_package',
        objectId: row.mediaSubPackageId,
      },
      idempotencyKey: `sub-package:${row.id}:${row.generation}`,
    }));
    const { id } = await this.deps.tasks.create({
      type: SUB_PACKAGE_TASK,
      title: `${kind === 'retry' ? '重试分包' : '分包'}：${app.name}（${rows.length} 个广告ID）`,
      createdBy: auth.userId,
      params: { app_id: app.id, kind },
      items,
    });
    await this.deps.repo.setTask(
      rows.map((r) => r.id),
      id,
    );
    return id;
  }

  async extend(auth: AuthContext, input: ManualExtendBody): Promise<ManualExtendAnswer> {
    const body = ManualExtendBodySchema.parse(input);
    const app = await this.requireApp(auth, body.app_id);
    this.requirePackageable(app);
    const channels = await this.channels(auth, app, body);
    const existing = await this.deps.repo.existingAdIds(
      app.id,
      channels.map((c) => c.id),
    );
    const fresh = channels.filter((c) => !existing.has(c.id));
    if (fresh.length === 0) return { task_id: null, item_count: 0, skipped: existing.size };

    const quota = await this.readQuota(app);
    if (quota) {
      const used = Math.max(quota.used, await this.deps.repo.countOf(app.id));
      const reason = packageQuotaProblem(used, fresh.length, quota.quota);
      if (reason) throw new AppError('SUB_PACKAGE_QUOTA_EXCEEDED', { params: { reason } });
    }

    const now = this.deps.clock.now();
    const rows = await this.deps.repo.insert(
      fresh.map((c) => ({
        gameAppId: app.id,
        adIdId: c.id,
        channelId: c.adId,
        status: 'queued' as const,
        createdBy: auth.userId,
        createdAt: now,
        updatedAt: now,
      })),
    );
    if (rows.length === 0) return { task_id: null, item_count: 0, skipped: channels.length };
    try {
      const taskId = await this.queue(auth, app, rows, 'create');
      return { task_id: taskId, item_count: rows.length, skipped: channels.length - rows.length };
    } catch (error) {
      await this.deps.repo.remove(rows.map((r) => r.id));
      throw error;
    }
  }

  async retry(auth: AuthContext, input: RetryExtendBody): Promise<RetryExtendAnswer> {
    const body = RetryExtendBodySchema.parse(input);
    const app = await this.requireApp(auth, body.app_id);
    this.requirePackageable(app);
    const now = this.deps.clock.now();
    const rows = await this.deps.repo.requeueFailed(app.id, body.sub_package_ids, now);
    if (rows.length === 0) throw new AppError('SUB_PACKAGE_NONE_FAILED');
    try {
      const taskId = await this.queue(auth, app, rows, 'retry');
      return { task_id: taskId, item_count: rows.length };
    } catch (error) {
      for (const r of rows) {
        await this.deps.repo.restoreFailed([r.id], r.failReason ?? '分包失败', now);
      }
      throw error;
    }
  }

  /** Throws as `retry` does when the app's packages cannot be cut again (not found, not approved). */
  async assertRetryable(auth: AuthContext, appId: number): Promise<void> {
    this.requirePackageable(await this.requireApp(auth, appId));
  }

  /** Reads the end of an app's builds from the medium, for lists across apps. */
  async refreshBuilds(auth: AuthContext, appId: number): Promise<void> {
    const app = await this.deps.apps.findRecord(scopeOf(auth), appId);
    if (app?.medium === 'kuaishou' && subPackageAppProblem(app) === null) {
      await this.syncBuilds(app);
    }
  }

  /** Reads the end of the app's builds from the medium; the list answers even when it cannot. */
  private async syncBuilds(app: GameAppRecord): Promise<boolean> {
    const building = await this.deps.repo.building(app.id);
    if (building.length === 0) return false;
    try {
      const listed = await this.deps.packages.list(
        await this.tokenOf(app),
        app.advertiserId ?? '',
        app.mediaAppId ?? '',
        building.map((b) => b.channelId),
      );
      await this.deps.repo.recordBuilds(app.id, listed, this.deps.clock.now());
    } catch {
      // The medium is unreachable now: the rows stay `building` and are read on the next list.
    }
    return true;
  }

  async list(auth: AuthContext, query: SubPackageListQuery): Promise<SubPackageListData> {
    const app = await this.requireApp(auth, query.app_id);
    const packageable = subPackageAppProblem(app) === null;
    const changed = packageable && (await this.syncBuilds(app));
    const quota =
      packageable && (changed || app.packageQuota === null)
        ? await this.readQuota(app)
        : app.packageQuota === null || app.packageUsed === null
          ? null
          : { quota: app.packageQuota, used: app.packageUsed };
    const [{ list, total }, counts, failures] = await Promise.all([
      this.deps.repo.list(app.id, query),
      this.deps.repo.counts(app.id),
      this.deps.repo.downloadFailures([app.id]),
    ]);
    return {
      list: list.map(toSubPackageItem),
      page_info: pageInfo(query.page, query.per_page, total),
      app: toSubPackageApp(app, subPackageAppProblem(app)),
      counts,
      quota,
      warnings: packageWarningKinds({
        downloadFailures: (failures.get(app.id) ?? 0) + (app.downloadOk === false ? 1 : 0),
        used: quota?.used ?? null,
        quota: quota?.quota ?? null,
      }),
    };
  }

  async oplog(
    auth: AuthContext,
    query: { app_id: number; user_id?: number | undefined; page: number; per_page: number },
  ): Promise<SubPackageOplogData> {
    const app = await this.requireApp(auth, query.app_id);
    const { list, total } = await this.deps.repo.oplog(
      app.id,
      query.user_id,
      query.page,
      query.per_page,
    );
    return {
      list: list.map(toOplogItem),
      page_info: pageInfo(query.page, query.per_page, total),
    };
  }

  async oplogUsers(auth: AuthContext, appId: number): Promise<SubPackageOplogUser[]> {
    const app = await this.requireApp(auth, appId);
    const rows = await this.deps.repo.oplogUsers(app.id);
    return rows.map((r) => ({ user_id: r.userId, name: r.name }));
  }

  async checkDownload(auth: AuthContext, appId: number): Promise<CheckDownloadAnswer> {
    const app = await this.requireApp(auth, appId);
    const built = await this.deps.repo.built(app.id);
    const now = this.deps.clock.now();
    const failed: CheckDownloadAnswer['failed'] = [];
    const fetchFn = this.deps.fetch ?? fetch;
    const unreachable = new Map<string, string>();
    if (app.downloadUrl) {
      const problem = await downloadProblem(app.downloadUrl, fetchFn, { unreachable });
      await this.deps.repo.recordAppCheck(app.id, problem, now);
      if (problem) {
        failed.push({ sub_package_id: null, ad_id: null, url: app.downloadUrl, reason: problem });
      }
    }
    await mapLimited(built, CHECKS_AT_ONCE, async (row) => {
      const url = row.downloadUrl ?? '';
      const problem = await downloadProblem(url, fetchFn, { unreachable });
      await this.deps.repo.recordCheck(row.id, problem, now);
      if (problem)
        failed.push({ sub_package_id: row.id, ad_id: row.channelId, url, reason: problem });
    });
    failed.sort((a, b) => (a.sub_package_id ?? 0) - (b.sub_package_id ?? 0));
    return { checked: built.length + (app.downloadUrl ? 1 : 0), failed };
  }

  /** The package warning list (分包预警): the caller's Kuaishou apps with a warning. */
  async warnings(auth: AuthContext): Promise<PackageWarningsData> {
    const apps = await this.deps.apps.packageApps(scopeOf(auth));
    const failures = await this.deps.repo.downloadFailures(apps.map((a) => a.id));
    const list = apps.flatMap((app) => {
      const downloadFailures = (failures.get(app.id) ?? 0) + (app.downloadOk === false ? 1 : 0);
      const kinds = packageWarningKinds({
        downloadFailures,
        used: app.packageUsed,
        quota: app.packageQuota,
      });
      return kinds.length === 0
        ? []
        : [
            {
              app_id: app.id,
              app_name: app.name,
              advertiser_id: app.advertiserId,
              package_name: app.packageName,
              kinds,
              quota: app.packageQuota,
              used: app.packageUsed,
              download_failures: downloadFailures,
            },
          ];
    });
    return { list };
  }
}
