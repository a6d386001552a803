import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import type { MediaClient } from '../http/media-client';
import type { CampaignMirrorRow, ObjectPage, ObjectResource } from '../media-mirror-types';
import {
  listObjectsWith,
  rowListings,
  type ListingContext,
  type Listings,
} from './object-listings';

const client = {} as MediaClient;
const clock = new ManualClock(new Date('2025-03-10T00:00:00Z'));

const campaign = (campaignId: string): CampaignMirrorRow => ({
  medium: 'bytedance',
  campaignId,
  advertiserId: '55',
  name: campaignId,
  raw: {},
});

async function collect<R extends ObjectResource>(pages: AsyncIterable<ObjectPage<R>>) {
  const out: ObjectPage<R>[] = [];
  for await (const page of pages) out.push(page);
  return out;
}

describe('object listings', () => {
  it('gives each listing the reader’s client, clock and page size with the call’s arguments', async () => {
    const seen: ListingContext[] = [];
    async function* campaigns(ctx: ListingContext) {
      seen.push(ctx);
      await Promise.resolve();
      yield { rows: [campaign('1')], cursor: 'next' };
    }
    const none = async function* () {};
    const listings: Listings = { campaigns, ads: none, creatives: none, materials: none };
    const listObjects = listObjectsWith({ client, clock }, 7, listings);
    const options = { modifiedSince: null, ids: ['1'] };
    const pages = await collect(listObjects('campaigns', 'token-1', '55', options));
    expect(pages).toEqual([{ rows: [campaign('1')], cursor: 'next' }]);
    expect(seen).toEqual([
      { client, clock, token: 'token-1', advertiserId: '55', options, pageSize: 7 },
    ]);
    expect(await collect(listObjects('ads', 'token-1', '55', options))).toEqual([]);
  });

  it('turns pages of rows into object pages without a cursor', async () => {
    async function* campaigns() {
      await Promise.resolve();
      yield [campaign('1'), campaign('2')];
      yield [campaign('3')];
    }
    const none = async function* () {};
    const listings = rowListings({ campaigns, ads: none, creatives: none, materials: none });
    const ctx = {} as ListingContext;
    expect(await collect(listings.campaigns(ctx))).toEqual([
      { rows: [campaign('1'), campaign('2')] },
      { rows: [campaign('3')] },
    ]);
    expect(await collect(listings.materials(ctx))).toEqual([]);
  });
});
