import { tencent } from '@toufang/media-wire';
import type { EndpointRequest, MediumContext } from '../../http/medium-context';
import { auditPhase } from '../../sim/audit';
import type { AuditState } from '../../sim/model';
import type { TencentAdgroupRecord } from '../../state/records';
import { componentRefusal } from './creation-asset-catalogues';
import { delivers, derivedAudit, submitCreative } from './creative-review';
import { checkFilters, matchAll, wantsDeleted, type FieldKind } from './filtering';
import { tencentLibrary } from './library-files';
import { checkImageLists, imageListsOf } from './image-list-check';
import { creativeAudit, TencentView } from './object-views';
import { pageOrCursor } from './paging';
import { bumped, ItemError, ownObject, single } from './write-support';

// dynamic_creatives/get|add|update|delete (reference §3.6). Adding a creative or changing its
// components submits that creative for review (creative-review.ts); the adgroup's review follows:
// it is pending until the verdict and then approved while any of its creatives delivers. An
// adgroup that delivered keeps delivering while a creative is reviewed.

const API = '/tencent/v3.0';
const FILTER_FIELDS: Record<string, FieldKind> = {
  dynamic_creative_id: 'id',
  dynamic_creative_name: 'text',
  adgroup_id: 'id',
  created_time: 'time',
  last_modified_time: 'time',
  configured_status: 'enum',
};
const unix = (ms: number): number => Math.floor(ms / 1000);

