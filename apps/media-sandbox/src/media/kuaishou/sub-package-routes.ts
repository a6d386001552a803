import { kuaishou } from '@toufang/media-wire';
import { CDN_HOSTS } from '../../cdn/cdn-hosts';
import type { MediumContext } from '../../http/medium-context';
import { mediumError } from '../../http/medium-error';
import { hashSeed } from '../../prng';
import type { ObjectRecord } from '../../state/collection';
import type { KuaishouSubPackage } from '../../state/records';
import { appVerdict } from '../app-review';
import { API, pageOf } from './object-support';

// 应用分包 (media-wire kuaishou/sub-package.ts; MODELLED, see docs/media-wire/kuaishou.md): an
// approved Android app of the account is cut into channel packages. A create answers at once with
// the ids; each build takes SUB_PACKAGE_BUILD_MS of simulated time (status 1 分包中), then ends 2
// 成功 with the package's address on the medium's CDN, or 3 失败. A build fails now and then, as
// the medium's does (SUB_PACKAGE_FAIL_SHARE, decided by the channel and the attempt, so the same
// world fails the same builds); `retry` starts a failed build again. A channel is cut once per app:
// creating it again answers the package it has. Each app holds at most SUB_PACKAGE_QUOTA.

export const SUB_PACKAGE_BUILD_MS = 30_000;
export const SUB_PACKAGE_QUOTA = 2_000;
export const SUB_PACKAGE_FAIL_SHARE = 0.05;
export const SUB_PACKAGE_FAIL_REASON = '母包写入渠道信息失败，请重试';

/** Whether build number `build` (1 first) of `channelId` fails. */
export function subPackageBuildFails(channelId: string, build: number): boolean {
  return hashSeed(`sub-package:${channelId}:${build}`) / 4_294_967_296 < SUB_PACKAGE_FAIL_SHARE;
}

const STATUS = { building: 1, succeeded: 2, failed: 3 } as const;

function stateOf(r: Readonly<ObjectRecord<KuaishouSubPackage>>, now: number): keyof typeof STATUS {
  if (now < r.wire.buildStartedAt + SUB_PACKAGE_BUILD_MS) return 'building';
  return subPackageBuildFails(r.wire.channelId, r.wire.builds) ? 'failed' : 'succeeded';
}

function view(r: Readonly<ObjectRecord<KuaishouSubPackage>>, now: number): kuaishou.SubPackage {
  const state = stateOf(r, now);
  const finished = r.wire.buildStartedAt + SUB_PACKAGE_BUILD_MS;
  return {
    sub_package_id: r.id,
    app_id: r.parentId ?? 0,
    channel_id: r.wire.channelId,
    status: STATUS[state],
    download_url:
      state === 'succeeded'
        ? `${CDN_HOSTS.kuaishou}/sub_package/${r.parentId}/${r.wire.channelId}.apk`
        : '',
    ...(state === 'failed' ? { fail_reason: SUB_PACKAGE_FAIL_REASON } : {}),
    create_time: r.createdAt,
    update_time: state === 'building' ? r.updatedAt : Math.max(r.updatedAt, finished),
  };
}

