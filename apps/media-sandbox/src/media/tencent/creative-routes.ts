import { tencent } from '@toufang/media-wire';
import type { MediumContext } from '../../http/medium-context';
import { auditPhase } from '../../sim/audit';
import type { TencentAdgroupRecord } from '../../state/records';
import { checkFilters, matchAll, pageWithFields, wantsDeleted, type FieldKind } from './filtering';
import { TencentView } from './object-views';
import { bumped, ItemError, ownObject, single } from './write-support';

// dynamic_creatives/get|add|update|delete (reference §3.6). Adding a creative or changing its
// components submits the adgroup for review; the creative shows that submission's verdict
// (pending, then approved or denied with reasons). An adgroup that delivered keeps delivering
// while a new creative is reviewed.

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

  /** Submits the adgroup for review; returns the submission for the creative to keep. */
  const submit = (adgroup: Readonly<TencentAdgroupRecord>, now: number) => {
    const previous = adgroup.sim?.audit;
    // Seeded creatives show their adgroup's review: pin it before the adgroup's changes.
    for (const sibling of dynamicCreatives.listByParent(adgroup.id)) {
      if (sibling.sim?.audit || !previous) continue;
      dynamicCreatives.update(sibling.id, (r) => ({ ...r, sim: { ...r.sim, audit: previous } }));
    }
    const waiting = previous?.dueAt === Number.MAX_SAFE_INTEGER;
    const approved = !waiting && auditPhase(previous, now) === 'pass';
    const meta = world().submit(adgroup, waiting ? 'create' : 'edit', now, approved);
    adgroups.update(adgroup.id, (r) => ({ ...r, sim: meta }));
    return meta.audit;
  };

  ctx.endpoint('GET', `${API}/dynamic_creatives/get`, (req) => {
    const query = ctx.parse(tencent.DynamicCreativeGetRequestSchema, req.input);
    checkFilters(query.filtering, FILTER_FIELDS);
    const view = new TencentView(world(), ctx.state, ctx.advertiser(req), req.now);
    const deleted = wantsDeleted(query.is_deleted);
    const items = dynamicCreatives
      .listByAdvertiser(view.advertiser.id)
      .filter((r) => (r.sim?.deletedAt !== undefined) === deleted)
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id)
      .map((r) => view.creative(r))
      .filter((c) => matchAll(c, query.filtering, FILTER_FIELDS));
    return pageWithFields(
      items,
      query,
      'dynamic_creative_id',
    ) satisfies tencent.DynamicCreativeGetData;
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
        const audit = submit(adgroup, req.now);
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
          sim: audit ? { audit } : {},
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
        const audit = creative_components ? submit(adgroup, req.now) : record.sim?.audit;
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

/**
 * Applies components incrementally (reference §3.6): an item with a known component_id replaces
 * that component (or removes it with is_deleted), one without gets a new id.
 */
function withIds(
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
