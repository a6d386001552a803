import { kuaishou } from '@toufang/media-wire';
import type {
  AdMirrorRow,
  CampaignMirrorRow,
  CreativeMirrorRow,
  MaterialMirrorRow,
} from '../media-mirror-types';
import { modifiedSince } from '../mirror/modified-since';
import { rowListings, type ListingContext } from '../mirror/object-listings';
import { keepingRaw, type Listed } from '../mirror/raw-list';
import { shanghaiDay } from '../mirror/shanghai-time';
import { numericId } from '../oauth-support';
import { imageMaterialRow, videoMaterialRow } from './library-mapping';
import { campaignRow, creativeRow, unitRow } from './object-mapping';
import { cursorBatches, wirePages } from './wire-lists';

// The object lists of one Kuaishou advertiser (reference §2.5–§2.7), deleted objects included so
// the mirror learns of deletions: campaigns with status -2, units and creatives with every
// put_status, videos with new_status -1. Creatives are the custom ones (gw/dsp/creative/list)
// and those programmatic packages generate (gw/dsp/advanced_creative/list), which the custom list
// leaves out. Incremental reads filter on the modify day (the medium's granularity), then on the
// exact modify time. A full read of the video library goes by cursor (gw/dsp/video/listByCursor).

const ALL_PUT_STATUSES: kuaishou.PutStatus[] = [1, 2, 3];

/** `start_date`/`end_date` (or the given names) on the modify day, for an incremental read. */
function modifiedDays(
  ctx: ListingContext,
  names: [string, string] = ['start_date', 'end_date'],
): Record<string, string> {
  const since = ctx.options.modifiedSince;
  if (since === null) return {};
  const from = shanghaiDay(since);
  const today = shanghaiDay(ctx.clock.now());
  return { [names[0]]: from, [names[1]]: today < from ? from : today };
}

/** Whether a row was modified at or after `modifiedSince`. */
const isModified = (ctx: ListingContext, row: { mediumModifiedAt?: Date | null }) =>
  modifiedSince(row.mediumModifiedAt, ctx.options.modifiedSince);

const numericIds = (ctx: ListingContext) => ctx.options.ids?.map(numericId);

export async function* listCampaigns(ctx: ListingContext): AsyncGenerator<CampaignMirrorRow[]> {
  const ids = numericIds(ctx);
  for await (const page of wirePages(ctx, {
    path: 'gw/dsp/campaign/list',
    params: {
      advertiser_id: numericId(ctx.advertiserId),
      status: -2,
      ...(ids ? { campaign_ids: ids } : {}),
      ...modifiedDays(ctx),
    },
    item: kuaishou.CampaignSchema,
    pageSize: ctx.pageSize,
  })) {
    const rows = page
      .map((c) => campaignRow(ctx.advertiserId, c))
      .filter((r) => isModified(ctx, r));
    if (rows.length > 0) yield rows;
  }
}

export async function* listAds(ctx: ListingContext): AsyncGenerator<AdMirrorRow[]> {
  const ids = numericIds(ctx);
  for await (const page of wirePages(ctx, {
    path: 'gw/dsp/unit/list',
    params: {
      advertiser_id: numericId(ctx.advertiserId),
      put_status_list: ALL_PUT_STATUSES,
      ...(ids ? { unit_ids: ids } : {}),
      ...modifiedDays(ctx),
    },
    item: kuaishou.UnitSchema,
    pageSize: ctx.pageSize,
  })) {
    const rows = page.map((u) => unitRow(ctx.advertiserId, u)).filter((r) => isModified(ctx, r));
    if (rows.length > 0) yield rows;
  }
}

