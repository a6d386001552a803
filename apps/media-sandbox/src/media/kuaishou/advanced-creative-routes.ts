import { kuaishou, type Published } from '@toufang/media-wire';
import type { EndpointRequest, MediumContext } from '../../http/medium-context';
import { mediumError } from '../../http/medium-error';
import type {
  KuaishouCreativeRecord,
  KuaishouCreativeWire,
  KuaishouUnitRecord,
} from '../../state/records';
import {
  combinationKey,
  combinations,
  combinationWire,
  packageFields,
  packageStatus,
  packageTimes,
  type PackageFields,
} from './advanced-package';
import { needsReview, reviewDetail, submitCreative } from './creative-review';
import { KuaishouViews } from './object-views';
import { API, bumped, ownLive, pageOf } from './object-support';

// 程序化创意 2.0 (reference §2.5: gw/dsp/advanced_creative/list|create; update and the legacy
// v2/creative/advanced/program/* family from bububa's models): one package per unit of
// unit_type 7, answered by unit_id. Its videos and union pictures are combined with its captions
// into creatives, each reviewed on its own; an update keeps the combinations it still contains
// (with their verdicts), removes the others and submits the new ones.

const FAMILIES = ['gw/dsp/advanced_creative', 'v2/creative/advanced/program'];

function checkDistinct(fields: PackageFields): void {
  const photos = fields.photo_list.map((p) => p.photo_id);
  if (new Set(photos).size !== photos.length) throw mediumError('param', 'photo_list 中视频重复');
  if (new Set(fields.pic_list).size !== fields.pic_list.length) {
    throw mediumError('param', 'pic_list 中图片重复');
  }
  if (new Set(fields.captions).size !== fields.captions.length) {
    throw mediumError('param', 'captions 中广告语重复');
  }
  if (fields.photo_list.length + fields.pic_list.length === 0) {
    throw mediumError('param', 'photo_list 与 pic_list 至少填一个');
  }
}

/**
 * A deleted package: the combinations it had when it went. Deleting the unit leaves them as they
 * were, deleting the campaign marks them deleted without switching them off, an update switches
 * off (put_status 3) those it drops; failing those, the ones deleted last.
 */
function lastGeneration(
  combos: readonly Readonly<KuaishouCreativeRecord>[],
): Readonly<KuaishouCreativeRecord>[] {
  const untouched = combos.filter((c) => c.sim?.deletedAt === undefined);
  if (untouched.length > 0) return untouched;
  const switchedOn = combos.filter((c) => c.wire.put_status !== 3);
  if (switchedOn.length > 0) return switchedOn;
  const last = Math.max(...combos.map((c) => c.sim?.deletedAt ?? 0));
  return combos.filter((c) => c.sim?.deletedAt === last);
}

const photos = (list: kuaishou.AdvancedPhotoInput[]): Published<kuaishou.AdvancedPhoto>[] =>
  list.map((p) => ({ ...p, photo_id: String(p.photo_id) }));

