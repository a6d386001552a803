import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { missingKeyMessage, parseKey } from './lib/secret-box';
import type { S3StorageConfig } from './modules/materials/s3-material-storage';

/** The only module that reads `process.env`. Everything else receives a `Config`. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  ALLOWED_CIDRS: z.string().default(''),
  MONITOR_WEBHOOK_HOSTS: z.string().default(''),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Slow-client limits of the HTTP server (http/server-limits.ts); seconds may be fractional. */
  HTTP_HEADERS_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(20),
  HTTP_REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().max(86_400).default(120),
  HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: z.coerce.number().positive().max(3600).default(72),
  HTTP_IDLE_TIMEOUT_SECONDS: z.coerce.number().positive().max(86_400).default(600),
  HTTP_MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  /** 0 = no limit. */
  HTTP_MAX_REQUESTS_PER_SOCKET: z.coerce.number().int().min(0).max(1_000_000).default(1000),
  SESSION_IDLE_HOURS: z.coerce.number().positive().default(12),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(7),
  ADMIN_USER: z.string().trim().min(1).optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  WEB_DIST: z.string().optional(),
  /** `all`: API and task workers in one process; `api` or `worker` for scale-out (ARCHITECTURE §3). */
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  /**
   * Groups in flight per worker. Most of them wait on the limiter for their turn: at a medium's
   * limit of 10 calls a second, 16 slots look 1.6 s ahead, more than one upload takes on a busy
   * machine, so a push keeps to the limit (docs/architecture/materials.md "Throughput").
   */
  TASK_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(16),
  /** Report statements one server process runs at once (statement-slots.ts); default: its cores. */
  REPORT_STATEMENT_SLOTS: z.coerce.number().int().min(1).max(256).optional(),
  TASK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  TASK_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  /** Calls per second for rate-limit keys no adapter has a rule for. */
  TASK_DEFAULT_RATE: z.coerce.number().positive().default(10),
  /** 32 bytes, base64: encrypts the media's tokens at rest (docs/adr/0005). */
  TOKEN_ENCRYPTION_KEY: z
    .string()
    .optional()
    .refine((v) => v === undefined || parseKey(v) !== null, 'must be 32 bytes of base64'),
  /** Keys rotated out, comma-separated: values they sealed stay readable. */
  TOKEN_ENCRYPTION_PREVIOUS_KEYS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((keys) => keys.every((k) => parseKey(k) !== null), 'each must be 32 bytes of base64'),
  /**
   * Where the media are: `embedded` runs the media sandbox in this process (the default without
   * `DATABASE_URL`), `sandbox` calls a standalone one at `SANDBOX_URL`, `live` the real media.
   */
  MEDIA_MODE: z.enum(['embedded', 'sandbox', 'live']).optional(),
  SANDBOX_URL: z.string().url().default('http://127.0.0.1:9090'),
  SANDBOX_SEED: z.string().min(1).default('toufang'),
  /** The loopback port of the embedded sandbox (its `/_admin/` fault knobs); 0 = any free port. */
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65_535).default(0),
  /** Simulated milliseconds per real millisecond of the embedded sandbox's clock. */
  SANDBOX_CLOCK_SPEED: z.coerce.number().min(0).max(10_000).default(1),
  /**
   * The address browsers use (OAuth redirect URIs): required unless the media are embedded, where
   * it is taken from each request's (well-formed) Host.
   */
  PUBLIC_URL: z
    .string()
    .url()
    .refine((v) => /^https?:$/.test(new URL(v).protocol), 'must be an http or https URL')
    .refine((v) => !new URL(v).username && !new URL(v).password, 'must not carry credentials')
    .optional(),
  OCEANENGINE_APP_ID: z.string().optional(),
  OCEANENGINE_APP_SECRET: z.string().optional(),
  KUAISHOU_APP_ID: z.string().optional(),
  KUAISHOU_APP_SECRET: z.string().optional(),
  TENCENT_APP_ID: z.string().optional(),
  TENCENT_APP_SECRET: z.string().optional(),
  /**
   * An S3-compatible bucket for material files, thumbnails and posters; without S3_ENDPOINT they
   * stay in `DATA_DIR/materials`. Endpoint, bucket and both keys are set together.
   */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  S3_PREFIX: z.string().default('materials/'),
  /** The ffmpeg that takes video posters (scripts/lib.mjs installs Debian's). */
  FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  /** Minutes between scheduled syncs of accounts, objects and stats; 0 turns the schedule off. */
  SYNC_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(1440).default(10),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  allowedCidrs: string[];
  /** Hosts robot webhooks may go to besides the robots' own (a relay in front of them). */
  webhookHosts: string[];
  trustProxy: boolean;
  logLevel: string;
  http: HttpLimits;
  session: { idleMs: number; maxMs: number };
  admin: { username: string; password: string } | undefined;
  webDist: string | undefined;
  role: 'all' | 'api' | 'worker';
  reports: { statementSlots: number };
  tasks: {
    concurrency: number;
    maxAttempts: number;
    leaseMs: number;
    defaultRatePerSecond: number;
  };
  /** Without a key, the embedded default keeps a generated one in `DATA_DIR/secrets`. */
  tokenEncryption: { key: string | undefined; previousKeys: string[] };
  media: MediaConfig;
  materials: MaterialsConfig;
}

