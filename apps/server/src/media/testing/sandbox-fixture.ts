import { buildSandbox, type Sandbox } from '@toufang/media-sandbox';
import { pino } from 'pino';
import { systemClock } from '../../lib/clock';
import type { Medium } from '../../lib/media-mirror';
import { MemoryRateLimiter, RateRules, type RateLimiter } from '../../modules/tasks/rate-limiter';
import { MediaClient, type MediaClientOptions } from '../http/media-client';
import type { MediaAdapter } from '../media-adapter';
import { createMediaAdapters } from '../media-adapters';
import { sandboxEndpoints, WIRE_MEDIUM, type MediaEndpoints } from '../media-endpoints';
import type { MediaRuntime } from '../runtime/media-runtime';

// Adapter tests run against the media sandbox over real HTTP (ARCHITECTURE §11): an in-test sandbox
// on port 0, a client with fast retries and captured debug logs, and the authorize page driven with
// plain fetch the way a person uses it.

export const REDIRECT_URI = 'http://platform.test/auth/callback';

export interface RunningSandbox {
  sandbox: Sandbox;
  origin: string;
  endpoints: MediaEndpoints;
  close(): Promise<void>;
}

export async function startSandbox(): Promise<RunningSandbox> {
  const sandbox = await buildSandbox({ seed: 'test', clockSpeed: 1 });
  await sandbox.app.listen({ host: '127.0.0.1', port: 0 });
  const address = sandbox.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('sandbox has no port');
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    sandbox,
    origin,
    endpoints: sandboxEndpoints(origin, sandbox.info().apps),
    close: () => sandbox.close(),
  };
}

export interface TestMedia {
  client: MediaClient;
  adapters: Record<Medium, MediaAdapter>;
  /** Every log line the client wrote, at debug level. */
  logs: string[];
  /** URLs of every request sent. */
  requests: string[];
}

export function looseLimiter(): RateLimiter {
  return new MemoryRateLimiter(new RateRules({ ratePerSecond: 1000, burst: 1000 }), systemClock);
}

export function createTestMedia(
  running: RunningSandbox,
  overrides: Partial<MediaClientOptions> = {},
): TestMedia {
  const logs: string[] = [];
  const requests: string[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void logs.push(line) });
  const client = new MediaClient({
    endpoints: running.endpoints,
    limiter: looseLimiter(),
    logger,
    timeoutMs: 2_000,
    retry: { maxAttempts: 4, baseMs: 5, maxMs: 50 },
    fetch: (input, init) => {
      requests.push(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      );
      return fetch(input, init);
    },
    ...overrides,
  });
  return { client, adapters: createMediaAdapters({ client }), logs, requests };
}

export async function admin(
  running: RunningSandbox,
  method: 'PUT' | 'POST',
  path: string,
  body: unknown,
): Promise<void> {
  const response = await fetch(`${running.origin}/_admin/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`admin ${path} answered ${response.status}`);
}

export const expireTokens = (running: RunningSandbox, medium: Medium) =>
  admin(running, 'POST', 'tokens/expire', { medium: WIRE_MEDIUM[medium] });

export interface OfferedAccount {
  id: string;
  plain: boolean;
}

const form = (fields: [string, string][]): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual',
});

/**
 * Opens the adapter's authorize URL, signs in as demo/demo123, ticks the accounts `pick` chooses
 * (default: one plain advertiser and one agency/manager account) and reads the code from the
 * redirect.
 */
export function authorizeOnPage(
  adapter: MediaAdapter,
  state: string,
  pick: (offered: OfferedAccount[]) => OfferedAccount[] = defaultPick,
): Promise<{ code: string; granted: string[]; callback: URL }> {
  return grantOnPage(adapter.authorizeUrl(state, REDIRECT_URI), pick);
}

/** Drives an authorize page given by URL (as `/auth/transfer` answers it). */
export async function grantOnPage(
  pageUrl: string,
  pick: (offered: OfferedAccount[]) => OfferedAccount[] = defaultPick,
): Promise<{ code: string; granted: string[]; callback: URL }> {
  const page = await fetch(pageUrl);
  if (page.status !== 200) throw new Error(`authorize page answered ${page.status}`);
  const login = await fetch(
    pageUrl,
    form([
      // The page posts the authorize parameters back as hidden fields.
      ...new URL(pageUrl).searchParams,
      ['step', 'login'],
      ['username', 'demo'],
      ['password', 'demo123'],
    ]),
  );
  const html = await login.text();
  const ticket = /name="ticket" value="([^"]+)"/.exec(html)?.[1];
  if (!ticket) throw new Error('no ticket on the grant page');
  const offered = [
    ...html.matchAll(/name="advertiser_id" value="(\d+)"[\s\S]*?<span class="tag( plain)?">/g),
  ].map((m) => ({ id: m[1] ?? '', plain: m[2] !== undefined }));
  const granted = pick(offered).map((a) => a.id);
  const grant = await fetch(
    pageUrl,
    form([
      ['step', 'grant'],
      ['ticket', ticket],
      ...granted.map((id): [string, string] => ['advertiser_id', id]),
    ]),
  );
  if (grant.status !== 302) throw new Error(`grant answered ${grant.status}`);
  const callback = new URL(grant.headers.get('location') ?? '');
  const code =
    callback.searchParams.get('auth_code') ?? callback.searchParams.get('authorization_code');
  if (!code) throw new Error(`no code in ${callback.toString()}`);
  return { code, granted, callback };
}

function defaultPick(offered: OfferedAccount[]): OfferedAccount[] {
  const plain = offered.find((a) => a.plain);
  const parent = offered.find((a) => !a.plain);
  return [plain, parent].filter((a): a is OfferedAccount => a !== undefined);
}

/** The platform's view of a running in-test sandbox, as `startMediaRuntime` gives a standalone one. */
export function runtimeOf(running: RunningSandbox): MediaRuntime {
  return {
    mode: 'sandbox',
    endpoints: running.endpoints,
    embedded: null,
    close: () => Promise.resolve(),
  };
}