export function registerKuaishouAdvancedCreatives(ctx: MediumContext): void {
  const { units, creatives } = ctx.state.kuaishou;
  const world = () => ctx.sim.world('kuaishou');
  const combosOf = (unitId: number, live: boolean) =>
    creatives
      .listByParent(unitId)
      .filter((c) => !live || c.sim?.deletedAt === undefined)
      .sort((a, b) => a.id - b.id);

  const programUnit = (advertiserId: number, unitId: number) => {
    const unit = ownLive(units, advertiserId, unitId, '广告组');
    if (unit.wire.unit_type !== 7) {
      throw mediumError('param', `广告组 ${unit.id} 的 unit_type 不是 7，不能使用程序化创意`);
    }
    return unit;
  };

  const insertCombos = (
    unit: Readonly<KuaishouUnitRecord>,
    fields: PackageFields,
    list: ReturnType<typeof combinations>,
    putStatus: kuaishou.PutStatus,
    now: number,
  ) => {
    for (const combination of list) {
      const id = ctx.state.nextId('kuaishou.creative');
      const ids = { creative_id: id, unit_id: unit.id, campaign_id: unit.wire.campaign_id };
      const wire = combinationWire(ids, fields, combination, putStatus, now);
      creatives.insert({
        id,
        advertiserId: unit.advertiserId,
        parentId: unit.id,
        createdAt: now,
        updatedAt: now,
        wire,
        sim: { audit: submitCreative(world().seed, wire, now, ctx.sim.getAudit()) },
      });
    }
  };

  const create = (req: EndpointRequest) => {
    const body = ctx.parse(kuaishou.AdvancedCreativeCreateRequestSchema, req.input);
    const advertiserId = ctx.advertiser(req).id;
    world().touch(advertiserId, req.now);
    const unit = programUnit(advertiserId, body.unit_id);
    if (combosOf(unit.id, true).length > 0) {
      throw mediumError('param', `广告组 ${unit.id} 已有程序化创意，一个广告组只能有一个`);
    }
    const { advertiser_id: _a, unit_id: _u, photo_list, pic_list, ...rest } = body;
    const fields: PackageFields = {
      ...rest,
      photo_list: photos(photo_list ?? []),
      pic_list: pic_list ?? [],
    };
    checkDistinct(fields);
    insertCombos(unit, fields, combinations(fields), 1, req.now);
    return { unit_id: unit.id } satisfies kuaishou.AdvancedCreativeIdData;
  };

  /** A combination the update keeps: new name, button or links; a new button is reviewed. */
  const keepCombo = (
    record: Readonly<KuaishouCreativeRecord>,
    fields: PackageFields,
    now: number,
  ) => {
    const {
      click_track_url: _c,
      actionbar_click_url: _b,
      impression_url: _i,
      ...base
    } = record.wire;
    const wire: KuaishouCreativeWire = {
      ...base,
      creative_name: fields.package_name,
      display_info: {
        ...(record.wire.display_info?.description
          ? { description: record.wire.display_info.description }
          : {}),
        ...(fields.action_bar ? { action_bar_text: fields.action_bar } : {}),
      },
      ...(fields.click_url ? { click_track_url: fields.click_url } : {}),
      ...(fields.actionbar_click_url ? { actionbar_click_url: fields.actionbar_click_url } : {}),
      ...(fields.impression_url ? { impression_url: fields.impression_url } : {}),
    };
    if (JSON.stringify(wire) === JSON.stringify(record.wire)) return;
    const audit = needsReview(record.wire, wire)
      ? submitCreative(world().seed, wire, now, ctx.sim.getAudit(), record.sim?.audit)
      : record.sim?.audit;
    creatives.put({
      ...record,
      updatedAt: bumped(record, now),
      wire,
      sim: { ...record.sim, ...(audit ? { audit } : {}) },
    });
  };

  const update = (req: EndpointRequest) => {
    const body = ctx.parse(kuaishou.AdvancedCreativeUpdateRequestSchema, req.input);
    const advertiserId = ctx.advertiser(req).id;
    world().touch(advertiserId, req.now);
    const unit = programUnit(advertiserId, body.unit_id);
    const live = combosOf(unit.id, true);
    if (live.length === 0) throw mediumError('param', `广告组 ${unit.id} 没有程序化创意`);
    const { advertiser_id: _a, unit_id: _u, photo_list, ...rest } = body;
    const fields: PackageFields = {
      ...packageFields(live),
      ...rest,
      ...(photo_list ? { photo_list: photos(photo_list) } : {}),
    };
    checkDistinct(fields);
    const putStatus = live.some((c) => c.wire.put_status === 1) ? 1 : 2;
    const kept = new Map(live.map((c) => [combinationKey(c.wire), c]));
    const added: ReturnType<typeof combinations> = [];
    for (const combination of combinations(fields)) {
      const record = kept.get(combination.key);
      if (!record) {
        added.push(combination);
        continue;
      }
      kept.delete(combination.key);
      keepCombo(record, fields, req.now);
    }
    for (const record of kept.values()) {
      creatives.update(record.id, (r) => ({
        ...r,
        updatedAt: bumped(r, req.now),
        wire: { ...r.wire, put_status: 3 },
        sim: { ...r.sim, deletedAt: req.now },
      }));
    }
    insertCombos(unit, fields, added, putStatus, req.now);
    return { unit_id: unit.id } satisfies kuaishou.AdvancedCreativeIdData;
  };

  const list = (req: EndpointRequest) => {
    const body = ctx.parse(kuaishou.AdvancedCreativeListRequestSchema, req.input);
    const advertiser = ctx.advertiser(req);
    world().touch(advertiser.id, req.now);
    const views = new KuaishouViews(world(), ctx.state, advertiser, req.now);
    const packages: {
      createdAt: number;
      unitId: number;
      view: Published<kuaishou.AdvancedCreative>;
    }[] = [];
    for (const unit of units.listByAdvertiser(advertiser.id)) {
      if (unit.wire.unit_type !== 7) continue;
      if (body.unit_ids && !body.unit_ids.includes(unit.id)) continue;
      const live = unit.sim?.deletedAt === undefined ? combosOf(unit.id, true) : [];
      const combos = live.length > 0 ? live : lastGeneration(combosOf(unit.id, false));
      const first = combos[0];
      if (!first) continue;
      const deleted = live.length === 0;
      const generated = combos.map((c) => views.creative(c));
      // status -2 (所有，包含已删除): a live package lists its deleted combinations too.
      const dropped =
        body.status === -2 && !deleted
          ? combosOf(unit.id, false)
              .filter((c) => c.sim?.deletedAt !== undefined)
              .map((c) => views.creative(c))
          : [];
      const fields = packageFields(combos);
      const status = deleted
        ? 40
        : packageStatus(
            generated.map((c) => c.status),
            views.unit(unit).status,
          );
      const reasons = [
        ...new Set(combos.map((c) => reviewDetail(c.sim?.audit, req.now)).filter(Boolean)),
      ];
      packages.push({
        createdAt: first.createdAt,
        unitId: unit.id,
        view: {
          unit_id: unit.id,
          ...fields,
          put_status: deleted ? 3 : combos.some((c) => c.wire.put_status === 1) ? 1 : 2,
          view_status: status,
          view_status_reason:
            reasons.length > 0 && (status === 42 || status === 56)
              ? reasons.join('；')
              : kuaishou.ADVANCED_VIEW_STATUS_LABELS[status],
          ...packageTimes(generated),
          creatives: [...generated, ...dropped],
        },
      });
    }
    const wanted = (p: Published<kuaishou.AdvancedCreative>) => {
      if (body.put_status_list) return body.put_status_list.some((s) => s === p.put_status);
      if (body.status === -2) return true;
      return body.status === 40 ? p.view_status === 40 : p.view_status !== 40;
    };
    const details = packages
      .sort((a, b) => b.createdAt - a.createdAt || b.unitId - a.unitId)
      .map((p) => p.view)
      .filter(wanted)
      .filter((p) => !body.package_name || p.package_name.includes(body.package_name))
      .filter((p) => {
        const day = (body.time_filter_type === 1 ? p.create_time : p.update_time).slice(0, 10);
        return (
          (!body.start_date || day >= body.start_date) && (!body.end_date || day <= body.end_date)
        );
      });
    const page = pageOf(details, body.page, body.page_size);
    // "当unit_ids参数不为空时，返回值total_count为0" (bububa model/creative/advanced_program_list_request.go).
    return {
      ...page,
      total_count: body.unit_ids?.length ? 0 : page.total_count,
    } satisfies kuaishou.AdvancedCreativeListData;
  };

  for (const family of FAMILIES) {
    ctx.endpoint('POST', `${API}/${family}/create`, create, { write: true });
    ctx.endpoint('POST', `${API}/${family}/update`, update, { write: true });
    ctx.endpoint('POST', `${API}/${family}/list`, list);
  }
}
