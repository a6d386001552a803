import { tencent } from '@toufang/media-wire';
import type { z } from 'zod';
import type { DomainStatus } from '../../lib/media-mirror';
import type { ObjectRowsOf } from '../media-mirror-types';
import { rowListings, type ListingContext, type Listings } from '../mirror/object-listings';
import { shanghaiDay } from '../mirror/shanghai-time';
import { numericId } from '../oauth-support';
import {
  legacyAdgroupRow,
  legacyAdRow,
  legacyCampaignRow,
  type ListedAdcreative,
  type ListedLegacyAd,
} from './legacy-object-mapping';
import { legacyAdgroupDomainStatus } from './legacy-status-mapping';
import { unixSeconds } from './wire-time';
import { numberedPages, type Listed } from './wire-lists';

// The v1.3 object lists of one Tencent account (reference §3.9): campaigns/get, adgroups/get and
// ads/get under /v1.3/, paged by number (v1.x has no cursor), live objects and then the deleted
// ones (`is_deleted` lists one or the other) so the mirror learns of deletions. Incremental reads
// filter on last_modified_time; an ad delivers as its adgroup does, read for each page. An ad's
// creative content is its adcreative (adcreatives/get by the page's `adcreative_id`s), kept on the
// ad as the `adcreative` the v1.3 ad object embeds (TSDK1 AdsGetListStruct).

/** The v1.3 API beside the v3.0 API base on the same host (reference §3.9). */
export const LEGACY_API = '../v1.3/';

const fieldsOf = (schema: z.ZodObject) => Object.keys(schema.shape);
const ADGROUP_STATUS_FIELDS = ['adgroup_id', 'status', 'is_deleted'];
const ADCREATIVE_FIELDS = ['adcreative_id', 'adcreative_name', 'adcreative_elements', 'is_deleted'];
/** A v1.x list call takes at most 100 values in an IN filter. */
const MAX_IN = 100;

function filtering(ctx: ListingContext, idField: string): tencent.Filter[] {
  const { ids, modifiedSince } = ctx.options;
  const filters: tencent.Filter[] = [];
  if (ids) filters.push({ field: idField, operator: 'IN', values: ids.map(numericId) });
  if (modifiedSince !== null) {
    filters.push({
      field: 'last_modified_time',
      operator: 'GREATER_EQUALS',
      values: [unixSeconds(modifiedSince)],
    });
  }
  return filters;
}

/** Items of one v1.3 list, live or deleted (`is_deleted` lists one or the other), page by page. */
async function* pagesOf<S extends z.ZodType>(
  ctx: ListingContext,
  path: string,
  item: S,
  filters: tencent.Filter[],
  fields: readonly string[],
  deleted: boolean,
): AsyncGenerator<Listed<z.output<S>>[]> {
  for await (const page of numberedPages(ctx, {
    path: `${LEGACY_API}${path}`,
    params: {
      account_id: numericId(ctx.advertiserId),
      ...(filters.length > 0 ? { filtering: filters } : {}),
      fields,
      is_deleted: deleted,
    },
    item,
    pageSize: ctx.pageSize,
  })) {
    if (page.items.length > 0) yield page.items;
  }
}

/** Live then deleted items of one v1.3 list, page by page. */
async function* livePagesThenDeleted<S extends z.ZodType>(
  ctx: ListingContext,
  path: string,
  item: S,
  filters: tencent.Filter[],
  fields: readonly string[],
): AsyncGenerator<Listed<z.output<S>>[]> {
  for (const deleted of [false, true]) yield* pagesOf(ctx, path, item, filters, fields, deleted);
}

async function* listCampaigns(ctx: ListingContext): AsyncGenerator<ObjectRowsOf['campaigns'][]> {
  const todayStart = Date.parse(`${shanghaiDay(ctx.clock.now())}T00:00:00+08:00`) / 1000;
  for await (const items of livePagesThenDeleted(
    ctx,
    'campaigns/get',
    tencent.LegacyCampaignGetDataSchema.shape.list.element,
    filtering(ctx, 'campaign_id'),
    fieldsOf(tencent.LegacyCampaignSchema),
  )) {
    yield items.map((c) => legacyCampaignRow(ctx.advertiserId, c, todayStart));
  }
}

