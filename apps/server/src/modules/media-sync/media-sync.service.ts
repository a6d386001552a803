import {
  pageInfo,
  ROLE_ADMIN,
  SYNC_RESOURCE_KEYS,
  type MediaSyncAdvertiserView,
  type MediaSyncResourceView,
  type MediaSyncRunBody,
  type MediaSyncRunData,
  type MediaSyncStatusData,
  type MediaSyncStatusQuery,
  type SyncTrigger,
} from '@toufang/contracts';
import { notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import {
  LEGACY_SOURCES,
  MIRROR_MEDIA,
  type LegacySource,
  type Medium,
  type MirrorSource,
  type SyncResource,
} from '../../lib/media-mirror';
import { ReauthorizeRequired } from '../../media/http/media-errors';
import type { MediaAccountsService } from '../media-accounts/media-accounts.service';
import type { Viewer } from '../media-accounts/media-accounts.types';
import { type AdvertiserOutcome, type AdvertiserSync, type ReadBack } from './advertiser-sync';
import type {
  AdvertiserKeys,
  MediaSyncRepository,
  SyncStateRow,
  SyncTarget,
} from './media-sync.repository';
import { yieldToOthers } from './chunk-writer';
import { SYNC_FAMILIES } from './sync-families';
import { runView, SyncRuns, type RunOutcome, type SyncRun } from './sync-runs';
import type { SyncLocks } from './sync-locks';

const ADVERTISER = '广告主';
/** The least time between two refreshes of the planner's statistics after runs. */
const STATISTICS_EVERY_MS = 5 * 60_000;

export interface SyncRequest {
  trigger: SyncTrigger;
  medium?: Medium;
  /** Only these advertisers (still only the enabled ones with a grant). */
  only?: readonly AdvertiserKeys[];
  /** List every object again (deletions found) whatever the last full listing. */
  full?: boolean;
  createdBy?: number | null;
  /**
   * Leave out advertisers whose last sync began at or after this: the scheduled run of each
   * process skips what another process already synced in the same slot.
   */
  notSyncedSince?: Date;
}

export interface MediaSyncDeps {
  repo: MediaSyncRepository;
  advertiserSync: AdvertiserSync;
  locks: SyncLocks;
  accounts: Pick<MediaAccountsService, 'advertiserIdsInScope' | 'recordRefreshFailure'>;
  isMediumConfigured(medium: Medium): boolean;
  clock: Clock;
  concurrency: number;
  /** Refresh the planner's statistics after runs (the embedded database has no autovacuum). */
  analyzeAfterRun?: boolean;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/**
 * Sync runs of the local media mirror (docs/adr/0006): the scheduled one, a user's on-demand one,
 * and the demo's first one. A run takes each advertiser under a lock held across processes, so two
 * runs never sync one advertiser at once; failures stay with their advertiser and resource.
 */
export class MediaSyncService {
  private readonly runs = new SyncRuns();
  private readonly stopping = new AbortController();
  private analyzing: Promise<void> | undefined;
  private analyzedAt: number | null = null;

  constructor(private readonly deps: MediaSyncDeps) {}

  /** `POST /media-sync/run`: advertisers outside the caller's data scope are refused. */
  async requestRun(viewer: Viewer, body: MediaSyncRunBody): Promise<MediaSyncRunData> {
    const inScope = await this.keysInScope(viewer, body.medium);
    let only = inScope;
    if (body.advertiser_ids) {
      const wanted = new Set(body.advertiser_ids);
      only = inScope.map((k) => ({
        medium: k.medium,
        advertiserIds: k.advertiserIds.filter((id) => wanted.has(id)),
      }));
      const found = new Set(only.flatMap((k) => k.advertiserIds));
      if ([...wanted].some((id) => !found.has(id))) throw notFound(ADVERTISER);
    }
    const run = await this.start({
      trigger: 'manual',
      medium: body.medium,
      only,
      createdBy: viewer.userId,
    });
    return { run_id: run.id };
  }

  /** Starts a run in the background; answers it once its advertisers are known. */
  async start(request: SyncRequest): Promise<SyncRun> {
    const targets = (
      await this.deps.repo.listTargets({ medium: request.medium, only: request.only })
    ).filter((t) => this.deps.isMediumConfigured(t.medium));
    const { run, settle } = this.runs.open(
      {
        trigger: request.trigger,
        medium: request.medium ?? null,
        full: request.full ?? false,
        createdBy: request.createdBy ?? null,
        total: targets.length,
      },
      this.deps.clock.now(),
    );
    void this.execute(run, targets, request)
      .catch((error: unknown) =>
        this.deps.log.error({ err: error, run: run.id }, 'media sync failed'),
      )
      .finally(() => {
        if (run.status === 'running') this.runs.close(run, 'stopped', this.deps.clock.now());
        settle();
      });
    return run;
  }

  /** Runs to the end (the scheduler, tests, the bench). */
  async run(request: SyncRequest): Promise<SyncRun> {
    const run = await this.start(request);
    await run.done;
    return run;
  }

  /**
   * Reads objects a write just made back into the mirror (AdvertiserSync.readBack): of the
   * medium's current family, or of the legacy family `source` names.
   */
  readBack(
    target: { medium: Medium; advertiserId: string; source?: MirrorSource },
    wanted: readonly ReadBack[],
  ): Promise<number> {
    const { medium, advertiserId, source } = target;
    return this.deps.advertiserSync.readBack({ source: source ?? medium, advertiserId }, wanted);
  }

  /** Starts a run and forgets it; a failure to start is logged. */
  startInBackground(request: SyncRequest): void {
    this.start(request).catch((error: unknown) =>
      this.deps.log.error({ err: error, trigger: request.trigger }, 'media sync did not start'),
    );
  }

  async status(viewer: Viewer, query: MediaSyncStatusQuery): Promise<MediaSyncStatusData> {
    const admin = viewer.roles.includes(ROLE_ADMIN);
    const keys = await this.keysInScope(viewer, query.medium);
    const page = await this.deps.repo.statusPage(keys, {
      page: query.page,
      perPage: query.per_page,
    });
    const states = new Map<string, SyncStateRow[]>();
    for (const s of page.states) {
      const key = `${s.medium}:${s.advertiserId}`;
      states.set(key, [...(states.get(key) ?? []), s]);
    }
    const list: MediaSyncAdvertiserView[] = page.list.map((a) => {
      const of = (source: MirrorSource) => states.get(`${source}:${a.advertiserId}`) ?? [];
      return {
        medium: a.medium,
        advertiser_id: a.advertiserId,
        name: a.name,
        enabled: a.enabled,
        authorization_status: a.authorizationStatus,
        synced_at: iso(a.syncedAt),
        resources: resourceViews(SYNC_RESOURCE_KEYS, of(a.medium)),
        legacy_families: SYNC_FAMILIES[a.medium].flatMap(({ source, resources }) =>
          isLegacySource(source) && of(source).length > 0
            ? [{ family: source, resources: resourceViews(resources, of(source)) }]
            : [],
        ),
      };
    });
    const runs = this.runs
      .visibleTo(viewer.userId, admin)
      .filter((r) => !query.medium || r.medium === null || r.medium === query.medium)
      .map(runView);
    return { runs, list, page_info: pageInfo(query.page, query.per_page, page.total) };
  }

  /** Stops the runs of this process (shutdown): the advertiser in progress ends at its next page. */
  async close(): Promise<void> {
    this.stopping.abort();
    await Promise.all(this.runs.running().map((r) => r.done));
    await this.analyzing;
    await this.deps.locks.close();
  }

  /** Settles once the statistics refresh a run started (if any) has ended. */
  async statisticsRefreshed(): Promise<void> {
    await this.analyzing;
  }

  /**
   * After a run that wrote rows, the planner's statistics of the mirror are refreshed in the
   * background where the database does not do it itself: one refresh at a time, at most one per
   * STATISTICS_EVERY_MS, so a burst of small runs does not keep the connection busy.
   */
  private refreshStatistics(): void {
    const { analyzeAfterRun, repo, clock, log } = this.deps;
    const now = clock.now().getTime();
    if (!analyzeAfterRun || this.analyzing !== undefined) return;
    if (this.analyzedAt !== null && now - this.analyzedAt < STATISTICS_EVERY_MS) return;
    this.analyzedAt = now;
    this.analyzing = repo
      .analyzeMirror(yieldToOthers)
      .catch((error: unknown) =>
        log.error({ err: error }, 'refreshing the mirror statistics failed'),
      )
      .finally(() => {
        this.analyzing = undefined;
      });
  }

  /**
   * The packed running totals of what the run changed (stats-packs.ts), before the run ends: a
   * report after a finished run reads them. A failure leaves the reports on the running totals.
   */
  private async buildPacks(): Promise<void> {
    try {
      await this.deps.repo.buildStatsPacks();
    } catch (error) {
      this.deps.log.error({ err: error }, 'building the packed report totals failed');
    }
  }

  private async keysInScope(viewer: Viewer, medium?: Medium): Promise<AdvertiserKeys[]> {
    const media = medium ? [medium] : [...MIRROR_MEDIA];
    return Promise.all(
      media.map(async (m) => ({
        medium: m,
        advertiserIds: await this.deps.accounts.advertiserIdsInScope(viewer, m),
      })),
    );
  }

  private async execute(run: SyncRun, targets: SyncTarget[], request: SyncRequest) {
    const { log, clock } = this.deps;
    const signal = this.stopping.signal;
    /** Grants found unusable during this run: their other advertisers are not tried. */
    const unusable = new Map<number, unknown>();
    let next = 0;
    const worker = async () => {
      while (next < targets.length && !signal.aborted) {
        const target = targets[next++];
        if (!target) break;
        let outcome: RunOutcome;
        try {
          outcome = await this.syncOne(target, request, unusable);
        } catch (error) {
          log.error(
            { err: error, medium: target.medium, advertiserId: target.advertiserId },
            'media sync of an advertiser failed',
          );
          outcome = 'failed';
        }
        this.runs.count(run, outcome);
      }
    };
    const started = clock.now().getTime();
    await Promise.all(
      Array.from({ length: Math.min(this.deps.concurrency, targets.length) }, worker),
    );
    await this.buildPacks();
    this.runs.close(run, signal.aborted ? 'stopped' : 'finished', clock.now());
    if (!signal.aborted && run.succeeded + run.failed > 0) this.refreshStatistics();
    log.info(
      { ...runView(run), ms: clock.now().getTime() - started },
      signal.aborted ? 'media sync stopped' : 'media sync finished',
    );
  }

  private async syncOne(
    target: SyncTarget,
    request: SyncRequest,
    unusable: Map<number, unknown>,
  ): Promise<RunOutcome> {
    const { advertiserSync, locks, repo } = this.deps;
    const refusal = unusable.get(target.authorizationId);
    if (refusal !== undefined) {
      await advertiserSync.recordFailure(target, refusal);
      return 'skipped';
    }
    const key = `sync:${target.medium}:${target.advertiserId}`;
    const locked = await locks.withLock(key, async (): Promise<AdvertiserOutcome | null> => {
      if (request.notSyncedSince) {
        const last = await repo.lastAttempts([
          { medium: target.medium, advertiserIds: [target.advertiserId] },
        ]);
        const at = last.get(`${target.medium}:${target.advertiserId}`);
        if (at && at >= request.notSyncedSince) return null;
      }
      return advertiserSync.sync(target, {
        full: request.full ?? false,
        signal: this.stopping.signal,
      });
    });
    if (!locked.held || locked.value === null) return 'skipped';
    const outcome = locked.value;
    if (outcome.grantUnusable !== null) {
      unusable.set(target.authorizationId, outcome.grantUnusable);
      // A refusal met in a call: the grant is marked so operators see it must be authorized again.
      if (outcome.grantUnusable instanceof ReauthorizeRequired) {
        await this.deps.accounts.recordRefreshFailure(target.authorizationId, {
          code: 'REAUTHORIZE_REQUIRED',
          message: outcome.grantUnusable.message,
          outcome: 'revoked',
        });
      }
      return outcome.resources.length === 0 ? 'skipped' : 'failed';
    }
    if (outcome.resources.some((r) => !r.ok)) return 'failed';
    // Stopped by shutdown part-way: neither synced nor failed; the next round takes it again.
    return outcome.aborted ? 'skipped' : 'succeeded';
  }
}

const iso = (value: Date | null | undefined) => value?.toISOString() ?? null;

/** The state of each resource, from the rows of one mirror source of one advertiser. */
function resourceViews(
  resources: readonly SyncResource[],
  rows: readonly SyncStateRow[],
): MediaSyncResourceView[] {
  return resources.map((resource) => {
    const s = rows.find((r) => r.resource === resource);
    return {
      resource,
      last_sync_at: iso(s?.lastSyncAt),
      last_success_at: iso(s?.lastSuccessAt),
      last_full_sync_at: iso(s?.lastFullSyncAt),
      last_error_at: iso(s?.lastErrorAt),
      last_error_code: s?.lastErrorCode ?? null,
      last_error_message: s?.lastErrorMessage ?? null,
    };
  });
}

const isLegacySource = (source: MirrorSource): source is LegacySource =>
  (LEGACY_SOURCES as readonly string[]).includes(source);