export function registerTencentCreatives(ctx: MediumContext): void {
  const { adgroups, dynamicCreatives } = ctx.state.tencent;
  const world = () => ctx.sim.world('tencent');

  const nameTaken = (accountId: number, name: string, except?: number): boolean =>
    dynamicCreatives
      .listByAdvertiser(accountId)
      .some((r) => r.id !== except && r.wire.dynamic_creative_name === name && !r.sim?.deletedAt);

  const submit = (
    adgroup: Readonly<TencentAdgroupRecord>,
    creative: { id: number; components: tencent.CreativeComponents },
    previous: AuditState | undefined,
    now: number,
  ): AuditState => submitWithAdgroup(ctx, adgroup, creative, previous, now);

  ctx.endpoint('GET', `${API}/dynamic_creatives/get`, (req) => {
    const query = ctx.parse(tencent.DynamicCreativeGetRequestSchema, req.input);
    checkFilters(query.filtering, FILTER_FIELDS);
    const view = new TencentView(world(), ctx.state, ctx.advertiser(req), req.now);
    const deleted = wantsDeleted(query.is_deleted);
    const records = dynamicCreatives
      .listByAdvertiser(view.advertiser.id)
      .filter((r) => (r.sim?.deletedAt !== undefined) === deleted);
    return pageOrCursor(records, query, 'dynamic_creative_id', (r) => {
      const c = view.creative(r);
      return matchAll(c, query.filtering, FILTER_FIELDS) ? c : null;
    }) satisfies tencent.DynamicCreativeGetData | tencent.DynamicCreativeGetCursorData;
  });

  ctx.endpoint(
    'POST',
    `${API}/dynamic_creatives/add`,
    (req) => {
      const body = ctx.parse(tencent.DynamicCreativeAddRequestSchema, req.input);
      const accountId = ctx.advertiser(req).id;
      world().touch(accountId, req.now);
      return single(() => {
        const adgroup = ownObject(adgroups, accountId, body.adgroup_id, '广告');
        if (nameTaken(accountId, body.dynamic_creative_name)) {
          throw new ItemError(`创意名称「${body.dynamic_creative_name}」已存在`);
        }
        const { account_id: _account, ...fields } = body;
        const id = ctx.state.nextId('tencent.dynamicCreative');
        const components = withIds(ctx, {}, body.creative_components);
        if (Object.values(components).every((list) => !Array.isArray(list) || list.length === 0)) {
          throw new ItemError('creative_components 不能为空');
        }
        const refused = componentRefusal(accountId, body.creative_components);
        if (refused) throw new ItemError(refused);
        checkImageLists(ctx, req, imageListsOf(body.creative_components), false);
        const audit = submit(adgroup, { id, components }, undefined, req.now);
        dynamicCreatives.insert({
          id,
          advertiserId: accountId,
          parentId: adgroup.id,
          createdAt: req.now,
          updatedAt: req.now,
          wire: {
            ...fields,
            dynamic_creative_id: id,
            account_id: accountId,
            creative_components: components,
            configured_status: body.configured_status ?? 'AD_STATUS_NORMAL',
            created_time: unix(req.now),
            last_modified_time: unix(req.now),
            is_deleted: false,
          },
          sim: { audit },
        });
        return { dynamic_creative_id: id } satisfies tencent.DynamicCreativeIdData;
      });
    },
    { write: true },
  );

  ctx.endpoint(
    'POST',
    `${API}/dynamic_creatives/update`,
    (req) => {
      const body = ctx.parse(tencent.DynamicCreativeUpdateRequestSchema, req.input);
      const accountId = ctx.advertiser(req).id;
      world().touch(accountId, req.now);
      return single(() => {
        const record = ownObject(dynamicCreatives, accountId, body.dynamic_creative_id, '创意');
        const { account_id: _a, dynamic_creative_id: _id, creative_components, ...changes } = body;
        if (
          changes.dynamic_creative_name &&
          nameTaken(accountId, changes.dynamic_creative_name, record.id)
        ) {
          throw new ItemError(`创意名称「${changes.dynamic_creative_name}」已存在`);
        }
        const adgroup = adgroups.get(record.wire.adgroup_id);
        const components = creative_components
          ? withIds(ctx, record.wire.creative_components, creative_components)
          : record.wire.creative_components;
        if (creative_components) checkComponents(ctx, req, creative_components, components);
        const previous = creativeAudit(world().seed, record, adgroup);
        const audit = creative_components
          ? submit(adgroup, { id: record.id, components }, previous, req.now)
          : record.sim?.audit;
        const updatedAt = bumped(record, req.now);
        dynamicCreatives.update(record.id, (r) => ({
          ...r,
          updatedAt,
          wire: {
            ...r.wire,
            ...changes,
            creative_components: components,
            last_modified_time: unix(updatedAt),
          },
          sim: { ...r.sim, ...(audit ? { audit } : {}) },
        }));
        return { dynamic_creative_id: record.id } satisfies tencent.DynamicCreativeIdData;
      });
    },
    { write: true },
  );

  ctx.endpoint(
    'POST',
    `${API}/dynamic_creatives/delete`,
    (req) => {
      const body = ctx.parse(tencent.DynamicCreativeDeleteRequestSchema, req.input);
      const accountId = ctx.advertiser(req).id;
      world().touch(accountId, req.now);
      return single(() => {
        const record = ownObject(dynamicCreatives, accountId, body.dynamic_creative_id, '创意');
        dynamicCreatives.update(record.id, (r) => ({
          ...r,
          updatedAt: bumped(r, req.now),
          wire: { ...r.wire, is_deleted: true },
          sim: { ...r.sim, deletedAt: req.now },
        }));
        return { dynamic_creative_id: record.id } satisfies tencent.DynamicCreativeIdData;
      });
    },
    { write: true },
  );
}

const TITLE_MAX_WIDTH = 30;
/** A title's length as Tencent counts it: 等宽字符, a half-width character half a Chinese one. */
const titleWidth = (text: string): number =>
  [...text].reduce((n, c) => n + (/^[\x20-\x7e]$/.test(c) ? 0.5 : 1), 0);

/**
 * What dynamic_creatives/update checks of the components it changes: a new video or image is one
 * of the account's (its library), a 组图 as image-list-check.ts says, each title 1–30 等宽字符, and a creative whose files or titles
 * change keeps a video or an image and a title.
 */