export async function* listCreatives(ctx: ListingContext): AsyncGenerator<CreativeMirrorRow[]> {
  const ids = numericIds(ctx);
  const wanted = ctx.options.ids && new Set(ctx.options.ids);
  const keep = (r: CreativeMirrorRow) =>
    isModified(ctx, r) && (!wanted || wanted.delete(r.creativeId));
  for await (const page of wirePages(ctx, {
    path: 'gw/dsp/creative/list',
    params: {
      advertiser_id: numericId(ctx.advertiserId),
      put_status_list: ALL_PUT_STATUSES,
      ...(ids ? { creative_ids: ids } : {}),
      ...modifiedDays(ctx),
    },
    item: kuaishou.CreativeSchema,
    pageSize: ctx.pageSize,
  })) {
    const rows = page.map((c) => creativeRow(ctx.advertiserId, c)).filter(keep);
    if (rows.length > 0) yield rows;
  }
  // A package's creatives change (review verdicts) without the package's update_time saying so,
  // and the package list cannot filter by creative id: read every package, keep the rows wanted.
  if (wanted?.size === 0) return;
  for await (const page of wirePages(ctx, {
    path: 'gw/dsp/advanced_creative/list',
    params: { advertiser_id: numericId(ctx.advertiserId), status: -2 },
    item: kuaishou.AdvancedCreativeSchema,
    pageSize: ctx.pageSize,
  })) {
    const rows = page
      .flatMap(({ raw, wire }) => packageCreatives(raw, wire))
      .map((c) => creativeRow(ctx.advertiserId, c))
      .filter(keep);
    if (rows.length > 0) yield rows;
  }
}

/** The creatives of a package, each with its own JSON object from the package's `creatives`. */
function packageCreatives(
  raw: Record<string, unknown>,
  wire: kuaishou.AdvancedCreative,
): Listed<kuaishou.Creative>[] {
  const rawCreatives = Array.isArray(raw.creatives) ? (raw.creatives as unknown[]) : [];
  return wire.creatives.map((creative, i) => {
    const own = keepingRaw(kuaishou.CreativeSchema).safeParse(rawCreatives[i]);
    return own.success ? own.data : { wire: creative, raw: { ...creative } };
  });
}

/** The whole video library by cursor (DOC 2640: faster and steadier than pages, no filters). */
async function* allVideos(ctx: ListingContext): AsyncGenerator<MaterialMirrorRow[]> {
  for await (const batch of cursorBatches(ctx, {
    path: 'gw/dsp/video/listByCursor',
    params: { advertiser_id: numericId(ctx.advertiserId) },
    item: kuaishou.CursorVideoSchema,
    limit: Math.min(ctx.pageSize, kuaishou.VIDEO_CURSOR_LIMIT_MAX),
  })) {
    yield batch.map((v) => videoMaterialRow(ctx.advertiserId, v));
  }
}

/** The videos changed since the last read, or those among the ids asked for, page by page. */
async function* someVideos(ctx: ListingContext): AsyncGenerator<MaterialMirrorRow[]> {
  const ids = ctx.options.ids;
  for await (const page of wirePages(ctx, {
    path: 'v1/file/ad/video/list',
    params: {
      advertiser_id: numericId(ctx.advertiserId),
      new_status: -1,
      ...(ids ? { photo_ids: ids } : {}),
      ...modifiedDays(ctx, ['update_start_date', 'update_end_date']),
    },
    item: kuaishou.LibraryVideoSchema,
    pageSize: ctx.pageSize,
  })) {
    yield page.map((v) => videoMaterialRow(ctx.advertiserId, v));
  }
}

export async function* listMaterials(ctx: ListingContext): AsyncGenerator<MaterialMirrorRow[]> {
  const advertiserId = numericId(ctx.advertiserId);
  const ids = ctx.options.ids;
  const full = ids === undefined && ctx.options.modifiedSince === null;
  yield* full ? allVideos(ctx) : someVideos(ctx);
  // Pictures are never modified: an incremental read asks for those uploaded since.
  for await (const page of wirePages(ctx, {
    path: 'v1/file/ad/image/list',
    params: {
      advertiser_id: advertiserId,
      ...(ids ? { image_tokens: ids } : {}),
      ...modifiedDays(ctx),
    },
    item: kuaishou.LibraryImageSchema,
    pageSize: ctx.pageSize,
  })) {
    yield page.map((i) => imageMaterialRow(ctx.advertiserId, i));
  }
}

export const OBJECT_LISTINGS = rowListings({
  campaigns: listCampaigns,
  ads: listAds,
  creatives: listCreatives,
  materials: listMaterials,
});
