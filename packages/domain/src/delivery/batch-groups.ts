// Requests of a batch modify are split into groups of 10 rows per advertiser; status changes of
// materials go per promotion (spec 001 §4 "Batch modify", §9; spec 002 §4). The media take one
// advertiser (and for materials one promotion) per call.

/** Rows per request of a batch modify. */
export const BATCH_GROUP_SIZE = 10;

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