function checkComponents(
  ctx: MediumContext,
  req: EndpointRequest,
  change: tencent.CreativeComponents,
  after: tencent.CreativeComponents,
): void {
  const added = (key: 'video' | 'image', idKey: string) =>
    (change[key] ?? []).flatMap((c) => {
      const id = (c.value as Record<string, unknown>)[idKey];
      return c.is_deleted
        ? []
        : [typeof id === 'string' || typeof id === 'number' ? String(id) : ''];
    });
  const videos = added('video', 'video_id');
  const images = added('image', 'image_id');
  if (videos.length > 0 || images.length > 0) {
    const library = tencentLibrary(ctx.state, ctx.advertiser(req), req.now);
    const video = videos.find((id) => !library.videos.some((v) => String(v.video_id) === id));
    if (video !== undefined) throw new ItemError(`视频 ${video} 不存在或不属于该账户`);
    const image = images.find((id) => !library.images.some((i) => String(i.image_id) === id));
    if (image !== undefined) throw new ItemError(`图片 ${image} 不存在或不属于该账户`);
  }
  checkImageLists(ctx, req, imageListsOf(change), true);
  for (const c of change.title ?? []) {
    if (c.is_deleted) continue;
    const content = (c.value as { content?: unknown }).content;
    if (typeof content !== 'string' || content === '' || titleWidth(content) > TITLE_MAX_WIDTH) {
      throw new ItemError('标题长度为1-30个等宽字符');
    }
  }
  const files =
    (after.video ?? []).length + (after.image ?? []).length + (after.image_list ?? []).length;
  if ((change.video || change.image || change.image_list) && files === 0) {
    throw new ItemError('创意至少需要一个视频或图片');
  }
  if (change.title && (after.title ?? []).length === 0) {
    throw new ItemError('创意至少需要一个标题');
  }
}

/**
 * Applies components incrementally (reference §3.6): an item with a known component_id replaces
 * that component (or removes it with is_deleted), one without gets a new id.
 */
export function withIds(
  ctx: MediumContext,
  current: tencent.CreativeComponents,
  change: tencent.CreativeComponents,
): tencent.CreativeComponents {
  const out: Record<string, tencent.Component[]> = {
    ...(current as Record<string, tencent.Component[]>),
  };
  for (const [key, items] of Object.entries(change as Record<string, tencent.Component[]>)) {
    if (!Array.isArray(items)) continue;
    const list = [...(out[key] ?? [])];
    for (const item of items) {
      const at = list.findIndex((c) => c.component_id === item.component_id);
      if (item.component_id !== undefined && at < 0) {
        throw new ItemError(`组件 ${item.component_id} 不存在`);
      }
      if (item.is_deleted) {
        if (at >= 0) list.splice(at, 1);
        continue;
      }
      const next = {
        component_id: item.component_id ?? ctx.state.nextId('tencent.dynamicCreative'),
        value: item.value,
      };
      if (at >= 0) list[at] = next;
      else list.push(next);
    }
    out[key] = list;
  }
  return out;
}

/**
 * Submits a creative of `adgroup` (new, or changed after `previous`) and the adgroup with it;
 * returns the creative's submission.
 */
export function submitWithAdgroup(
  ctx: MediumContext,
  adgroup: Readonly<TencentAdgroupRecord>,
  creative: { id: number; components: tencent.CreativeComponents },
  previous: AuditState | undefined,
  now: number,
): AuditState {
  const { adgroups, dynamicCreatives } = ctx.state.tencent;
  const { seed } = ctx.sim.world('tencent');
  const before = adgroup.sim?.audit;
  // Seeded creatives show a verdict drawn from their adgroup's: pin it before the adgroup's
  // review changes.
  for (const sibling of dynamicCreatives.listByParent(adgroup.id)) {
    if (sibling.sim?.audit || !before) continue;
    const pinned = derivedAudit(seed, sibling.id, sibling.wire.creative_components, before);
    dynamicCreatives.update(sibling.id, (r) => ({ ...r, sim: { ...r.sim, audit: pinned } }));
  }
  const audit = submitCreative(
    seed,
    creative.id,
    creative.components,
    now,
    ctx.sim.getAudit(),
    previous,
  );
  const othersDeliver = dynamicCreatives
    .listByParent(adgroup.id)
    .filter((c) => c.id !== creative.id && c.sim?.deletedAt === undefined)
    .some((c) => delivers(c.sim?.audit, c.wire.creative_components));
  const waiting = before?.dueAt === Number.MAX_SAFE_INTEGER;
  const pass = delivers(audit, creative.components) || othersDeliver;
  const adgroupAudit: AuditState = {
    kind: waiting ? 'create' : 'edit',
    round: waiting || !before ? 0 : before.round + 1,
    submittedAt: now,
    dueAt: audit.dueAt,
    outcome: pass ? 'pass' : 'deny',
    rejects: pass ? [] : audit.rejects,
    deliveredBefore: !waiting && auditPhase(before, now) === 'pass',
  };
  adgroups.update(adgroup.id, (r) => ({ ...r, sim: { ...r.sim, audit: adgroupAudit } }));
  return audit;
}
