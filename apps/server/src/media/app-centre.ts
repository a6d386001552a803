import type { AppPlatform, AppReviewStatus, MediaAppCreateItemRequest } from '@toufang/contracts';
import type { z } from 'zod';
import type { Medium } from '../lib/media-mirror';
import type { MediaClient } from './http/media-client';
import type { TokenSource } from './http/token-provider';

// The media's app centres in domain terms (docs/architecture/apps.md): one interface keyed by
// medium, each medium described as data in its folder's app-centre.ts (the create call, the
// listing, how an app of the listing is the one asked for); this file runs them. Platforms are
// APP_ANDROID / APP_IOS, ids are text.

/** An app to create in one account: the task item's request without our row id. */
export type NewMediaApp = Omit<MediaAppCreateItemRequest, 'appRowId'>;

/** An app as an account's app centre lists it. */
export interface MediaAppView {
  mediaAppId: string;
  /** Ocean Engine's 应用包 id. */
  packageId: string | null;
  name: string;
  platform: AppPlatform;
  packageName: string | null;
  downloadUrl: string | null;
  iconUrl: string | null;
  reviewStatus: Extract<AppReviewStatus, 'reviewing' | 'approved' | 'rejected'>;
  rejectReason: string | null;
  raw: unknown;
}

export interface MediaAppCentre {
  readonly medium: Medium;
  /** The limiter keys of one create call for `advertiserId`, as the shared client names them. */
  createLimiterKeys(advertiserId: string): string[];
  /** Creates the app; answers its id in the account's app centre. */
  createApp(token: TokenSource, advertiserId: string, app: NewMediaApp): Promise<string>;
  /** Every app of the account, in every review state. */
  listApps(token: TokenSource, advertiserId: string): Promise<MediaAppView[]>;
  /** Whether a listed app is the one `app` asks for (how a lost create answer is settled). */
  isSameApp(view: MediaAppView, app: NewMediaApp): boolean;
}

export interface AppCentreSpec<C, L> {
  medium: Medium;
  create: {
    path: string;
    /** The create goes as multipart/form-data (Kuaishou). */
    multipart?: boolean;
    params(advertiserId: string, app: NewMediaApp): Record<string, unknown>;
    data: z.ZodType<C>;
    idOf(data: C): string;
  };
  list: {
    method: 'GET' | 'POST';
    path: string;
    pageSize: number;
    params(advertiserId: string, page: number, pageSize: number): Record<string, unknown>;
    data: z.ZodType<L>;
    apps(data: L): MediaAppView[];
    total(data: L): number;
  };
  isSameApp: (view: MediaAppView, app: NewMediaApp) => boolean;
}

/** Pages a listing reads at most (a safety stop far beyond any account's quota). */
const MAX_PAGES = 50;

export function createAppCentre<C, L>(
  client: MediaClient,
  spec: AppCentreSpec<C, L>,
): MediaAppCentre {
  return {
    medium: spec.medium,
    createLimiterKeys(advertiserId) {
      const { appId } = client.endpoints(spec.medium);
      return [
        `${spec.medium}:${appId}:POST ${spec.create.path}`,
        `${spec.medium}:advertiser:${advertiserId}`,
      ];
    },
    async createApp(token, advertiserId, app) {
      const { data } = await client.call({
        medium: spec.medium,
        method: 'POST',
        path: spec.create.path,
        params: spec.create.params(advertiserId, app),
        ...(spec.create.multipart ? { files: {} } : {}),
        data: spec.create.data,
        effect: 'write',
        token,
        advertiserId,
      });
      return spec.create.idOf(data);
    },
    async listApps(token, advertiserId) {
      const apps: MediaAppView[] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const { data } = await client.call({
          medium: spec.medium,
          method: spec.list.method,
          path: spec.list.path,
          params: spec.list.params(advertiserId, page, spec.list.pageSize),
          data: spec.list.data,
          effect: 'read',
          token,
          advertiserId,
        });
        const rows = spec.list.apps(data);
        apps.push(...rows);
        if (rows.length < spec.list.pageSize || apps.length >= spec.list.total(data)) break;
      }
      return apps;
    },
    isSameApp: (view, app) => spec.isSameApp(view, app),
  };
}
