import { oceanengine } from '@toufang/media-wire';
import type { ObjectCollection, ObjectId, ObjectRecord } from '../../state/collection';

// Shared pieces of Ocean Engine writes: per-item partial success (reference §1.3: the outer code
// stays 0, failed items go to data.errors[]), ownership checks, and modify-time bumps.

const { ErrorCode } = oceanengine;

export type ObjectType = 'BASIC' | 'MATERIAL' | 'BUDGET';

/** A failure of one item of a batch (or one part of an update). */
export class ItemError extends Error {
  constructor(
    message: string,
    readonly code: number = ErrorCode.PARAM_ERROR,
    readonly objectType?: ObjectType,
  ) {
    super(message);
  }
}

export interface ItemFailure {
  error_code: number;
  error_message: string;
  object_type?: ObjectType;
}

export function toFailure(error: unknown): ItemFailure {
  if (error instanceof ItemError) {
    return {
      error_code: error.code,
      error_message: error.message,
      ...(error.objectType ? { object_type: error.objectType } : {}),
    };
  }
  throw error;
}

/** Runs `apply` per item; failed items are collected instead of failing the call. */
export function runItems<T, I extends ObjectId>(
  items: readonly T[],
  idOf: (item: T) => I,
  apply: (item: T) => void,
): { ok: I[]; failed: (ItemFailure & { id: I })[] } {
  const ok: I[] = [];
  const failed: (ItemFailure & { id: I })[] = [];
  for (const item of items) {
    try {
      apply(item);
      ok.push(idOf(item));
    } catch (error) {
      failed.push({ id: idOf(item), ...toFailure(error) });
    }
  }
  return { ok, failed };
}

/** The advertiser's object, or an item error (missing, another advertiser's, deleted). */
export function ownObject<W, I extends ObjectId>(
  collection: ObjectCollection<W, I>,
  advertiserId: number,
  id: I,
  label: string,
  options: { allowDeleted?: boolean } = {},
): Readonly<ObjectRecord<W, I>> {
  const record = collection.find(id);
  if (!record) throw new ItemError(`${label}ID ${id} 不存在`);
  if (record.advertiserId !== advertiserId) {
    throw new ItemError(`${label}ID ${id} 不属于广告主 ${advertiserId}`, ErrorCode.NO_PERMISSION);
  }
  if (!options.allowDeleted && record.sim?.deletedAt !== undefined) {
    throw new ItemError(`${label}ID ${id} 已删除`);
  }
  return record;
}

/** A modification time after the previous one, also while the simulated clock stands still. */
export function bumped(record: { updatedAt: number }, now: number): number {
  return Math.max(now, record.updatedAt + 1000);
}
