import path from 'node:path';
import type { Sandbox } from '@toufang/media-sandbox';
import type { FastifyBaseLogger } from 'fastify';
import type { Config, MediaConfig } from '../../config';
import {
  productionEndpoints,
  sandboxEndpoints,
  type MediaEndpoints,
  type SandboxApp,
} from '../media-endpoints';

type RuntimeLogger = Pick<FastifyBaseLogger, 'info' | 'error'>;

/** Where the browser reaches the embedded sandbox's authorize pages on the platform's own port. */
export const EMBEDDED_SANDBOX_PREFIX = '/sandbox';

/**
 * The media as this process reaches them (ARCHITECTURE §3): the embedded sandbox, a standalone
 * sandbox, or the live media. Adapters only ever see `endpoints`.
 */
export interface MediaRuntime {
  mode: MediaConfig['mode'];
  /** Filled at start; a standalone sandbox that is not up yet fills it when it answers. */
  endpoints: MediaEndpoints;
  /**
   * The embedded sandbox: served on a loopback port for the adapters, and to browsers through
   * `EMBEDDED_SANDBOX_PREFIX` on the platform's port.
   */
  embedded: { sandbox: Sandbox; origin: string } | null;
  close(): Promise<void>;
}

type FilesConfig = Pick<Config, 'host' | 'port' | 'media'>;

/**
 * Where browsers fetch the sandbox's media files (the covers and videos its answers name), or null
 * for the live media: the embedded sandbox's through the platform's own address (`PUBLIC_URL`,
 * else the one it listens on) and `EMBEDDED_SANDBOX_PREFIX`; a standalone one's at `SANDBOX_URL`.
 */
export function sandboxFilesBase(config: FilesConfig): string | null {
  const { media } = config;
  if (media.mode === 'live') return null;
  if (media.mode === 'sandbox') return media.sandboxUrl.replace(/\/+$/, '');
  const own =
    media.publicUrl ??
    `http://${config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host}:${config.port}`;
  return `${own.replace(/\/+$/, '')}${EMBEDDED_SANDBOX_PREFIX}`;
}

export async function startMediaRuntime(
  config: FilesConfig & { dataDir: string; materials: { ffmpegPath: string } },
  log: RuntimeLogger,
): Promise<MediaRuntime> {
  const { media } = config;
  if (media.mode === 'live') {
    return {
      mode: 'live',
      endpoints: productionEndpoints(media.liveApps),
      embedded: null,
      close: () => Promise.resolve(),
    };
  }
  if (media.mode === 'sandbox') return standaloneSandbox(media.sandboxUrl, log);
  const { buildSandbox } = await import('@toufang/media-sandbox');
  const sandbox = await buildSandbox({
    seed: media.sandboxSeed,
    clockSpeed: media.sandboxClockSpeed,
    dataDir: path.join(config.dataDir, 'sandbox'),
    cdnOrigin: sandboxFilesBase(config) ?? undefined,
    ffmpegPath: config.materials.ffmpegPath,
  });
  await sandbox.app.listen({ host: '127.0.0.1', port: media.sandboxPort });
  const address = sandbox.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('media sandbox has no port');
  const origin = `http://127.0.0.1:${address.port}`;
  log.info({ origin, seed: media.sandboxSeed }, 'embedded media sandbox started');
  return {
    mode: 'embedded',
    endpoints: sandboxEndpoints(origin, sandbox.info().apps),
    embedded: { sandbox, origin },
    close: () => sandbox.close(),
  };
}

const RETRY_MS = 5_000;

/** A standalone sandbox (`npm run sandbox`): its apps and secrets come from its admin API. */
async function standaloneSandbox(url: string, log: RuntimeLogger): Promise<MediaRuntime> {
  const endpoints: MediaEndpoints = {};
  let timer: NodeJS.Timeout | null = null;
  const load = async (): Promise<void> => {
    try {
      const response = await fetch(new URL('/_admin/apps', url), {
        signal: AbortSignal.timeout(3_000),
      });
      if (!response.ok) throw new Error(`answered HTTP ${response.status}`);
      const body = (await response.json()) as { apps?: SandboxApp[] } | SandboxApp[];
      const apps = Array.isArray(body) ? body : (body.apps ?? []);
      Object.assign(endpoints, sandboxEndpoints(url, apps));
      log.info({ url, media: Object.keys(endpoints) }, 'media sandbox connected');
    } catch (error) {
      log.error(
        { url, err: error instanceof Error ? error.message : String(error) },
        `media sandbox not reachable; retrying in ${RETRY_MS / 1000} s`,
      );
      timer = setTimeout(() => void load(), RETRY_MS);
      timer.unref();
    }
  };
  await load();
  return {
    mode: 'sandbox',
    endpoints,
    embedded: null,
    close: () => {
      if (timer) clearTimeout(timer);
      return Promise.resolve();
    },
  };
}
