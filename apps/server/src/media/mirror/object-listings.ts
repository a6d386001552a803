import { systemClock, type Clock } from '../../lib/clock';
import type { MediaClient } from '../http/media-client';
import type { TokenSource } from '../http/token-provider';
import type { AdapterDeps } from '../media-adapter';
import type {
  ListObjectsOptions,
  MediaMirrorReader,
  ObjectPage,
  ObjectResource,
  ObjectRowsOf,
} from '../media-mirror-types';

// A reader's `listObjects`: one listing per level, each given the same context.

/** What one listing of one advertiser's objects reads with. */
export interface ListingContext {
  client: MediaClient;
  clock: Clock;
  token: TokenSource;
  advertiserId: string;
  options: ListObjectsOptions;
  pageSize: number;
}

export type Listing<R extends ObjectResource> = (
  ctx: ListingContext,
) => AsyncIterable<ObjectPage<R>>;

export type Listings = { [R in ObjectResource]: Listing<R> };

/** A listing that yields rows only: a medium paged by number has no cursor to resume from. */
export type RowListing<R extends ObjectResource> = (
  ctx: ListingContext,
) => AsyncIterable<ObjectRowsOf[R][]>;

async function* asPages<R extends ObjectResource>(
  rows: AsyncIterable<ObjectRowsOf[R][]>,
): AsyncGenerator<ObjectPage<R>> {
  for await (const page of rows) yield { rows: page };
}

/** Listings of row pages as listings of object pages. */
export function rowListings(listings: { [R in ObjectResource]: RowListing<R> }): Listings {
  return {
    campaigns: (ctx) => asPages(listings.campaigns(ctx)),
    ads: (ctx) => asPages(listings.ads(ctx)),
    creatives: (ctx) => asPages(listings.creatives(ctx)),
    materials: (ctx) => asPages(listings.materials(ctx)),
  };
}

/** `listObjects` over a medium's listings, pages of `pageSize` items. */
export function listObjectsWith(
  deps: AdapterDeps,
  pageSize: number,
  listings: Listings,
): MediaMirrorReader['listObjects'] {
  const clock = deps.clock ?? systemClock;
  return (resource, token, advertiserId, options) =>
    listings[resource]({ client: deps.client, clock, token, advertiserId, options, pageSize });
}
