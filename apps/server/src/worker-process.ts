import { installRegionCounties } from '@toufang/domain';
import { REGION_COUNTIES } from '@toufang/domain/region-counties';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { systemClock } from './lib/clock';
import { createLogger } from './lib/logging';
import { startMediaRuntime } from './media/runtime/media-runtime';
import { startPosterBackfill } from './modules/materials/poster-backfill';
import { startPushReadiness } from './modules/material-push/push-readiness';
import { startAutoruleScheduler } from './modules/autorules/autorules.scheduler';
import { startMonitorScheduler } from './modules/monitoring/monitoring.scheduler';
import { startMediaSyncScheduler } from './modules/media-sync/media-sync.scheduler';
import { startTaskWorker } from './modules/tasks/task-worker';
import { createServices } from './services';

/** How long a stopping worker lets its calls in flight finish; the rest are read back later. */
export const STOP_GRACE_MS = 15_000;

/**
 * A process that runs the task workers only (`ROLE=worker`, ARCHITECTURE §3), against the shared
 * PostgreSQL; the API processes then run with `ROLE=api`.
 */
export async function runWorkerProcess(config: Config): Promise<void> {
  installRegionCounties(REGION_COUNTIES);
  if (!config.databaseUrl) {
    throw new Error('ROLE=worker needs DATABASE_URL: the embedded database serves one process');
  }
  const log = createLogger(config.logLevel, 'worker');
  const database = await openDatabase({ url: config.databaseUrl });
  // A worker may start before any API process has migrated a fresh database.
  await database.withStartupLock((db) => runMigrations(db));
  if (config.media.mode === 'embedded') {
    throw new Error(
      'ROLE=worker needs MEDIA_MODE=sandbox or live: an embedded sandbox serves one process',
    );
  }
  const media = await startMediaRuntime(config, log);
  const services = createServices({
    db: database.db,
    databaseKind: database.kind,
    config,
    clock: systemClock,
    log,
    media,
  });
  const runner = await startTaskWorker({ database, services, config, log });
  log.info({ worker: runner.owner, concurrency: config.tasks.concurrency }, 'task worker started');
  const sync = startMediaSyncScheduler({ database, services, config, log });
  const rules = startAutoruleScheduler(services, log);
  const monitors = startMonitorScheduler(services, log);
  startPosterBackfill(services, log);
  const readiness = startPushReadiness(services, log);

  const shutdown = async (signal: string) => {
    log.info({ signal }, 'stopping task worker');
    await sync.stop();
    await rules.stop();
    await monitors.stop();
    readiness.stop();
    await runner.stop(STOP_GRACE_MS);
    await media.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}