async function* listAdgroups(ctx: ListingContext): AsyncGenerator<ObjectRowsOf['ads'][]> {
  for await (const items of livePagesThenDeleted(
    ctx,
    'adgroups/get',
    tencent.LegacyAdgroupGetDataSchema.shape.list.element,
    filtering(ctx, 'adgroup_id'),
    fieldsOf(tencent.LegacyAdgroupSchema),
  )) {
    yield items.map((a) => legacyAdgroupRow(ctx.advertiserId, a));
  }
}

/** The domain status of the adgroups among `ids`. */
async function adgroupStatuses(
  ctx: ListingContext,
  ids: readonly number[],
): Promise<Map<string, DomainStatus>> {
  const statuses = new Map<string, DomainStatus>();
  for (let i = 0; i < ids.length; i += MAX_IN) {
    const batch = ids.slice(i, i + MAX_IN);
    for await (const items of livePagesThenDeleted(
      { ...ctx, pageSize: MAX_IN },
      'adgroups/get',
      tencent.LegacyAdgroupGetDataSchema.shape.list.element,
      [{ field: 'adgroup_id', operator: 'IN', values: batch }],
      ADGROUP_STATUS_FIELDS,
    )) {
      for (const { wire } of items) {
        statuses.set(String(wire.adgroup_id), legacyAdgroupDomainStatus(wire));
      }
    }
  }
  return statuses;
}

/**
 * The adcreatives of a page of ads, by id: a live ad's is live, a deleted ad's deleted with it, so
 * each is asked for in its own state (≤ 100 ids a call).
 */
async function adcreativesOf(
  ctx: ListingContext,
  ads: readonly Listed<ListedLegacyAd>[],
): Promise<Map<string, ListedAdcreative>> {
  const found = new Map<string, ListedAdcreative>();
  for (const deleted of [false, true]) {
    const ids = [
      ...new Set(
        ads.flatMap(({ wire }) =>
          wire.adcreative_id !== undefined && (wire.is_deleted === true) === deleted
            ? [wire.adcreative_id]
            : [],
        ),
      ),
    ];
    for (let i = 0; i < ids.length; i += MAX_IN) {
      for await (const items of pagesOf(
        { ...ctx, pageSize: MAX_IN },
        'adcreatives/get',
        tencent.AdcreativeGetDataSchema.shape.list.element,
        [{ field: 'adcreative_id', operator: 'IN', values: ids.slice(i, i + MAX_IN) }],
        ADCREATIVE_FIELDS,
        deleted,
      )) {
        for (const item of items) found.set(String(item.wire.adcreative_id), item);
      }
    }
  }
  return found;
}

/** Ads, or (read-after-write) the ads of given adgroups. */
async function* listAds(ctx: ListingContext): AsyncGenerator<ObjectRowsOf['creatives'][]> {
  const parents = ctx.options.parentIds;
  const filters: tencent.Filter[] =
    parents === undefined
      ? filtering(ctx, 'ad_id')
      : [{ field: 'adgroup_id', operator: 'IN', values: parents.map(numericId) }];
  for await (const items of livePagesThenDeleted(
    ctx,
    'ads/get',
    tencent.LegacyAdGetDataSchema.shape.list.element,
    filters,
    fieldsOf(tencent.LegacyAdSchema),
  )) {
    const live = items.flatMap(({ wire }) =>
      wire.is_deleted !== true && wire.adgroup_id !== undefined ? [wire.adgroup_id] : [],
    );
    const adgroups = live.length > 0 ? await adgroupStatuses(ctx, [...new Set(live)]) : new Map();
    const adcreatives = await adcreativesOf(ctx, items);
    yield items.map((ad) =>
      legacyAdRow(ctx.advertiserId, ad, adgroups, adcreatives.get(String(ad.wire.adcreative_id))),
    );
  }
}

/** The legacy family reads its medium's file library, which the medium's own listing mirrors. */
async function* sharedLibrary(): AsyncGenerator<ObjectRowsOf['materials'][]> {
  // Nothing of its own to list.
}

export const LEGACY_OBJECT_LISTINGS: Listings = rowListings({
  campaigns: listCampaigns,
  ads: listAdgroups,
  creatives: listAds,
  materials: sharedLibrary,
});
