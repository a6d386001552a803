import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the embedded defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.dataDir).toMatch(/data$/);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.allowedCidrs).toEqual([]);
    expect(c.session.idleMs).toBe(12 * 3_600_000);
  });

  it('keeps materials under DATA_DIR unless an S3 bucket is configured in full', () => {
    const local = loadConfig({ DATA_DIR: '/srv/toufang' }).materials;
    expect(local).toEqual({
      storage: { kind: 'local', dir: '/srv/toufang/materials' },
      uploadDir: '/srv/toufang/uploads',
      ffmpegPath: 'ffmpeg',
    });
    const s3 = {
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'materials',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3).materials.storage).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'materials',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: 'materials/',
    });
    expect(() => loadConfig({ ...s3, S3_SECRET_ACCESS_KEY: undefined })).toThrow(/together/);
    expect(() => loadConfig({ S3_BUCKET: 'materials' })).toThrow(/together/);
  });

  it('runs as many report statements at once as the machine has cores, unless told', () => {
    expect(loadConfig({}).reports.statementSlots).toBe(availableParallelism());
    expect(loadConfig({ REPORT_STATEMENT_SLOTS: '6' }).reports.statementSlots).toBe(6);
    for (const bad of ['0', '1.5', 'many', '257']) {
      expect(() => loadConfig({ REPORT_STATEMENT_SLOTS: bad })).toThrow(/REPORT_STATEMENT_SLOTS/);
    }
  });

  it('splits ALLOWED_CIDRS on commas and trims blanks', () => {
    expect(loadConfig({ ALLOWED_CIDRS: ' 10.0.0.0/8, ,192.168.0.0/16 ' }).allowedCidrs).toEqual([
      '10.0.0.0/8',
      '192.168.0.0/16',
    ]);
  });

  it('refuses an invalid port or database URL with every problem named', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });

  it('requires ADMIN_USER and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_USER: 'boss' })).toThrow(/together/);
    expect(loadConfig({ ADMIN_USER: 'boss', ADMIN_PASSWORD: 'Secret123' }).admin).toEqual({
      username: 'boss',
      password: 'Secret123',
    });
  });

  describe('HTTP limits', () => {
    it('bound slow and numerous clients by default', () => {
      expect(loadConfig({}).http).toEqual({
        headersTimeoutMs: 20_000,
        requestTimeoutMs: 120_000,
        keepAliveTimeoutMs: 72_000,
        idleTimeoutMs: 600_000,
        maxConnections: 1000,
        maxRequestsPerSocket: 1000,
      });
    });

    it('take fractional seconds and refuse nonsense', () => {
      const http = loadConfig({
        HTTP_HEADERS_TIMEOUT_SECONDS: '0.5',
        HTTP_REQUEST_TIMEOUT_SECONDS: '2',
        HTTP_MAX_REQUESTS_PER_SOCKET: '0',
      }).http;
      expect(http).toMatchObject({
        headersTimeoutMs: 500,
        requestTimeoutMs: 2000,
        maxRequestsPerSocket: 0,
      });
      expect(() => loadConfig({ HTTP_REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(
        /HTTP_REQUEST_TIMEOUT_SECONDS/,
      );
      expect(() => loadConfig({ HTTP_MAX_CONNECTIONS: 'many' })).toThrow(/HTTP_MAX_CONNECTIONS/);
      expect(() =>
        loadConfig({ HTTP_HEADERS_TIMEOUT_SECONDS: '30', HTTP_REQUEST_TIMEOUT_SECONDS: '10' }),
      ).toThrow(/HTTP_HEADERS_TIMEOUT_SECONDS must not exceed/);
    });
  });

  describe('media', () => {
    const key = Buffer.alloc(32, 7).toString('base64');

    it('runs the sandbox in-process by default, and a standalone one with a shared database', () => {
      expect(loadConfig({}).media.mode).toBe('embedded');
      const shared = loadConfig({
        DATABASE_URL: 'postgres://db/x',
        TOKEN_ENCRYPTION_KEY: key,
        PUBLIC_URL: 'https://ads.example.com',
      });
      expect(shared.media.mode).toBe('sandbox');
      expect(shared.media.sandboxUrl).toBe('http://127.0.0.1:9090');
    });

    it('needs an app for live mode, and each app id with its secret', () => {
      expect(() => loadConfig({ MEDIA_MODE: 'live' })).toThrow(/at least one medium app/);
      expect(() => loadConfig({ MEDIA_MODE: 'live', KUAISHOU_APP_ID: '1' })).toThrow(
        /KUAISHOU_APP_ID and KUAISHOU_APP_SECRET must be set together/,
      );
      const live = loadConfig({
        MEDIA_MODE: 'live',
        OCEANENGINE_APP_ID: '17',
        OCEANENGINE_APP_SECRET: 's',
        PUBLIC_URL: 'https://ads.example.com',
      });
      expect(live.media.liveApps).toEqual({ bytedance: { appId: '17', secret: 's' } });
    });

    it('needs PUBLIC_URL to serve browsers unless the media are embedded', () => {
      const live = { MEDIA_MODE: 'live', TENCENT_APP_ID: '1', TENCENT_APP_SECRET: 's' };
      expect(() => loadConfig(live)).toThrow(/MEDIA_MODE=live needs PUBLIC_URL/);
      expect(() => loadConfig({ MEDIA_MODE: 'sandbox' })).toThrow(/needs PUBLIC_URL/);
      // A worker builds no redirect URIs; the embedded default takes each request's Host.
      expect(loadConfig({ ...live, ROLE: 'worker' }).media.publicUrl).toBeUndefined();
      expect(loadConfig({}).media.publicUrl).toBeUndefined();
      expect(
        loadConfig({ MEDIA_MODE: 'sandbox', PUBLIC_URL: 'http://10.0.0.5:8080' }).media,
      ).toMatchObject({ mode: 'sandbox', publicUrl: 'http://10.0.0.5:8080' });
    });

    it('refuses a PUBLIC_URL that is not a plain http or https address', () => {
      for (const url of [
        'javascript:alert(1)',
        'ftp://ads.example.com',
        'https://u:p@ads.example.com',
      ]) {
        expect(() => loadConfig({ PUBLIC_URL: url }), url).toThrow(/PUBLIC_URL/);
      }
    });

    it('turns the sync interval into milliseconds, 0 meaning off', () => {
      expect(loadConfig({}).media.syncIntervalMs).toBe(600_000);
      expect(loadConfig({ SYNC_INTERVAL_MINUTES: '0' }).media.syncIntervalMs).toBe(0);
      expect(() => loadConfig({ SYNC_INTERVAL_MINUTES: '-1' })).toThrow(/SYNC_INTERVAL_MINUTES/);
    });
  });
});
