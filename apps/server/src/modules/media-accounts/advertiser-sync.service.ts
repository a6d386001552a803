import type { AdvertiserSyncProgress } from '@toufang/contracts';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { Medium } from '../../lib/media-mirror';
import { MediaCallError, ReauthorizeRequired } from '../../media/http/media-errors';
import type { TokenSource } from '../../media/http/token-provider';
import type { MediaAdapter } from '../../media/media-adapter';
import { scopeOf, type MediaAccountsService } from './media-accounts.service';
import type { GrantView, Viewer } from './media-accounts.types';

/** Errors kept per run: enough to act on, bounded however many accounts fail. */
const MAX_ERRORS = 50;
const PAGE = 1000;

export interface AdvertiserSyncDeps {
  accounts: MediaAccountsService;
  adapters: Readonly<Record<Medium, MediaAdapter>>;
  tokens: { tokenSourceOfAuthorization(authorizationId: number): Promise<TokenSource> };
  clock: Clock;
  log: { error(obj: object, msg: string): void };
}

interface Run {
  progress: AdvertiserSyncProgress;
  finished: Promise<void>;
}

/**
 * "Sync advertisers" (spec 000 §7 `/{feed}/auth/sync_advertisers`, polled through
 * `/{feed}/auth/advertisers`): reads every grant's account listing and the accounts' funds from the
 * medium again, in the background. One run per medium and data scope at a time; its progress stays
 * in this process until the next run (the poll reaches the process that started it: the embedded
 * product is one process, and a run takes seconds).
 */
export class AdvertiserSyncService {
  private readonly runs = new Map<string, Run>();

  constructor(private readonly deps: AdvertiserSyncDeps) {}

  /** Starts a run, or answers the one still running for this medium and scope. */
  start(viewer: Viewer, medium: Medium): AdvertiserSyncProgress {
    const key = runKey(viewer, medium);
    const current = this.runs.get(key);
    if (current?.progress.state === 'running') return { ...current.progress };
    const progress: AdvertiserSyncProgress = {
      medium,
      state: 'running',
      total: 0,
      done: 0,
      failed: 0,
      accounts: 0,
      errors: [],
      started_at: this.deps.clock.now().toISOString(),
      finished_at: null,
    };
    const finished = this.run(viewer, medium, progress)
      .catch((error: unknown) => {
        this.deps.log.error({ err: error, medium }, 'advertiser sync failed');
        addError(progress, '全部', '同步中断，请稍后重试');
      })
      .finally(() => {
        progress.state = 'done';
        progress.finished_at = this.deps.clock.now().toISOString();
      });
    this.runs.set(key, { progress, finished });
    return { ...progress };
  }

  /** The latest run of this medium by this scope, running or finished; null before any. */
  progress(viewer: Viewer, medium: Medium): AdvertiserSyncProgress | null {
    const run = this.runs.get(runKey(viewer, medium));
    return run ? { ...run.progress, errors: [...run.progress.errors] } : null;
  }

  /** Resolves once the current run of this medium and scope has ended. */
  async settled(viewer: Viewer, medium: Medium): Promise<void> {
    await this.runs.get(runKey(viewer, medium))?.finished;
  }

  private async run(viewer: Viewer, medium: Medium, progress: AdvertiserSyncProgress) {
    const grants = await this.deps.accounts.grantsInScope(viewer, medium);
    progress.total = grants.length;
    for (const grant of grants) {
      const label = grant.mediumUserName ?? `授权 ${grant.mediumUserId}`;
      try {
        progress.accounts += await this.syncGrant(viewer, grant, label, progress);
      } catch (error) {
        progress.failed += 1;
        addError(progress, label, await this.failureMessage(grant, error));
      }
      progress.done += 1;
    }
  }

  /** Re-reads one grant's accounts, then the funds of its enabled accounts; answers the count. */
  private async syncGrant(
    viewer: Viewer,
    grant: GrantView,
    label: string,
    progress: AdvertiserSyncProgress,
  ): Promise<number> {
    const { accounts, adapters } = this.deps;
    const adapter = adapters[grant.medium];
    const token = await this.deps.tokens.tokenSourceOfAuthorization(grant.id);
    const listed = await adapter.listAuthorizedAdvertisers(token);
    await accounts.syncAdvertisers(
      grant.id,
      listed.map((a) => ({
        advertiserId: a.id,
        name: a.name,
        company: a.company,
        role: a.role,
        parentAdvertiserId: a.parentId,
      })),
    );
    // A disabled account is kept but not synced (schema `advertisers.enabled`).
    for (let page = 1; ; page += 1) {
      const { list, total } = await accounts.listAdvertisers(viewer, {
        medium: grant.medium,
        authorizationId: grant.id,
        enabled: true,
        page,
        perPage: PAGE,
      });
      for (const account of list) {
        try {
          const [funds] = await adapter.getAccountFunds(token, [account.advertiserId]);
          if (funds) {
            await accounts.recordAccountFigures(grant.medium, account.advertiserId, {
              balance: funds.balanceFen,
            });
          }
        } catch (error) {
          // One account's funds failing leaves the others; a refused grant stops the grant.
          if (!(error instanceof MediaCallError) || error.kind === 'token_invalid') throw error;
          addError(progress, label, `账户 ${account.advertiserId} 余额读取失败：${error.message}`);
        }
      }
      if (page * PAGE >= total) break;
    }
    return listed.length;
  }

  /** What the operator reads for a failed grant; a refusal marks the grant for re-authorization. */
  private async failureMessage(grant: GrantView, error: unknown): Promise<string> {
    if (error instanceof AppError && error.key === 'REAUTHORIZE_REQUIRED') {
      return '授权已失效，请重新授权';
    }
    // Refused refresh, or an access token the medium no longer knows (authorization cancelled).
    const refused =
      error instanceof ReauthorizeRequired
        ? error.message
        : error instanceof MediaCallError && error.kind === 'token_invalid'
          ? `媒体已不再接受此授权，请重新授权（${error.message}）`
          : null;
    if (refused !== null) {
      await this.deps.accounts.recordRefreshFailure(grant.id, {
        code: 'REAUTHORIZE_REQUIRED',
        message: refused,
        outcome: 'revoked',
      });
      return refused;
    }
    if (error instanceof MediaCallError) return `媒体接口调用失败：${error.message}`;
    this.deps.log.error(
      { err: error, authorizationId: grant.id },
      'advertiser sync of a grant failed',
    );
    return '同步失败，请稍后重试';
  }
}

function runKey(viewer: Viewer, medium: Medium): string {
  const scope = scopeOf(viewer);
  return `${medium}:${scope.kind === 'all' ? 'all' : `user-${scope.userId}`}`;
}

function addError(progress: AdvertiserSyncProgress, grant: string, message: string): void {
  if (progress.errors.length < MAX_ERRORS) progress.errors.push({ grant, message });
}
