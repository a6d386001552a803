import type { Medium as WireMedium } from '@toufang/media-wire';
import type { Medium } from '../lib/media-mirror';

/** Our media keys (route prefixes, docs/glossary.md) → media-wire's names of the same media. */
export const WIRE_MEDIUM: Record<Medium, WireMedium> = {
  bytedance: 'oceanengine',
  kuaishou: 'kuaishou',
  tencent: 'tencent',
};

export function mediumFromWire(wire: WireMedium): Medium {
  const found = (Object.keys(WIRE_MEDIUM) as Medium[]).find((m) => WIRE_MEDIUM[m] === wire);
  if (!found) throw new Error(`unknown medium ${wire}`);
  return found;
}

/** Where one medium lives and which app the platform calls it as. */
export interface MediumEndpoints {
  /** API base ending with a slash; call paths are relative to it. */
  apiBase: string;
  /** The authorize page the user is sent to. */
  authorizeUrl: string;
  /** Tencent's token endpoint sits outside the v3.0 API base (reference §3.2). */
  tokenUrl?: string;
  appId: string;
  secret: string;
}

export type MediaEndpoints = Partial<Record<Medium, MediumEndpoints>>;

export interface AppCredentials {
  appId: string;
  secret: string;
}

/** The media's production hosts (reference §0, §1.1–§1.2, §2.1–§2.2, §3.1–§3.2). */
export function productionEndpoints(apps: Partial<Record<Medium, AppCredentials>>): MediaEndpoints {
  const hosts: Record<Medium, Omit<MediumEndpoints, keyof AppCredentials>> = {
    bytedance: {
      apiBase: 'https://ad.oceanengine.com/open_api/',
      authorizeUrl: 'https://open.oceanengine.com/audit/oauth.html',
    },
    kuaishou: {
      apiBase: 'https://ad.e.kuaishou.com/rest/openapi/',
      authorizeUrl: 'https://developers.e.kuaishou.com/tools/authorize',
    },
    tencent: {
      apiBase: 'https://api.e.qq.com/v3.0/',
      authorizeUrl: 'https://developers.e.qq.com/oauth/authorize',
      tokenUrl: 'https://api.e.qq.com/oauth/token',
    },
  };
  const out: MediaEndpoints = {};
  for (const medium of Object.keys(apps) as Medium[]) {
    const app = apps[medium];
    if (app) out[medium] = { ...hosts[medium], ...app };
  }
  return out;
}

/** One app as the media sandbox describes it (`sandbox.info().apps`, `GET /_admin/apps`). */
export interface SandboxApp {
  medium: string;
  appId: number;
  secret: string;
  paths: { apiBase: string; authorize: string; token?: string };
}

/** The sandbox serves all three media on one origin; only the paths differ (ARCHITECTURE §7). */
export function sandboxEndpoints(origin: string, apps: readonly SandboxApp[]): MediaEndpoints {
  const base = origin.replace(/\/+$/, '');
  const out: MediaEndpoints = {};
  for (const app of apps) {
    const medium = (Object.keys(WIRE_MEDIUM) as Medium[]).find(
      (m) => WIRE_MEDIUM[m] === app.medium,
    );
    if (!medium) continue;
    out[medium] = {
      apiBase: `${base}${app.paths.apiBase}`,
      authorizeUrl: `${base}${app.paths.authorize}`,
      ...(app.paths.token ? { tokenUrl: `${base}${app.paths.token}` } : {}),
      appId: String(app.appId),
      secret: app.secret,
    };
  }
  return out;
}
