import {
  NonStreamRetryBodySchema,
  pageInfo,
  ROLE_ADMIN,
  type NonStreamListData,
  type NonStreamListQuery,
  type NonStreamRetryAnswer,
  type NonStreamRetryBody,
} from '@toufang/contracts';
import type { AuthContext } from '../../http/access';
import { AppError } from '../../lib/app-error';
import type { AppScope } from './game-apps.repository';
import type { NonStreamRepository } from './non-stream.repository';
import type { SubPackagesService } from './sub-packages.service';

/** Apps whose builds one list reads from the medium; the rest are read on the next list. */
const BUILDING_APPS_READ = 10;

const scopeOf = (auth: AuthContext): AppScope =>
  auth.roles.includes(ROLE_ADMIN) ? { all: true } : { all: false, userId: auth.userId };

export interface NonStreamDeps {
  repo: NonStreamRepository;
  packages: Pick<SubPackagesService, 'assertRetryable' | 'refreshBuilds' | 'retry'>;
}

/**
 * Non-stream ad IDs (spec 000 §2 `/landing/nonlink`, spec 002 §7 `/amt/non_stream_adid`,
 * `non_stream_retry`; docs/architecture/ad-ids.md "Non-stream ad IDs"): the ad IDs handed out
 * as channel packages, across the caller's apps, and the failed ones cut again.
 */
export class NonStreamService {
  constructor(private readonly deps: NonStreamDeps) {}

  async list(auth: AuthContext, query: NonStreamListQuery): Promise<NonStreamListData> {
    const scope = scopeOf(auth);
    for (const appId of await this.deps.repo.buildingApps(scope, BUILDING_APPS_READ)) {
      await this.deps.packages.refreshBuilds(auth, appId);
    }
    const { status: _status, page: _page, per_page: _perPage, ...filters } = query;
    const [{ list, total }, counts] = await Promise.all([
      this.deps.repo.list(scope, query),
      this.deps.repo.counts(scope, filters),
    ]);
    return {
      list: list.map(({ row, adIdName, appName, packageName, gameName }) => ({
        id: row.id,
        ad_id: row.channelId,
        ad_id_name: adIdName,
        game_name: gameName,
        app_id: row.gameAppId,
        app_name: appName,
        package_name: packageName ?? '',
        status: row.status,
        download_url: row.downloadUrl,
        fail_reason: row.failReason,
        updated_at: row.updatedAt.toISOString(),
      })),
      page_info: pageInfo(query.page, query.per_page, total),
      counts,
    };
  }

  /**
   * Every app of the named failed packages is checked first (found, still approved); one that
   * is not refuses the whole request with nothing sent. Then one task per app cuts them again.
   */
  async retry(auth: AuthContext, input: NonStreamRetryBody): Promise<NonStreamRetryAnswer> {
    const body = NonStreamRetryBodySchema.parse(input);
    const wanted = [...new Set(body.sub_package_ids)];
    const failed = await this.deps.repo.failed(scopeOf(auth), wanted);
    if (failed.length === 0) throw new AppError('SUB_PACKAGE_NONE_FAILED');
    const byApp = new Map<number, number[]>();
    for (const f of failed) byApp.set(f.appId, [...(byApp.get(f.appId) ?? []), f.id]);
    for (const appId of byApp.keys()) await this.deps.packages.assertRetryable(auth, appId);
    const tasks: NonStreamRetryAnswer['tasks'] = [];
    for (const [appId, ids] of byApp) {
      const sent = await this.deps.packages.retry(auth, { app_id: appId, sub_package_ids: ids });
      tasks.push({ app_id: appId, task_id: sent.task_id, item_count: sent.item_count });
    }
    return { tasks, skipped: wanted.length - failed.length };
  }
}
