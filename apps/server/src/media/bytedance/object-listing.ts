import { oceanengine } from '@toufang/media-wire';
import type {
  AdMirrorRow,
  CampaignMirrorRow,
  CreativeMirrorRow,
  MaterialMirrorRow,
} from '../media-mirror-types';
import { modifiedSince } from '../mirror/modified-since';
import { rowListings, type ListingContext } from '../mirror/object-listings';
import { addDays, daysBetween, shanghaiDay } from '../mirror/shanghai-time';
import { chunk, longId, numericId } from '../oauth-support';
import { imageMaterialRow, videoMaterialRow } from './library-mapping';
import { adRow, campaignRow, creativeRows } from './object-mapping';
import { wirePages } from './wire-pages';
import { fromWireDateTime } from './wire-time';

// Object listings of one advertiser (reference §1.6–§1.8, §1.12). Deleted objects are listed too
// (status ALL), so the mirror learns of deletions. Incremental listing uses the medium's modify-day
// filter (`project_modify_time` / `promotion_modify_time` match one day): one query per day from
// the `modifiedSince` day through tomorrow (a clock a little behind the medium's loses nothing),
// then the exact time is checked here. Longer gaps list everything and check the times here.

/** Beyond this many days back, one full listing costs less than a query per day. */
const MAX_DAY_QUERIES = 8;
/** `filtering.ids` takes at most 100 ids (reference §1.6). */
const MAX_FILTER_IDS = 100;

interface Plan {
  filterings: Record<string, unknown>[];
  keep: (modified: Date | null) => boolean;
}

/**
 * The `filtering` values of one listing: by id in batches, the whole list, or one per modify day
 * (`modifyDay` names the filter), and the exact modify-time check of what comes back.
 */
export function plan(
  ctx: ListingContext,
  base: Record<string, unknown>,
  modifyDay: string,
  ids: readonly bigint[] | undefined,
  idsKey = 'ids',
): Plan {
  const since = ctx.options.modifiedSince;
  const keep = (modified: Date | null) => modifiedSince(modified, since);
  if (ids !== undefined) {
    return {
      filterings: chunk(ids, MAX_FILTER_IDS).map((batch) => ({ ...base, [idsKey]: batch })),
      keep,
    };
  }
  if (since === null) return { filterings: [base], keep };
  const days = daysBetween(shanghaiDay(since), addDays(shanghaiDay(ctx.clock.now()), 1));
  if (days.length > MAX_DAY_QUERIES) return { filterings: [base], keep };
  return { filterings: days.map((day) => ({ ...base, [modifyDay]: day })), keep };
}

export const longIds = (ids: readonly string[] | undefined) => ids?.map(longId);

export async function* listCampaigns(ctx: ListingContext): AsyncGenerator<CampaignMirrorRow[]> {
  const { filterings, keep } = plan(
    ctx,
    { status: 'PROJECT_STATUS_ALL' },
    'project_modify_time',
    longIds(ctx.options.ids),
  );
  for (const filtering of filterings) {
    const read = {
      path: 'v3.0/project/list/',
      params: { advertiser_id: numericId(ctx.advertiserId), filtering },
      item: oceanengine.ProjectListItemSchema,
      pageSize: ctx.pageSize,
    };
    for await (const items of wirePages(ctx.client, read, ctx.token, ctx.advertiserId)) {
      const rows = items
        .map((item) => campaignRow(ctx.advertiserId, item))
        .filter((r) => keep(r.mediumModifiedAt ?? null));
      if (rows.length > 0) yield rows;
    }
  }
}

async function* promotionPages(ctx: ListingContext, ids: readonly bigint[] | undefined) {
  const { filterings, keep } = plan(ctx, { status: 'ALL' }, 'promotion_modify_time', ids);
  for (const filtering of filterings) {
    const read = {
      path: 'v3.0/promotion/list/',
      params: { advertiser_id: numericId(ctx.advertiserId), filtering },
      item: oceanengine.PromotionListItemSchema,
      pageSize: ctx.pageSize,
    };
    for await (const items of wirePages(ctx.client, read, ctx.token, ctx.advertiserId)) {
      const kept = items.filter((item) => keep(fromWireDateTime(item.wire.promotion_modify_time)));
      if (kept.length > 0) yield kept;
    }
  }
}

export async function* listAds(ctx: ListingContext): AsyncGenerator<AdMirrorRow[]> {
  for await (const items of promotionPages(ctx, longIds(ctx.options.ids))) {
    yield items.map((item) => adRow(ctx.advertiserId, item));
  }
}

const promotionIdOf = (creativeId: string) => creativeId.split(':')[0] ?? '';

/** Creatives are read through their promotions; ids are `promotion_id:material_id`. */
export async function* listCreatives(ctx: ListingContext): AsyncGenerator<CreativeMirrorRow[]> {
  const wanted = ctx.options.ids === undefined ? null : new Set(ctx.options.ids);
  const parents =
    ctx.options.parentIds ?? (wanted === null ? undefined : [...wanted].map(promotionIdOf));
  const promotionIds = parents === undefined ? undefined : [...new Set(parents)].map(longId);
  for await (const items of promotionPages(ctx, promotionIds)) {
    const rows = items
      .flatMap((item) => creativeRows(ctx.advertiserId, item))
      .filter((r) => wanted === null || wanted.has(r.creativeId));
    if (rows.length > 0) yield rows;
  }
}

/** The image and video library; files are filtered by upload day (they have no modify time). */
export async function* listMaterials(ctx: ListingContext): AsyncGenerator<MaterialMirrorRow[]> {
  const since = ctx.options.modifiedSince;
  const ids = longIds(ctx.options.ids);
  const filterings: (Record<string, unknown> | undefined)[] =
    ids !== undefined
      ? chunk(ids, MAX_FILTER_IDS).map((batch) => ({ material_ids: batch }))
      : since === null
        ? [undefined]
        : [{ start_time: shanghaiDay(since), end_time: addDays(shanghaiDay(ctx.clock.now()), 1) }];
  const keep = (row: MaterialMirrorRow) => modifiedSince(row.mediumModifiedAt, since);
  const params = (filtering: Record<string, unknown> | undefined) => ({
    advertiser_id: numericId(ctx.advertiserId),
    filtering,
  });
  for (const filtering of filterings) {
    const images = {
      path: '2/file/image/get/',
      params: params(filtering),
      item: oceanengine.LibraryImageSchema,
      pageSize: ctx.pageSize,
    };
    for await (const items of wirePages(ctx.client, images, ctx.token, ctx.advertiserId)) {
      const rows = items.map((item) => imageMaterialRow(ctx.advertiserId, item)).filter(keep);
      if (rows.length > 0) yield rows;
    }
    const videos = { ...images, path: '2/file/video/get/', item: oceanengine.LibraryVideoSchema };
    for await (const items of wirePages(ctx.client, videos, ctx.token, ctx.advertiserId)) {
      const rows = items.map((item) => videoMaterialRow(ctx.advertiserId, item)).filter(keep);
      if (rows.length > 0) yield rows;
    }
  }
}

export const OBJECT_LISTINGS = rowListings({
  campaigns: listCampaigns,
  ads: listAds,
  creatives: listCreatives,
  materials: listMaterials,
});