export interface MaterialsConfig {
  /** Where content goes: `DATA_DIR/materials`, or the bucket when S3 is configured. */
  storage: { kind: 'local'; dir: string } | ({ kind: 's3' } & S3StorageConfig);
  /** Uploads in progress (plain and resumable) before they are checked and stored. */
  uploadDir: string;
  ffmpegPath: string;
}

/** Limits of the HTTP server against slow or too many clients, in milliseconds. */
export interface HttpLimits {
  /** Until a request's headers are in. */
  headersTimeoutMs: number;
  /** Until the whole request (headers and body) is in. */
  requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open. */
  keepAliveTimeoutMs: number;
  /** How long a connection may stay without any traffic (a client that stops reading). */
  idleTimeoutMs: number;
  maxConnections: number;
  /** Requests one keep-alive connection serves before it is closed; 0 = no limit. */
  maxRequestsPerSocket: number;
}

export interface LiveApp {
  appId: string;
  secret: string;
}

export interface MediaConfig {
  mode: 'embedded' | 'sandbox' | 'live';
  sandboxUrl: string;
  sandboxSeed: string;
  sandboxClockSpeed: number;
  sandboxPort: number;
  publicUrl: string | undefined;
  /** App credentials of the live media, by our media keys; only those configured. */
  liveApps: Partial<Record<'bytedance' | 'kuaishou' | 'tencent', LiveApp>>;
  syncIntervalMs: number;
}

function liveApp(id: string | undefined, secret: string | undefined, name: string) {
  if (!id && !secret) return undefined;
  if (!id || !secret) {
    throw new Error(
      `Invalid environment: ${name}_APP_ID and ${name}_APP_SECRET must be set together`,
    );
  }
  return { appId: id, secret };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_USER) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new Error('Invalid environment: ADMIN_USER and ADMIN_PASSWORD must be set together');
  }
  // Several processes share one PostgreSQL: a key generated locally by one would be unknown to
  // the others, so the key must come from the environment.
  if (e.DATABASE_URL && !e.TOKEN_ENCRYPTION_KEY) {
    throw new Error(`Invalid environment: ${missingKeyMessage}`);
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    allowedCidrs: e.ALLOWED_CIDRS.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    webhookHosts: e.MONITOR_WEBHOOK_HOSTS.split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    http: httpLimits(e),
    session: { idleMs: e.SESSION_IDLE_HOURS * 3_600_000, maxMs: e.SESSION_MAX_DAYS * 86_400_000 },
    admin:
      e.ADMIN_USER && e.ADMIN_PASSWORD
        ? { username: e.ADMIN_USER, password: e.ADMIN_PASSWORD }
        : undefined,
    webDist: e.WEB_DIST,
    role: e.ROLE,
    reports: { statementSlots: e.REPORT_STATEMENT_SLOTS ?? availableParallelism() },
    tasks: {
      concurrency: e.TASK_CONCURRENCY,
      maxAttempts: e.TASK_MAX_ATTEMPTS,
      leaseMs: e.TASK_LEASE_SECONDS * 1000,
      defaultRatePerSecond: e.TASK_DEFAULT_RATE,
    },
    tokenEncryption: {
      key: e.TOKEN_ENCRYPTION_KEY,
      previousKeys: e.TOKEN_ENCRYPTION_PREVIOUS_KEYS,
    },
    media: mediaConfig(e),
    materials: materialsConfig(e),
  };
}

