import type { BudgetMode } from '../lib/media-mirror';
import type {
  ads,
  campaigns,
  creatives,
  materials,
  statsDaily,
  statsHourly,
} from '../db/schema/index';
import type { TokenSource } from './http/token-provider';

// What adapters hand the sync jobs: rows of the local mirror in domain terms (ids as strings, money
// in integer 分, statuses mapped), ready to upsert. `syncedAt` is the sync job's to set.

type MirrorRow<T extends { $inferInsert: object }> = Omit<T['$inferInsert'], 'syncedAt'>;

export type CampaignMirrorRow = MirrorRow<typeof campaigns>;
export type AdMirrorRow = MirrorRow<typeof ads>;
export type CreativeMirrorRow = MirrorRow<typeof creatives>;
export type MaterialMirrorRow = MirrorRow<typeof materials>;
export type DailyStatRow = MirrorRow<typeof statsDaily>;
export type HourlyStatRow = MirrorRow<typeof statsHourly>;

/** The levels an object listing reads. */
export type ObjectResource = 'campaigns' | 'ads' | 'creatives' | 'materials';

export interface ObjectRowsOf {
  campaigns: CampaignMirrorRow;
  ads: AdMirrorRow;
  creatives: CreativeMirrorRow;
  materials: MaterialMirrorRow;
}

export interface ListObjectsOptions {
  /** Only objects the medium modified at or after this time (incremental sync); all when null. */
  modifiedSince: Date | null;
  /** Where a cursor-paged listing stopped last time (Tencent), from `ObjectPage.cursor`. */
  cursor?: string | null;
  /** Restrict to these ids of the resource (≤ 100; read-after-write refresh of visible rows). */
  ids?: readonly string[];
  /** Creatives: only those of these promotions (read-after-write of a new promotion). */
  parentIds?: readonly string[];
}

export interface ObjectPage<R extends ObjectResource> {
  rows: ObjectRowsOf[R][];
  /** The cursor to resume from, where the medium pages by cursor. */
  cursor?: string | null;
}

export interface StatsRange {
  /** Inclusive, `YYYY-MM-DD` in Asia/Shanghai. */
  from: string;
  to: string;
}

/**
 * Object and report reads of one mirror source (a medium, or a medium's legacy API family): the
 * sync jobs' side of the adapter.
 */
export interface MirrorReader {
  /** Pages of one level's objects of one advertiser, in the medium's page order. */
  listObjects<R extends ObjectResource>(
    resource: R,
    token: TokenSource,
    advertiserId: string,
    options: ListObjectsOptions,
  ): AsyncIterable<ObjectPage<R>>;
  /** Daily stats rows of every level the medium reports (0–4), for one advertiser and range. */
  dailyStats(
    token: TokenSource,
    advertiserId: string,
    range: StatsRange,
  ): AsyncIterable<DailyStatRow[]>;
  /** Hourly stats rows (levels 0–2 at least) for one advertiser and range. */
  hourlyStats(
    token: TokenSource,
    advertiserId: string,
    range: StatsRange,
  ): AsyncIterable<HourlyStatRow[]>;
}

/** The reads of a medium's current family, which also reads the account (level 0). */
export interface MediaMirrorReader extends MirrorReader {
  /** The account's balance and daily budget (level 0 figures). */
  accountFigures(
    token: TokenSource,
    advertiserId: string,
  ): Promise<{
    name?: string;
    balance: number | null;
    budgetMode: BudgetMode | null;
    budget: number | null;
    rawStatus?: string | null;
  }>;
}
