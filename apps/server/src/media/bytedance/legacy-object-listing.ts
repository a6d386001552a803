import { oceanengine } from '@toufang/media-wire';
import type { z } from 'zod';
import type { ObjectRowsOf } from '../media-mirror-types';
import { modifiedSince } from '../mirror/modified-since';
import { rowListings, type ListingContext, type Listings } from '../mirror/object-listings';
import type { Listed } from '../mirror/raw-list';
import { longId, numericId } from '../oauth-support';
import { v2AdRow, v2CampaignRow, v2CreativeRow } from './legacy-object-mapping';
import { longIds, plan } from './object-listing';
import { wirePages } from './wire-pages';

// Object lists of one advertiser through the v2 API (reference §1.10): 2/campaign/get/,
// 2/ad/get/ and 2/creative/get/, deleted objects included (status …_ALL) so the mirror learns of
// deletions. Ads and creatives filter by modify day (`ad_modify_time`, `creative_modify_time`),
// one query per day as the v3 listings do; campaigns have no modify filter and are listed whole,
// their modify time checked here. v2 reads the advertiser's file library as v3 does: the legacy
// source keeps no library of its own.

const fieldsOf = (schema: z.ZodObject) => Object.keys(schema.shape);

interface V2List<S extends z.ZodObject, R> {
  path: string;
  item: S;
  /** The list filter naming every status, deleted included. */
  all: Record<string, unknown>;
  /** The modify-day filter; null where the list has none (everything is listed, then checked). */
  modifyDay: string | null;
  idsKey: string;
  toRow: (
    advertiserId: string,
    item: Listed<z.output<S>>,
  ) => R & { mediumModifiedAt?: Date | null };
}

/** A v2 list, filtered by `base` (the list's every-status filter unless given). */
function v2Listing<S extends z.ZodObject, R>(list: V2List<S, R>) {
  return async function* (ctx: ListingContext, base = list.all): AsyncGenerator<R[]> {
    const since = ctx.options.modifiedSince;
    const planned = plan(
      list.modifyDay === null ? { ...ctx, options: { ...ctx.options, modifiedSince: null } } : ctx,
      base,
      list.modifyDay ?? '',
      longIds(ctx.options.ids),
      list.idsKey,
    );
    for (const filtering of planned.filterings) {
      const read = {
        path: list.path,
        params: {
          advertiser_id: numericId(ctx.advertiserId),
          filtering,
          fields: fieldsOf(list.item),
        },
        item: list.item,
        pageSize: ctx.pageSize,
      };
      for await (const items of wirePages(ctx.client, read, ctx.token, ctx.advertiserId)) {
        const rows = items
          .map((item) => list.toRow(ctx.advertiserId, item))
          .filter((row) => modifiedSince(row.mediumModifiedAt ?? null, since));
        if (rows.length > 0) yield rows;
      }
    }
  };
}

const campaignPages = v2Listing({
  path: '2/campaign/get/',
  item: oceanengine.CampaignSchema,
  all: { status: 'CAMPAIGN_STATUS_ALL' },
  modifyDay: null,
  idsKey: 'ids',
  toRow: v2CampaignRow,
});

const adPages = v2Listing({
  path: '2/ad/get/',
  item: oceanengine.AdSchema,
  all: { status: 'AD_STATUS_ALL' },
  modifyDay: 'ad_modify_time',
  idsKey: 'ids',
  toRow: v2AdRow,
});

const creativePages = v2Listing({
  path: '2/creative/get/',
  item: oceanengine.CreativeSchema,
  all: { status: 'CREATIVE_STATUS_ALL' },
  modifyDay: 'creative_modify_time',
  idsKey: 'creative_ids',
  toRow: v2CreativeRow,
});

/** Creatives of given ads (read-after-write) are listed ad by ad (`filtering.ad_id`). */
async function* listCreatives(ctx: ListingContext): AsyncGenerator<ObjectRowsOf['creatives'][]> {
  const parents = ctx.options.parentIds;
  if (parents === undefined) {
    yield* creativePages(ctx);
    return;
  }
  for (const adId of new Set(parents)) {
    yield* creativePages(ctx, { status: 'CREATIVE_STATUS_ALL', ad_id: longId(adId) });
  }
}

/** The legacy family reads its medium's file library, which the medium's own listing mirrors. */
async function* sharedLibrary(): AsyncGenerator<ObjectRowsOf['materials'][]> {
  // Nothing of its own to list.
}

export const LEGACY_OBJECT_LISTINGS: Listings = rowListings({
  campaigns: (ctx) => campaignPages(ctx),
  ads: (ctx) => adPages(ctx),
  creatives: listCreatives,
  materials: sharedLibrary,
});
