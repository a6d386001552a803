import type { Clock } from '../../lib/clock';
import type { Medium, SyncResource } from '../../lib/media-mirror';
import type { TokenSource } from '../../media/http/token-provider';
import type { MediaMirrorReader, ObjectResource } from '../../media/media-mirror-types';
import type { MediaAccountsService } from '../media-accounts/media-accounts.service';
import type { MediaSyncRepository, SyncStateRow, SyncTarget } from './media-sync.repository';
import { syncObjects } from './object-sync';
import { SyncAborted, type ResourceContext, type ResourceDone } from './resource-sync';
import { syncDailyStats, syncHourlyStats } from './stats-sync';
import { describeFailure, isGrantUnusable, type SyncFailure } from './sync-errors';
import type { SyncSettings } from './sync-settings';

/** Parents before children, objects before their stats. */
export const SYNC_ORDER = [
  'advertiser',
  'campaigns',
  'ads',
  'creatives',
  'materials',
  'stats_daily',
  'stats_hourly',
] as const satisfies readonly SyncResource[];

export type ResourceOutcome =
  | { resource: SyncResource; ok: true; rows: number; removed: number; full: boolean }
  | { resource: SyncResource; ok: false; failure: SyncFailure };

/** Objects of one level to read back: by id, or (creatives) by their promotions. */
export interface ReadBack {
  resource: ObjectResource;
  ids?: readonly string[];
  parentIds?: readonly string[];
}

export interface AdvertiserOutcome {
  resources: ResourceOutcome[];
  /** The grant could not be used (refresh refused, revoked): the error that said so. */
  grantUnusable: unknown;
  /** Stopped by shutdown before every resource ran. */
  aborted: boolean;
}

export interface AdvertiserSyncDeps {
  repo: MediaSyncRepository;
  readers: Readonly<Record<Medium, MediaMirrorReader>>;
  tokens(medium: Medium, advertiserId: string): Promise<TokenSource>;
  accounts: Pick<MediaAccountsService, 'recordAccountFigures'>;
  clock: Clock;
  settings: SyncSettings;
  log: { error(obj: object, msg: string): void };
}

/**
 * Brings one advertiser's mirror up to date (docs/adr/0006): account figures, objects of every
 * level (object-sync.ts), daily and hourly stats (stats-sync.ts). Each resource succeeds or fails
 * on its own and leaves its outcome in `sync_state`; a grant the medium no longer honours stops
 * the advertiser.
 */
export class AdvertiserSync {
  constructor(private readonly deps: AdvertiserSyncDeps) {}

  async sync(
    target: SyncTarget,
    opts: { full: boolean; signal: AbortSignal },
  ): Promise<AdvertiserOutcome> {
    const { repo, clock } = this.deps;
    const { medium, advertiserId } = target;
    const startedAt = clock.now();
    await repo.writeState(medium, advertiserId, SYNC_ORDER, { lastSyncAt: startedAt }, startedAt);
    const outcome: AdvertiserOutcome = { resources: [], grantUnusable: null, aborted: false };
    let token: TokenSource;
    try {
      token = await this.deps.tokens(medium, advertiserId);
    } catch (error) {
      await this.recordFailure(target, SYNC_ORDER, error);
      if (!isGrantUnusable(error)) throw error;
      outcome.grantUnusable = error;
      return outcome;
    }
    const states = await repo.readStates(medium, advertiserId);
    const ctx: ResourceContext = {
      target,
      reader: this.deps.readers[medium],
      token,
      full: opts.full,
      signal: opts.signal,
      repo,
      clock,
      settings: this.deps.settings,
    };
    for (const [index, resource] of SYNC_ORDER.entries()) {
      if (opts.signal.aborted) {
        outcome.aborted = true;
        break;
      }
      try {
        const done = await this.syncResource(resource, ctx, states.get(resource));
        const now = clock.now();
        await repo.writeState(
          medium,
          advertiserId,
          [resource],
          { ...done.patch, lastSuccessAt: now },
          now,
        );
        outcome.resources.push({ resource, ok: true, ...done });
      } catch (error) {
        if (error instanceof SyncAborted) {
          outcome.aborted = true;
          break;
        }
        const failure = await this.recordFailure(target, [resource], error);
        outcome.resources.push({ resource, ok: false, failure });
        if (isGrantUnusable(error)) {
          // The rest would meet the same refusal; they show it too.
          await this.recordFailure(target, SYNC_ORDER.slice(index + 1), error);
          outcome.grantUnusable = error;
          break;
        }
      }
    }
    return outcome;
  }

  /**
   * Reads some objects of one advertiser back into the mirror right after a write made them
   * (a copied promotion and its creatives), without the account's other objects and stats: the
   * lists show them at once, and the next sync finds them as it would anyway.
   */
  async readBack(
    target: Pick<SyncTarget, 'medium' | 'advertiserId'>,
    wanted: readonly ReadBack[],
  ): Promise<number> {
    const { medium, advertiserId } = target;
    const token = await this.deps.tokens(medium, advertiserId);
    let rows = 0;
    for (const { resource, ids, parentIds } of wanted) {
      const pages = this.deps.readers[medium].listObjects(resource, token, advertiserId, {
        modifiedSince: null,
        ...(ids ? { ids } : {}),
        ...(parentIds ? { parentIds } : {}),
      });
      for await (const page of pages) {
        await this.deps.repo.upsertObjects(resource, page.rows, this.deps.clock.now());
        rows += page.rows.length;
      }
    }
    return rows;
  }

  /** Writes a failure on the given resources of a target (the grant's refusal, one error). */
  async recordFailure(
    target: SyncTarget,
    resources: readonly SyncResource[],
    error: unknown,
  ): Promise<SyncFailure> {
    const failure = describeFailure(error);
    if (failure.code === 'INTERNAL') {
      this.deps.log.error(
        { err: error, medium: target.medium, advertiserId: target.advertiserId, resources },
        'media sync failed',
      );
    }
    const now = this.deps.clock.now();
    await this.deps.repo.writeState(
      target.medium,
      target.advertiserId,
      resources,
      { lastErrorAt: now, lastErrorCode: failure.code, lastErrorMessage: failure.message },
      now,
    );
    return failure;
  }

  private syncResource(
    resource: SyncResource,
    ctx: ResourceContext,
    state: SyncStateRow | undefined,
  ): Promise<ResourceDone> {
    switch (resource) {
      case 'advertiser':
        return this.syncAccount(ctx);
      case 'campaigns':
      case 'ads':
      case 'creatives':
      case 'materials':
        return syncObjects(ctx, resource, state);
      case 'stats_daily':
        return syncDailyStats(ctx, state);
      case 'stats_hourly':
        return syncHourlyStats(ctx);
    }
  }

  /** Balance, budget and status of the account (level 0). */
  private async syncAccount(ctx: ResourceContext): Promise<ResourceDone> {
    const { medium, advertiserId } = ctx.target;
    const figures = await ctx.reader.accountFigures(ctx.token, advertiserId);
    await this.deps.accounts.recordAccountFigures(medium, advertiserId, figures);
    return { patch: {}, rows: 1, removed: 0, full: true };
  }
}
