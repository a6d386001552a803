import type { ObjectCollection, ObjectRecord } from '../../state/collection';
import { mediumError } from '../../http/medium-error';

// Shared pieces of Kuaishou object routes (reference §2.6, §2.10): `{total_count, details[]}`
// pages (page default 1, page_size default 20), ownership checks, and batch writes that answer
// the ids they applied and why each other id was refused (documentIds 2575, 2576, 2584).

export const API = '/kuaishou/rest/openapi';

export function pageOf<T>(items: readonly T[], page = 1, pageSize = 20) {
  const start = (page - 1) * pageSize;
  return { total_count: items.length, details: items.slice(start, start + pageSize) };
}

/** Newest first, as the console lists them. */
export const newestFirst = (a: { createdAt: number; id: number }, b: typeof a): number =>
  b.createdAt - a.createdAt || b.id - a.id;

/** The advertiser's live object, or a param / no-permission error naming it. */
export function ownLive<W>(
  collection: ObjectCollection<W>,
  advertiserId: number,
  id: number,
  label: string,
): Readonly<ObjectRecord<W>> {
  const record = collection.find(id);
  if (!record) throw mediumError('param', `${label} ${id} 不存在`);
  if (record.advertiserId !== advertiserId) {
    throw mediumError('noPermission', `${label} ${id} 不属于广告主 ${advertiserId}`);
  }
  if (record.sim?.deletedAt !== undefined) throw mediumError('param', `${label} ${id} 已删除`);
  return record;
}

/** Why a batch write of this advertiser may not change the record, or null when it may. */
export function batchRefusal(
  record: Readonly<ObjectRecord<unknown>> | undefined,
  advertiserId: number,
  id: number,
  label: string,
): string | null {
  if (record === undefined) return `${label} ${id} 不存在`;
  if (record.advertiserId !== advertiserId) return `${label} ${id} 不属于广告主 ${advertiserId}`;
  if (record.sim?.deletedAt !== undefined) return `${label} ${id} 已删除`;
  return null;
}

/** The ids of a status batch: the list, or the single id. */
export function batchIds(single: number | undefined, list: number[] | undefined): number[] {
  return [...new Set(list ?? (single === undefined ? [] : [single]))];
}

/** A modification time after the previous one, also while the simulated clock stands still. */
export function bumped(record: { updatedAt: number }, now: number): number {
  return Math.max(now, record.updatedAt + 1000);
}

/** A listed object's day (its `YYYY-MM-DD`) within the list's optional start and end dates. */
export function withinDates(
  time: string,
  range: { start_date?: string | undefined; end_date?: string | undefined },
): boolean {
  const day = time.slice(0, 10);
  return (
    (!range.start_date || day >= range.start_date) && (!range.end_date || day <= range.end_date)
  );
}

/**
 * One batch write over the advertiser's objects: an id the batch may not change (batchRefusal,
 * then the write's own `refuse`) is answered with its reason and left alone; every other is
 * changed by `change` and answered among the applied ids.
 */
export function applyBatch<W>(
  collection: ObjectCollection<W>,
  ids: readonly number[],
  advertiserId: number,
  label: string,
  write: {
    refuse?: (record: Readonly<ObjectRecord<W>>) => string | null;
    change: (record: Readonly<ObjectRecord<W>>) => ObjectRecord<W>;
  },
): { applied: number[]; refused: { id: number; reason: string }[] } {
  const applied: number[] = [];
  const refused: { id: number; reason: string }[] = [];
  for (const id of ids) {
    const record = collection.find(id);
    const reason =
      batchRefusal(record, advertiserId, id, label) ??
      (record && write.refuse ? write.refuse(record) : null);
    if (reason !== null) {
      refused.push({ id, reason });
      continue;
    }
    collection.update(id, write.change);
    applied.push(id);
  }
  return { applied, refused };
}

/** The put_status write of a status batch: put_status 3 deletes the object. */
export function putStatusChange<W extends { put_status: number }>(
  putStatus: W['put_status'],
  now: number,
): (record: Readonly<ObjectRecord<W>>) => ObjectRecord<W> {
  return (r) => ({
    ...r,
    updatedAt: bumped(r, now),
    wire: { ...r.wire, put_status: putStatus },
    ...(putStatus === 3 ? { sim: { ...r.sim, deletedAt: now } } : {}),
  });
}
