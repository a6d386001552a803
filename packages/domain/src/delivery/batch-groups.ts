import type { DeliveryFamily } from './delivery-families';

// Requests of a batch modify are split into groups of 10 rows per advertiser; status changes of
// materials go per promotion (spec 001 §4 "Batch modify", §9; spec 002 §4). The media take one
// advertiser (and for materials one promotion) per call.

/** Rows per request of a batch modify. */
export const BATCH_GROUP_SIZE = 10;

export type BatchWriteKind = 'status' | 'budget' | 'bid' | 'title';
export type BatchWriteLevel = 'account' | 'project' | 'promotion' | 'material';

/**
 * Ids one call of a medium takes, per level and write (levels as status-labels.ts names them). A
 * missing entry is a write the medium does not offer at that level. Ocean Engine: 10 (spec 001 §4,
 * §9). Kuaishou (reference §2.5, §2.10; docs/media-wire/kuaishou.md): status writes of campaigns
 * and creatives ≤ 20 ids, of units ≤ 10 (documentId 2575), unit budgets and bids ≤ 20; a campaign's
 * day budget goes through gw/dsp/campaign/update one campaign a call. Tencent v3 (reference §3.5):
 * adgroup batches ≤ 100 specs; a dynamic creative's switch goes through dynamic_creatives/update,
 * one creative a call. An account's budget is one account a call everywhere. Ocean Engine v2
 * (reference §1.10): switches and ads' budgets and bids ≤ 100 ids, a campaign's budget one a call, a
 * creative's title one a call (2/creative/custom_creative/update/ rewrites its ad's creative list).
 * Tencent v1.3 (reference §3.9): every write one object a call.
 */
export const MEDIA_BATCH_SIZES: Readonly<
  Record<DeliveryFamily, Partial<Record<BatchWriteLevel, Partial<Record<BatchWriteKind, number>>>>>
> = {
  bytedance: {
    account: { budget: 1 },
    project: { status: BATCH_GROUP_SIZE, budget: BATCH_GROUP_SIZE, bid: BATCH_GROUP_SIZE },
    promotion: { status: BATCH_GROUP_SIZE, budget: BATCH_GROUP_SIZE, bid: BATCH_GROUP_SIZE },
    material: { status: BATCH_GROUP_SIZE },
  },
  kuaishou: {
    account: { budget: 1 },
    project: { status: 20, budget: 1 },
    promotion: { status: 10, budget: 20, bid: 20 },
    material: { status: 20 },
  },
  tencent: {
    account: { budget: 1 },
    promotion: { status: 100, budget: 100, bid: 100 },
    material: { status: 1 },
  },
  bytedance_v2: {
    account: { budget: 1 },
    project: { status: 100, budget: 1 },
    promotion: { status: 100, budget: 100, bid: 100 },
    material: { status: 100, title: 1 },
  },
  tencent_v2: {
    account: { budget: 1 },
    project: { status: 1, budget: 1 },
    promotion: { status: 1, budget: 1, bid: 1 },
    material: { status: 1 },
  },
};

/** Ids per call of a write; undefined when the medium has no such write at that level. */
export function batchSizeOf(
  medium: DeliveryFamily,
  level: BatchWriteLevel,
  kind: BatchWriteKind,
): number | undefined {
  return MEDIA_BATCH_SIZES[medium][level]?.[kind];
}

export type BatchGroupBy = 'advertiser' | 'promotion';

export interface BatchGroupRow {
  advertiser_id: string | number;
  promotion_id?: string | number | null;
}

export interface BatchGroup<T> {
  advertiser_id: string;
  /** Set when grouped per promotion. */
  promotion_id?: string;
  rows: T[];
}

/**
 * Splits rows into request groups: rows of one advertiser (or one promotion) together, in the order
 * their first row appears, at most `size` rows a group. A row without a promotion cannot be grouped
 * per promotion.
 */
export function groupForBatch<T extends BatchGroupRow>(
  rows: readonly T[],
  by: BatchGroupBy,
  size: number = BATCH_GROUP_SIZE,
): BatchGroup<T>[] {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError(`group size must be ≥ 1, got ${size}`);
  const byKey = new Map<string, { advertiserId: string; promotionId?: string; rows: T[] }>();
  for (const row of rows) {
    const advertiserId = String(row.advertiser_id);
    let key = advertiserId;
    let promotionId: string | undefined;
    if (by === 'promotion') {
      if (row.promotion_id === undefined || row.promotion_id === null || row.promotion_id === '') {
        throw new RangeError('a row grouped per promotion needs a promotion_id');
      }
      promotionId = String(row.promotion_id);
      key = `${advertiserId}/${promotionId}`;
    }
    const bucket = byKey.get(key) ?? { advertiserId, promotionId, rows: [] };
    bucket.rows.push(row);
    byKey.set(key, bucket);
  }
  const groups: BatchGroup<T>[] = [];
  for (const bucket of byKey.values()) {
    for (let start = 0; start < bucket.rows.length; start += size) {
      const group: BatchGroup<T> = {
        advertiser_id: bucket.advertiserId,
        rows: bucket.rows.slice(start, start + size),
      };
      if (bucket.promotionId !== undefined) group.promotion_id = bucket.promotionId;
      groups.push(group);
    }
  }
  return groups;
}