function httpLimits(e: z.infer<typeof EnvSchema>): HttpLimits {
  const ms = (seconds: number) => Math.round(seconds * 1000);
  // Node refuses a headers timeout longer than the request timeout it is part of.
  if (e.HTTP_HEADERS_TIMEOUT_SECONDS > e.HTTP_REQUEST_TIMEOUT_SECONDS) {
    throw new Error(
      'Invalid environment: HTTP_HEADERS_TIMEOUT_SECONDS must not exceed HTTP_REQUEST_TIMEOUT_SECONDS',
    );
  }
  return {
    headersTimeoutMs: ms(e.HTTP_HEADERS_TIMEOUT_SECONDS),
    requestTimeoutMs: ms(e.HTTP_REQUEST_TIMEOUT_SECONDS),
    keepAliveTimeoutMs: ms(e.HTTP_KEEP_ALIVE_TIMEOUT_SECONDS),
    idleTimeoutMs: ms(e.HTTP_IDLE_TIMEOUT_SECONDS),
    maxConnections: e.HTTP_MAX_CONNECTIONS,
    maxRequestsPerSocket: e.HTTP_MAX_REQUESTS_PER_SOCKET,
  };
}

function mediaConfig(e: z.infer<typeof EnvSchema>): MediaConfig {
  const liveApps: MediaConfig['liveApps'] = {};
  const bytedance = liveApp(e.OCEANENGINE_APP_ID, e.OCEANENGINE_APP_SECRET, 'OCEANENGINE');
  const kuaishou = liveApp(e.KUAISHOU_APP_ID, e.KUAISHOU_APP_SECRET, 'KUAISHOU');
  const tencent = liveApp(e.TENCENT_APP_ID, e.TENCENT_APP_SECRET, 'TENCENT');
  if (bytedance) liveApps.bytedance = bytedance;
  if (kuaishou) liveApps.kuaishou = kuaishou;
  if (tencent) liveApps.tencent = tencent;
  const mode = e.MEDIA_MODE ?? (e.DATABASE_URL ? 'sandbox' : 'embedded');
  if (mode === 'live' && Object.keys(liveApps).length === 0) {
    throw new Error(
      'Invalid environment: MEDIA_MODE=live needs at least one medium app ' +
        '(OCEANENGINE_APP_ID/_SECRET, KUAISHOU_APP_ID/_SECRET or TENCENT_APP_ID/_SECRET)',
    );
  }
  // Without it, OAuth redirect URIs would come from the Host header of whoever asks; the embedded
  // default keeps `npm start` working on any address and checks that Host instead. Workers build no
  // redirect URIs.
  if (mode !== 'embedded' && e.ROLE !== 'worker' && !e.PUBLIC_URL) {
    throw new Error(
      `Invalid environment: MEDIA_MODE=${mode} needs PUBLIC_URL, the address browsers use ` +
        '(e.g. PUBLIC_URL=https://ads.example.com): OAuth redirect URIs are built from it',
    );
  }
  return {
    mode,
    sandboxUrl: e.SANDBOX_URL,
    sandboxSeed: e.SANDBOX_SEED,
    sandboxClockSpeed: e.SANDBOX_CLOCK_SPEED,
    sandboxPort: e.SANDBOX_PORT,
    publicUrl: e.PUBLIC_URL,
    liveApps,
    syncIntervalMs: e.SYNC_INTERVAL_MINUTES * 60_000,
  };
}

function materialsConfig(e: z.infer<typeof EnvSchema>): MaterialsConfig {
  const dataDir = path.resolve(e.DATA_DIR);
  const s3 = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3.some(Boolean) && !s3.every(Boolean)) {
    throw new Error(
      'Invalid environment: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY ' +
        'must be set together',
    );
  }
  const storage: MaterialsConfig['storage'] =
    e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? {
          kind: 's3',
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          prefix: e.S3_PREFIX,
        }
      : { kind: 'local', dir: path.join(dataDir, 'materials') };
  return { storage, uploadDir: path.join(dataDir, 'uploads'), ffmpegPath: e.FFMPEG_PATH };
}
