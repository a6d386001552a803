import type { Clock } from '../../lib/clock';
import {
  SOURCE_MEDIUM,
  type Medium,
  type MirrorSource,
  type SyncResource,
} from '../../lib/media-mirror';
import type { TokenSource } from '../../media/http/token-provider';
import type { MirrorReaders } from '../../media/media-adapters';
import type { ObjectResource } from '../../media/media-mirror-types';
import type { MediaAccountsService } from '../media-accounts/media-accounts.service';
import type { MediaSyncRepository, SyncStateRow, SyncTarget } from './media-sync.repository';
import { syncObjects } from './object-sync';
import { SyncAborted, type ResourceContext, type ResourceDone } from './resource-sync';
import { syncDailyStats, syncHourlyStats } from './stats-sync';
import { familiesOf, type SyncFamily } from './sync-families';
import { describeFailure, isGrantUnusable, type SyncFailure } from './sync-errors';
import type { SyncSettings } from './sync-settings';

export { SYNC_ORDER } from './sync-families';

export type ResourceOutcome = { source: MirrorSource; resource: SyncResource } & (
  { ok: true; rows: number; removed: number; full: boolean } | { ok: false; failure: SyncFailure }
);

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
  readers: MirrorReaders;
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
    const families = this.familiesOf(medium);
    const startedAt = clock.now();
    for (const { source, resources } of families) {
      await repo.writeState(source, advertiserId, resources, { lastSyncAt: startedAt }, startedAt);
    }
    const outcome: AdvertiserOutcome = { resources: [], grantUnusable: null, aborted: false };
    let token: TokenSource;
    try {
      token = await this.deps.tokens(medium, advertiserId);
    } catch (error) {
      await this.recordFailure(target, error);
      if (!isGrantUnusable(error)) throw error;
      outcome.grantUnusable = error;
      return outcome;
    }
    for (const [index, family] of families.entries()) {
      const ctx: ResourceContext = {
        target,
        source: family.source,
        reader: this.deps.readers[family.source],
        token,
        full: opts.full,
        signal: opts.signal,
        repo,
        clock,
        settings: this.deps.settings,
      };
      const stopped = await this.syncFamily(ctx, family, outcome);
      if (outcome.grantUnusable !== null) {
        // The other families would meet the same refusal; they show it too.
        await this.recordFailure(target, outcome.grantUnusable, families.slice(index + 1));
      }
      if (stopped) break;
    }
    return outcome;
  }

  /** One family's resources in order; true when the advertiser's sync stops here. */
  private async syncFamily(
    ctx: ResourceContext,
    family: SyncFamily,
    outcome: AdvertiserOutcome,
  ): Promise<boolean> {
    const { repo, clock } = this.deps;
    const { advertiserId } = ctx.target;
    const { source, resources } = family;
    const states = await repo.readStates(source, advertiserId);
    for (const [index, resource] of resources.entries()) {
      if (ctx.signal.aborted) {
        outcome.aborted = true;
        return true;
      }
      try {
        const done = await this.syncResource(resource, ctx, states.get(resource));
        const now = clock.now();
        await repo.writeState(
          source,
          advertiserId,
          [resource],
          { ...done.patch, lastSuccessAt: now },
          now,
        );
        outcome.resources.push({ source, resource, ok: true, ...done });
      } catch (error) {
        if (error instanceof SyncAborted) {
          outcome.aborted = true;
          return true;
        }
        const failure = await this.recordFailure(ctx.target, error, [
          { source, resources: [resource] },
        ]);
        outcome.resources.push({ source, resource, ok: false, failure });
        if (isGrantUnusable(error)) {
          await this.recordFailure(ctx.target, error, [
            { source, resources: resources.slice(index + 1) },
          ]);
          outcome.grantUnusable = error;
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Reads some objects of one advertiser back into the mirror right after a write made them
   * (a copied promotion and its creatives), without the account's other objects and stats: the
   * lists show them at once, and the next sync finds them as it would anyway.
   */
  async readBack(
    target: { source: MirrorSource; advertiserId: string },
    wanted: readonly ReadBack[],
  ): Promise<number> {
    const { source, advertiserId } = target;
    const token = await this.deps.tokens(SOURCE_MEDIUM[source], advertiserId);
    let rows = 0;
    for (const { resource, ids, parentIds } of wanted) {
      const pages = this.deps.readers[source].listObjects(resource, token, advertiserId, {
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

  /**
   * Writes a failure on the given families' resources of a target (every family of its medium
   * unless given): the grant's refusal, one error.
   */
  async recordFailure(
    target: SyncTarget,
    error: unknown,
    scope: readonly SyncFamily[] = this.familiesOf(target.medium),
  ): Promise<SyncFailure> {
    const failure = describeFailure(error);
    if (failure.code === 'INTERNAL') {
      this.deps.log.error(
        {
          err: error,
          medium: target.medium,
          advertiserId: target.advertiserId,
          resources: scope.map((f) => `${f.source}:${f.resources.join(',')}`),
        },
        'media sync failed',
      );
    }
    const now = this.deps.clock.now();
    for (const { source, resources } of scope) {
      await this.deps.repo.writeState(
        source,
        target.advertiserId,
        resources,
        { lastErrorAt: now, lastErrorCode: failure.code, lastErrorMessage: failure.message },
        now,
      );
    }
    return failure;
  }

  private familiesOf(medium: Medium): readonly SyncFamily[] {
    return familiesOf(medium, this.deps.settings.legacySources);
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

  /** Balance, budget and status of the account (level 0), read by the medium's own reader. */
  private async syncAccount(ctx: ResourceContext): Promise<ResourceDone> {
    const { medium, advertiserId } = ctx.target;
    const figures = await this.deps.readers[medium].accountFigures(ctx.token, advertiserId);
    await this.deps.accounts.recordAccountFigures(medium, advertiserId, figures);
    return { patch: {}, rows: 1, removed: 0, full: true };
  }
}
