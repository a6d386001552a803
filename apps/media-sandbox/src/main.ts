import { buildSandbox } from './app';
import { requestLogSerializers } from './http/log-redaction';

// Standalone entry (`npm run sandbox`): one port serves the three media and the admin API.

function readNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`${name} must be a number, got "${raw}"`);
  return value;
}

async function main(): Promise<void> {
  const port = readNumber('SANDBOX_PORT', 9090);
  const host = process.env.SANDBOX_HOST || '127.0.0.1';
  const base = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
  const sandbox = await buildSandbox({
    // Where browsers fetch the media's files (thumbnails, previews); this address by default.
    cdnOrigin: process.env.SANDBOX_PUBLIC_URL || base,
    ffmpegPath: process.env.FFMPEG_PATH || undefined,
    seed: process.env.SANDBOX_SEED || 'toufang',
    clockSpeed: readNumber('SANDBOX_CLOCK_SPEED', 1),
    dataDir: process.env.SANDBOX_DATA_DIR || undefined,
    logger: { level: process.env.LOG_LEVEL || 'info', serializers: requestLogSerializers },
  });

  const shutdown = async (signal: string) => {
    sandbox.app.log.info({ signal }, 'media sandbox shutting down');
    await sandbox.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await sandbox.app.listen({ host, port });
  const info = sandbox.info();
  const lines = [`媒体沙箱 (media sandbox) is running at ${base}  (seed "${info.seed}")`];
  for (const app of info.apps) {
    lines.push(
      `  ${app.label.padEnd(6)} app ${app.appId}  authorize ${base}${app.paths.authorize}`,
    );
  }
  lines.push(`  sign in as ${info.users.map((u) => `${u.username} / ${u.password}`).join(', ')}`);
  lines.push(`  secrets and paths: ${base}/_admin/apps`);
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
