import { tencent } from '@toufang/media-wire';
import type { z } from 'zod';
import type { DomainStatus } from '../../lib/media-mirror';
import type { AdMirrorRow, CreativeMirrorRow, ObjectPage } from '../media-mirror-types';
import type { ListingContext, Listings } from '../mirror/object-listings';
import type { Listed } from '../mirror/raw-list';
import { shanghaiDay } from '../mirror/shanghai-time';
import { numericId } from '../oauth-support';
import { imageMaterialRow, videoMaterialRow } from './library-mapping';
import { adgroupRow, creativeRow } from './object-mapping';
import { adgroupDomainStatus } from './status-mapping';
import { cursorPages, numberedPages, type ListRead } from './wire-lists';
import { unixSeconds } from './wire-time';

// The object lists of one Tencent account (reference §3.5, §3.6). v3 has no campaigns. Adgroups
// and dynamic creatives are read in cursor mode, live ones first, then the deleted ones (`is_deleted`
// lists one or the other) so the mirror learns of deletions; the page cursor says which pass and
// where in it a listing stopped ("live:<cursor>" / "deleted:<cursor>"). Incremental reads filter on
// last_modified_time; a creative's delivery state is its adgroup's, read for each page.

type Pass = 'live' | 'deleted';
const PASSES: readonly Pass[] = ['live', 'deleted'];
const PAGE_CURSOR = /^(live|deleted):(.*)$/;

const ADGROUP_FIELDS = Object.keys(tencent.AdgroupSchema.shape);
const CREATIVE_FIELDS = Object.keys(tencent.DynamicCreativeSchema.shape);
const ADGROUP_STATUS_FIELDS = [
  'adgroup_id',
  'system_status',
  'configured_status',
  'end_date',
  'is_deleted',
];

/** The `filtering` parameter, left out when there is nothing to filter on. */
const filterParam = (filters: tencent.Filter[]) =>
  filters.length > 0 ? { filtering: filters } : {};

/** Objects modified at or after `modifiedSince` (the medium's times are whole seconds). */
function modifiedFilter(ctx: ListingContext): tencent.Filter[] {
  const since = ctx.options.modifiedSince;
  if (since === null) return [];
  return [
    { field: 'last_modified_time', operator: 'GREATER_EQUALS', values: [unixSeconds(since)] },
  ];
}

/** `filtering` of an incremental or id-restricted read of integer ids. */
function filtering(ctx: ListingContext, idField: string): tencent.Filter[] {
  const { ids } = ctx.options;
  const byId: tencent.Filter[] = ids
    ? [{ field: idField, operator: 'IN', values: ids.map(numericId) }]
    : [];
  return [...byId, ...modifiedFilter(ctx)];
}

/** Both passes from where `options.cursor` says a previous listing stopped. */
async function* bothPasses<S extends z.ZodType, Row>(
  ctx: ListingContext,
  read: (pass: Pass) => ListRead<S>,
  toRows: (items: Listed<z.output<S>>[]) => Promise<Row[]> | Row[],
): AsyncGenerator<{ rows: Row[]; cursor?: string | null }> {
  const resumed = PAGE_CURSOR.exec(ctx.options.cursor ?? '');
  const startPass = (resumed?.[1] as Pass | undefined) ?? 'live';
  for (const pass of PASSES.slice(PASSES.indexOf(startPass))) {
    const from = pass === startPass ? (resumed?.[2] ?? '') : '';
    const last = pass === 'deleted';
    for await (const page of cursorPages(ctx, read(pass), from)) {
      const rows = await toRows(page.items);
      if (page.next === undefined) {
        // Paged by number: nothing to resume from.
        yield { rows };
        continue;
      }
      const cursor = page.next !== null ? `${pass}:${page.next}` : last ? null : 'deleted:';
      yield { rows, cursor };
    }
  }
}

export async function* listCampaigns(): AsyncGenerator<ObjectPage<'campaigns'>> {
  // Tencent v3 has no level 1 (docs/glossary.md "Delivery levels"): nothing to list.
}

