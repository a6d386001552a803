import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Services } from '../../services';
import type { MediaSyncService } from './media-sync.service';
import type { SyncLog } from './create-media-sync';
import { locksFor, type SyncLocks } from './sync-locks';
import { scheduleSlot } from './sync-windows';

/** Grants ending soon are renewed, and flagged, at least this often whatever the sync interval. */
export const HOUSEKEEPING_EVERY_MS = 5 * 60_000;
/** The first round after a start: soon, but after the process has settled. */
const FIRST_ROUND_MS = 5_000;

export interface SchedulerDeps {
  sync: Pick<MediaSyncService, 'run' | 'close'>;
  locks: SyncLocks;
  /** Token refresh, expiry flags and OAuth state cleanup. */
  housekeeping(): Promise<void>;
  /** 0 turns the scheduled sync off (housekeeping still runs). */
  intervalMs: number;
  clock: Clock;
  log: SyncLog;
}

/**
 * The periodic work of the worker role (docs/adr/0006). Every process ticks at the same slot
 * boundaries; advertisers are taken under locks shared by all processes and skipped once another
 * process synced them in the slot, so N workers share a round instead of repeating it. The
 * housekeeping runs in one process at a time.
 */
export class MediaSyncScheduler {
  private syncTimer: NodeJS.Timeout | null = null;
  private houseTimer: NodeJS.Timeout | null = null;
  private syncing: Promise<void> | null = null;
  private housekeeping: Promise<void> | null = null;
  private stopped = false;

  constructor(private readonly deps: SchedulerDeps) {}

  start(): void {
    this.scheduleHousekeeping(FIRST_ROUND_MS);
    if (this.deps.intervalMs > 0) this.scheduleSync(FIRST_ROUND_MS);
  }

  /** One scheduled round; a round still running from the last slot makes this one a no-op. */
  tick(): Promise<void> {
    if (this.syncing || this.stopped) return this.syncing ?? Promise.resolve();
    const slot = scheduleSlot(this.deps.clock.now().getTime(), this.deps.intervalMs);
    this.syncing = this.deps.sync
      .run({ trigger: 'schedule', notSyncedSince: new Date(slot.start) })
      .then(() => undefined)
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'scheduled media sync failed'))
      .finally(() => {
        this.syncing = null;
      });
    return this.syncing;
  }

  /** Token refresh and expiry flags, under a lock so one process does them per round. */
  housekeep(): Promise<void> {
    if (this.housekeeping || this.stopped) return this.housekeeping ?? Promise.resolve();
    this.housekeeping = this.deps.locks
      .withLock('housekeeping', () => this.deps.housekeeping())
      .then(() => undefined)
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'media housekeeping failed'))
      .finally(() => {
        this.housekeeping = null;
      });
    return this.housekeeping;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.syncTimer) clearTimeout(this.syncTimer);
    if (this.houseTimer) clearTimeout(this.houseTimer);
    // Closing the service stops the round at its next page; then nothing more writes.
    await this.deps.sync.close();
    await Promise.all([this.syncing, this.housekeeping]);
    await this.deps.locks.close();
  }

  private scheduleSync(delayMs: number): void {
    if (this.stopped) return;
    this.syncTimer = setTimeout(() => {
      void this.tick();
      const now = Date.now();
      this.scheduleSync(scheduleSlot(now, this.deps.intervalMs).next - now);
    }, delayMs);
    this.syncTimer.unref();
  }

  private scheduleHousekeeping(delayMs: number): void {
    if (this.stopped) return;
    this.houseTimer = setTimeout(() => {
      void this.housekeep();
      this.scheduleHousekeeping(HOUSEKEEPING_EVERY_MS);
    }, delayMs);
    this.houseTimer.unref();
  }
}

/** What the housekeeping round does; each part is logged and does not stop the others. */
export function housekeepingOf(services: Services, log: SyncLog): () => Promise<void> {
  const parts: [string, () => Promise<unknown>][] = [
    ['refresh tokens', () => services.advertiserTokens.refreshDue()],
    ['flag expiring authorizations', () => services.mediaAccounts.flagExpiringAuthorizations()],
    ['prune oauth states', () => services.mediaAuth.pruneStates()],
  ];
  return async () => {
    for (const [name, part] of parts) {
      try {
        const result = await part();
        log.info({ result }, `media housekeeping: ${name}`);
      } catch (error) {
        log.error({ err: error }, `media housekeeping: ${name} failed`);
      }
    }
  };
}

/** Starts the periodic sync and housekeeping of a worker-role process (ROLE=all or worker). */
export function startMediaSyncScheduler(opts: {
  database: Database;
  services: Services;
  config: Pick<Config, 'media'>;
  log: SyncLog;
}): MediaSyncScheduler {
  const scheduler = new MediaSyncScheduler({
    sync: opts.services.mediaSync,
    locks: locksFor(opts.database, opts.log),
    housekeeping: housekeepingOf(opts.services, opts.log),
    intervalMs: opts.config.media.syncIntervalMs,
    clock: opts.services.clock,
    log: opts.log,
  });
  scheduler.start();
  return scheduler;
}
