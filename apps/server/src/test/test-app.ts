import { randomBytes } from 'node:crypto';
import type { Envelope } from '@toufang/contracts';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import { runMigrations } from '../db/migrate';
import { ManualClock } from '../lib/clock';
import { SecretBox } from '../lib/secret-box';
import type { MediaRuntime } from '../media/runtime/media-runtime';
import type { SmsProvider } from '../modules/sms/sms.provider';
import { seedDatabase } from '../seed';
import type { Services } from '../services';
import { openTestDatabase } from './test-database';

export const ROOT_USER = { username: 'root', password: 'Root@123456' } as const;

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  database: Database;
  clock: ManualClock;
  config: Config;
  /** Sends a request and returns the parsed envelope (asserting HTTP 200). */
  call<T = unknown>(
    opts: InjectOptions & { token?: string },
  ): Promise<Envelope<T> & { status: number }>;
  login(username: string, password: string): Promise<string>;
  /**
   * Stops this app and starts another over the same database, configuration and clock, as a
   * server restart does: sessions and whatever is under DATA_DIR or in the bucket stay.
   */
  restart(): Promise<TestApp>;
  close(): Promise<void>;
}

/**
 * The real app over a fresh migrated database, seeded with the ability catalog, built-in roles and
 * one administrator (ROOT_USER). Tests build the rest with the factories.
 */
export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    smsProvider?: SmsProvider;
    /** The media (e.g. an in-test sandbox); none is configured without it. */
    media?: MediaRuntime;
    clock?: ManualClock;
    /** Where log lines go (the app's own logger options); no logging without it. */
    logStream?: { write(line: string): void };
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...opts.env });
  await runMigrations(database.db);
  await seedDatabase(database.db, { ...config, admin: { ...ROOT_USER } }, { demo: false });
  const clock = opts.clock ?? new ManualClock();
  // A key per test app: nothing is written under DATA_DIR.
  return startTestApp(database, config, clock, new SecretBox(randomBytes(32)), opts);
}

async function startTestApp(
  database: Database,
  config: Config,
  clock: ManualClock,
  secretBox: SecretBox,
  opts: {
    smsProvider?: SmsProvider;
    media?: MediaRuntime;
    logStream?: { write(line: string): void };
  },
): Promise<TestApp> {
  const { app, services } = await buildApp({
    config,
    database,
    clock,
    smsProvider: opts.smsProvider,
    media: opts.media,
    secretBox,
    logger: opts.logStream ? { level: 'info', stream: opts.logStream } : false,
  });
  await app.ready();

  const call: TestApp['call'] = async ({ token, headers, ...rest }) => {
    const res = await app.inject({
      ...rest,
      headers: { ...headers, ...(token ? { 'x-token': token } : {}) },
    });
    const body = String(res.headers['content-type'] ?? '').includes('json')
      ? res.json<object>()
      : {};
    return { ...(body as Envelope<never>), status: res.statusCode };
  };

  return {
    app,
    services,
    database,
    clock,
    config,
    call,
    async login(username, password) {
      const res = await call<{ token: string }>({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password },
      });
      if (res.code !== 0) throw new Error(`login ${username} failed: ${JSON.stringify(res)}`);
      return res.data.token;
    },
    async restart() {
      await app.close();
      return startTestApp(database, config, clock, secretBox, opts);
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
