import type { SubPackageStatus } from '@toufang/contracts';
import { kuaishou } from '@toufang/media-wire';
import type { ZodType } from 'zod';
import type { TokenSource } from '../http/token-provider';
import type { AdapterDeps } from '../media-adapter';
import { numericId } from '../oauth-support';

// 应用分包 (media-wire kuaishou/sub-package.ts, modelled; docs/media-wire/kuaishou.md): POST
// v1/file/ad/app/sub_package/create cuts an app for up to 50 channel ids (a channel cut before
// answers its package), `list` reads the builds (1 分包中, 2 成功, 3 失败), `retry` starts failed
// builds again, `quota` answers the app's quota and how many it holds.

const MEDIUM = 'kuaishou' as const;
const PATHS = {
  create: 'v1/file/ad/app/sub_package/create',
  list: 'v1/file/ad/app/sub_package/list',
  retry: 'v1/file/ad/app/sub_package/retry',
  quota: 'v1/file/ad/app/sub_package/quota',
} as const;

/** A listing page; the channel filter takes as many. */
const PAGE_SIZE = kuaishou.SUB_PACKAGE_LIMITS.pageSizeMax;

export interface MediaSubPackage {
  mediaSubPackageId: string;
  channelId: string;
  status: Exclude<SubPackageStatus, 'queued'>;
  downloadUrl: string | null;
  failReason: string | null;
}

export interface KuaishouSubPackages {
  /** Channel ids a create call takes at most. */
  readonly channelsPerCall: number;
  limiterKeys(advertiserId: string, call: 'create' | 'retry'): string[];
  /** Cuts the app for `channelIds`; answers each channel's package id. */
  create(
    token: TokenSource,
    advertiserId: string,
    appId: string,
    channelIds: readonly string[],
  ): Promise<Map<string, string>>;
  retry(
    token: TokenSource,
    advertiserId: string,
    appId: string,
    ids: readonly string[],
  ): Promise<void>;
  /** The packages of the channels named (every package when none is named). */
  list(
    token: TokenSource,
    advertiserId: string,
    appId: string,
    channelIds?: readonly string[],
  ): Promise<MediaSubPackage[]>;
  quota(
    token: TokenSource,
    advertiserId: string,
    appId: string,
  ): Promise<{ quota: number; used: number }>;
}

const STATUS: Record<number, MediaSubPackage['status']> = {
  1: 'building',
  2: 'succeeded',
  3: 'failed',
};

const viewOf = (p: kuaishou.SubPackage): MediaSubPackage => ({
  mediaSubPackageId: String(p.sub_package_id),
  channelId: p.channel_id,
  status: STATUS[Number(p.status)] ?? 'building',
  downloadUrl: p.download_url || null,
  failReason: Number(p.status) === 3 ? (p.fail_reason ?? '分包失败') : null,
});

export function createKuaishouSubPackages({
  client,
}: Pick<AdapterDeps, 'client'>): KuaishouSubPackages {
  const call = <T>(
    path: string,
    params: Record<string, unknown>,
    data: ZodType<T>,
    effect: 'read' | 'write',
    token: TokenSource,
    advertiserId: string,
  ) =>
    client
      .call({ medium: MEDIUM, method: 'POST', path, params, data, effect, token, advertiserId })
      .then((r) => r.data);

  const listPage = async (
    token: TokenSource,
    advertiserId: string,
    appId: string,
    page: number,
    channelIds?: readonly string[],
  ) =>
    call(
      PATHS.list,
      {
        advertiser_id: numericId(advertiserId),
        app_id: numericId(appId),
        ...(channelIds ? { channel_ids: channelIds } : {}),
        page,
        page_size: PAGE_SIZE,
      },
      kuaishou.SubPackageListDataSchema,
      'read',
      token,
      advertiserId,
    );

  return {
    channelsPerCall: kuaishou.SUB_PACKAGE_LIMITS.channelsPerCall,
    limiterKeys(advertiserId, which) {
      const { appId } = client.endpoints(MEDIUM);
      return [`${MEDIUM}:${appId}:POST ${PATHS[which]}`, `${MEDIUM}:advertiser:${advertiserId}`];
    },

    async create(token, advertiserId, appId, channelIds) {
      const data = await call(
        PATHS.create,
        {
          advertiser_id: numericId(advertiserId),
          app_id: numericId(appId),
          channel_ids: channelIds,
        },
        kuaishou.SubPackageCreateDataSchema,
        // A channel cut before answers its package: sending again is safe.
        'write',
        token,
        advertiserId,
      );
      return new Map(data.details.map((d) => [d.channel_id, String(d.sub_package_id)]));
    },

    async retry(token, advertiserId, appId, ids) {
      await call(
        PATHS.retry,
        {
          advertiser_id: numericId(advertiserId),
          app_id: numericId(appId),
          sub_package_ids: ids.map(Number),
        },
        kuaishou.SubPackageRetryDataSchema,
        'write',
        token,
        advertiserId,
      );
    },

    async list(token, advertiserId, appId, channelIds) {
      const out: MediaSubPackage[] = [];
      const chunks: (readonly string[] | undefined)[] = [];
      if (channelIds) {
        for (let i = 0; i < channelIds.length; i += PAGE_SIZE) {
          chunks.push(channelIds.slice(i, i + PAGE_SIZE));
        }
      } else {
        chunks.push(undefined);
      }
      for (const chunk of chunks) {
        for (let page = 1; ; page += 1) {
          const data = await listPage(token, advertiserId, appId, page, chunk);
          out.push(...data.details.map(viewOf));
          if (data.details.length < PAGE_SIZE || page * PAGE_SIZE >= data.total_count) break;
        }
      }
      return out;
    },

    quota: (token, advertiserId, appId) =>
      call(
        PATHS.quota,
        { advertiser_id: numericId(advertiserId), app_id: numericId(appId) },
        kuaishou.SubPackageQuotaDataSchema,
        'read',
        token,
        advertiserId,
      ),
  };
}