export function registerKuaishouSubPackages(ctx: MediumContext): void {
  const { apps, subPackages } = ctx.state.kuaishou;

  /** The account's app, refused unless it may be cut into packages. */
  const packageableApp = (advertiserId: number, appId: number, now: number) => {
    const app = apps.find(appId);
    if (!app || app.advertiserId !== advertiserId) throw mediumError('param', '应用不存在');
    if (app.wire.platform !== 'android') throw mediumError('param', '仅安卓应用支持分包');
    if (appVerdict(app, now).state !== 'approved') {
      throw mediumError('param', '应用安全扫描未通过，暂不能分包');
    }
    return app;
  };

  const packagesOf = (appId: number) =>
    subPackages.listByParent(appId).toSorted((a, b) => b.createdAt - a.createdAt || b.id - a.id);

  ctx.endpoint(
    'POST',
    `${API}/v1/file/ad/app/sub_package/create`,
    (req) => {
      const body = ctx.parse(kuaishou.SubPackageCreateRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      packageableApp(advertiserId, body.app_id, req.now);
      const existing = new Map(packagesOf(body.app_id).map((r) => [r.wire.channelId, r.id]));
      const fresh = [...new Set(body.channel_ids.filter((c) => !existing.has(c)))];
      if (existing.size + fresh.length > SUB_PACKAGE_QUOTA) {
        throw mediumError(
          'param',
          `应用分包数量已达上限（${SUB_PACKAGE_QUOTA} 个），剩余 ${SUB_PACKAGE_QUOTA - existing.size} 个`,
        );
      }
      for (const channelId of fresh) {
        const id = ctx.state.nextId('kuaishou.subPackage');
        subPackages.insert({
          id,
          advertiserId,
          parentId: body.app_id,
          createdAt: req.now,
          updatedAt: req.now,
          wire: { channelId, buildStartedAt: req.now, builds: 1 },
        });
        existing.set(channelId, id);
      }
      return {
        details: body.channel_ids.map((channel_id) => ({
          channel_id,
          sub_package_id: existing.get(channel_id) ?? 0,
        })),
      } satisfies kuaishou.SubPackageCreateData;
    },
    { write: true },
  );

  ctx.endpoint('POST', `${API}/v1/file/ad/app/sub_package/list`, (req) => {
    const body = ctx.parse(kuaishou.SubPackageListRequestSchema, req.input);
    const app = apps.find(body.app_id);
    if (!app || app.advertiserId !== ctx.advertiser(req).id) {
      throw mediumError('param', '应用不存在');
    }
    const channels = body.channel_ids?.length ? new Set(body.channel_ids) : null;
    const list = packagesOf(body.app_id)
      .filter((r) => !channels || channels.has(r.wire.channelId))
      .map((r) => view(r, req.now))
      .filter((v) => body.status === undefined || v.status === body.status);
    return pageOf(list, body.page, body.page_size) satisfies kuaishou.SubPackageListData;
  });

  ctx.endpoint(
    'POST',
    `${API}/v1/file/ad/app/sub_package/retry`,
    (req) => {
      const body = ctx.parse(kuaishou.SubPackageRetryRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      packageableApp(advertiserId, body.app_id, req.now);
      const records = body.sub_package_ids.map((id) => {
        const r = subPackages.find(id);
        if (!r || r.parentId !== body.app_id) throw mediumError('param', `分包不存在：${id}`);
        return r;
      });
      const notFailed = records.filter((r) => stateOf(r, req.now) !== 'failed');
      if (notFailed.length > 0) {
        throw mediumError(
          'param',
          `仅失败的分包可以重试：${notFailed.map((r) => r.id).join('、')}`,
        );
      }
      for (const r of records) {
        subPackages.update(r.id, (cur) => ({
          ...cur,
          updatedAt: req.now,
          wire: { ...cur.wire, buildStartedAt: req.now, builds: cur.wire.builds + 1 },
        }));
      }
      return { sub_package_ids: records.map((r) => r.id) } satisfies kuaishou.SubPackageRetryData;
    },
    { write: true },
  );

  ctx.endpoint('POST', `${API}/v1/file/ad/app/sub_package/quota`, (req) => {
    const body = ctx.parse(kuaishou.SubPackageQuotaRequestSchema, req.input);
    const app = apps.find(body.app_id);
    if (!app || app.advertiserId !== ctx.advertiser(req).id) {
      throw mediumError('param', '应用不存在');
    }
    return {
      quota: SUB_PACKAGE_QUOTA,
      used: subPackages.listByParent(body.app_id).length,
    } satisfies kuaishou.SubPackageQuotaData;
  });
}