export function listAds(ctx: ListingContext): AsyncGenerator<ObjectPage<'ads'>> {
  const today = shanghaiDay(ctx.clock.now());
  return bothPasses(
    ctx,
    (pass) => ({
      path: 'adgroups/get',
      params: {
        account_id: numericId(ctx.advertiserId),
        ...filterParam(filtering(ctx, 'adgroup_id')),
        fields: ADGROUP_FIELDS,
        is_deleted: pass === 'deleted',
      },
      item: tencent.AdgroupGetDataSchema.shape.list.element,
      pageSize: ctx.pageSize,
    }),
    (items): AdMirrorRow[] => items.map((a) => adgroupRow(ctx.advertiserId, a, today)),
  );
}

/** The domain status of the live adgroups among `ids`. */
async function adgroupStatuses(
  ctx: ListingContext,
  ids: readonly number[],
): Promise<Map<string, DomainStatus>> {
  const statuses = new Map<string, DomainStatus>();
  const today = shanghaiDay(ctx.clock.now());
  for (let i = 0; i < ids.length; i += 100) {
    const chunk = ids.slice(i, i + 100);
    for await (const page of numberedPages(ctx, {
      path: 'adgroups/get',
      params: {
        account_id: numericId(ctx.advertiserId),
        filtering: [{ field: 'adgroup_id', operator: 'IN', values: chunk }],
        fields: ADGROUP_STATUS_FIELDS,
      },
      item: tencent.AdgroupGetDataSchema.shape.list.element,
      pageSize: 100,
    })) {
      for (const { wire } of page.items) {
        statuses.set(String(wire.adgroup_id), adgroupDomainStatus(wire, today));
      }
    }
  }
  return statuses;
}

export function listCreatives(ctx: ListingContext): AsyncGenerator<ObjectPage<'creatives'>> {
  return bothPasses(
    ctx,
    (pass) => ({
      path: 'dynamic_creatives/get',
      params: {
        account_id: numericId(ctx.advertiserId),
        ...filterParam(filtering(ctx, 'dynamic_creative_id')),
        fields: CREATIVE_FIELDS,
        is_deleted: pass === 'deleted',
      },
      item: tencent.DynamicCreativeGetDataSchema.shape.list.element,
      pageSize: ctx.pageSize,
    }),
    async (items): Promise<CreativeMirrorRow[]> => {
      const live = items.flatMap(({ wire }) =>
        wire.is_deleted !== true && wire.adgroup_id !== undefined ? [wire.adgroup_id] : [],
      );
      const adgroups = live.length > 0 ? await adgroupStatuses(ctx, [...new Set(live)]) : new Map();
      return items.map((c) => creativeRow(ctx.advertiserId, c, adgroups));
    },
  );
}

/** Library reads: by id (video ids are integers, image ids strings) and by modify time. */
function libraryFiltering(ctx: ListingContext, idField: 'video_id' | 'image_id'): tencent.Filter[] {
  if (idField === 'video_id') return filtering(ctx, idField);
  const { ids } = ctx.options;
  const byId: tencent.Filter[] = ids ? [{ field: idField, operator: 'IN', values: [...ids] }] : [];
  return [...byId, ...modifiedFilter(ctx)];
}

export async function* listMaterials(ctx: ListingContext): AsyncGenerator<ObjectPage<'materials'>> {
  const account_id = numericId(ctx.advertiserId);
  for await (const page of numberedPages(ctx, {
    path: 'videos/get',
    params: { account_id, ...filterParam(libraryFiltering(ctx, 'video_id')) },
    item: tencent.LibraryVideoSchema,
    pageSize: ctx.pageSize,
  })) {
    yield { rows: page.items.map((v) => videoMaterialRow(ctx.advertiserId, v)) };
  }
  for await (const page of numberedPages(ctx, {
    path: 'images/get',
    params: { account_id, ...filterParam(libraryFiltering(ctx, 'image_id')) },
    item: tencent.LibraryImageSchema,
    pageSize: ctx.pageSize,
  })) {
    yield { rows: page.items.map((i) => imageMaterialRow(ctx.advertiserId, i)) };
  }
}

export const OBJECT_LISTINGS: Listings = {
  campaigns: listCampaigns,
  ads: listAds,
  creatives: listCreatives,
  materials: listMaterials,
};
