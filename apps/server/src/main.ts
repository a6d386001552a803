import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { createLogger } from './lib/logging';
import { startMediaRuntime } from './media/runtime/media-runtime';
import { startPosterBackfill } from './modules/materials/poster-backfill';
import { startPushReadiness } from './modules/material-push/push-readiness';
import { startAutoruleScheduler } from './modules/autorules/autorules.scheduler';
import { startMonitorScheduler } from './modules/monitoring/monitoring.scheduler';
import { startMediaSyncScheduler } from './modules/media-sync/media-sync.scheduler';
import { startTaskWorker } from './modules/tasks/task-worker';
import { authorizeDemoAccounts } from './seed/demo-authorization';
import { seedDatabase } from './seed';
import { DEMO_USERS } from './seed/demo.seed';
import { runWorkerProcess, STOP_GRACE_MS } from './worker-process';

/**
 * Entry point: migrate, seed, serve the API and the web app on one port, and run the task workers
 * unless `ROLE=api`; `ROLE=worker` runs the workers alone (as `dist/worker.js` does).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.role === 'worker') return runWorkerProcess(config);
  const embedded = !config.databaseUrl;
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const outcome = await database.withStartupLock(async (db) => {
    await runMigrations(db);
    return seedDatabase(db, config, { demo: embedded });
  });

  const media = await startMediaRuntime(config, createLogger(config.logLevel, 'media'));
  const { app, services } = await buildApp({ config, database, media });
  // Task workers run in this process unless API and workers are scaled apart (ARCHITECTURE §3).
  const worker =
    config.role === 'api'
      ? null
      : await startTaskWorker({ database, services, config, log: app.log });
  const sync =
    config.role === 'api'
      ? null
      : startMediaSyncScheduler({ database, services, config, log: app.log });
  const rules = config.role === 'api' ? null : startAutoruleScheduler(services, app.log);
  const monitors = config.role === 'api' ? null : startMonitorScheduler(services, app.log);
  if (config.role !== 'api') startPosterBackfill(services, app.log);
  const readiness = config.role === 'api' ? null : startPushReadiness(services, app.log);
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await sync?.stop();
    await rules?.stop();
    await monitors?.stop();
    readiness?.stop();
    await worker?.stop(STOP_GRACE_MS);
    await app.close();
    await media.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = address !== null && typeof address === 'object' ? address.port : config.port;
  const url = `http://localhost:${port}/`;
  if (outcome === 'demo' && media.embedded) {
    const sandboxUser = media.embedded.sandbox.info().users[0];
    if (sandboxUser) {
      // The demo still starts if the sandbox refuses; the accounts can be authorized by hand.
      try {
        const counts = await authorizeDemoAccounts({
          db: database.db,
          services,
          origin: `http://127.0.0.1:${port}`,
          sandboxUser,
          adminUsername: config.admin?.username ?? 'admin',
        });
        app.log.info({ counts }, 'demo ad accounts authorized through the sandbox');
        // The demo shows figures at once rather than after the first scheduled round.
        services.mediaSync.startInBackground({
          trigger: 'startup',
          full: true,
        });
      } catch (error) {
        app.log.error({ err: error }, 'demo ad accounts could not be authorized');
      }
    }
  }
  const lines = [`投放平台 is running at ${url}  (API docs: ${url}api/docs)`];
  if (outcome === 'demo') {
    lines.push('Demo sign-in (shown once; also in README.md):');
    for (const u of DEMO_USERS) {
      const name = u.role === 'admin' && config.admin ? config.admin.username : u.username;
      const password = u.role === 'admin' && config.admin ? '(ADMIN_PASSWORD)' : u.password;
      lines.push(`  ${u.role.padEnd(9)} ${name} / ${password}`);
    }
  } else if (embedded) {
    lines.push('Demo sign-in: admin / Admin@12345 (other demo accounts in README.md)');
  }
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
