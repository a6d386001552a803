import { tencent } from '@toufang/media-wire';
import { mediumError } from '../../http/medium-error';
import type { ObjectCollection, ObjectRecord } from '../../state/collection';

// Shared pieces of Tencent writes: per-item results of the `update_*_spec` batches (reference
// §3.5: outer code 0, `data.list[]{code, message, message_cn, adgroup_id}` and `fail_id_list`),
// ownership checks and the adgroup daily-budget rule.

const { ErrorCode, ERROR_MESSAGES } = tencent;

/** A failure of one spec of a batch (or of a single-object write, answered as the error). */
export class ItemError extends Error {
  constructor(
    readonly messageCn: string,
    readonly code: number = ErrorCode.PARAM_INVALID,
  ) {
    super(messageCn);
  }
}

/** Runs `apply` per spec; a failed spec becomes its list item and goes to `fail_id_list`. */
export function runSpecs<T extends { adgroup_id: number }>(
  specs: readonly T[],
  apply: (spec: T) => void,
): tencent.BatchResult {
  return runItems(specs, 'adgroup_id', apply);
}

type ItemResult<K extends string> = { code: number; message: string; message_cn: string } & Record<
  K,
  number
>;

/** `runSpecs` for batches keyed by another id (`account_id` of advertiser/update_daily_budget). */
export function runItems<K extends string, T extends Record<K, number>>(
  specs: readonly T[],
  key: K,
  apply: (spec: T) => void,
): { list: ItemResult<K>[]; fail_id_list: number[] } {
  const result: { list: ItemResult<K>[]; fail_id_list: number[] } = { list: [], fail_id_list: [] };
  const item = (code: number, message: string, messageCn: string, id: number) =>
    ({ code, message, message_cn: messageCn, [key]: id }) as ItemResult<K>;
  for (const spec of specs) {
    try {
      apply(spec);
      result.list.push(item(0, '', '', spec[key]));
    } catch (error) {
      if (!(error instanceof ItemError)) throw error;
      const en =
        error.code === ErrorCode.OUT_OF_SCOPE
          ? ERROR_MESSAGES.OUT_OF_SCOPE.en
          : ERROR_MESSAGES.PARAM_INVALID.en;
      result.list.push(item(error.code, en, error.messageCn, spec[key]));
      result.fail_id_list.push(spec[key]);
    }
  }
  return result;
}

/** The account's live object, or an item error (missing, another account's, deleted). */
export function ownObject<W>(
  collection: ObjectCollection<W>,
  accountId: number,
  id: number,
  label: string,
): Readonly<ObjectRecord<W>> {
  const record = collection.find(id);
  if (!record || record.sim?.deletedAt !== undefined) throw new ItemError(`${label} ${id} 不存在`);
  if (record.advertiserId !== accountId) {
    throw new ItemError(`${label} ${id} 不属于账户 ${accountId}`, ErrorCode.OUT_OF_SCOPE);
  }
  return record;
}

/** A single-object write answers an item error as the call's error. */
export function single<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof ItemError)) throw error;
    throw error.code === ErrorCode.OUT_OF_SCOPE
      ? mediumError('noPermission', error.messageCn)
      : mediumError('param', error.messageCn);
  }
}

/**
 * Adgroup daily budget (reference §3.5): 0 = 不限, else 5,000–400,000,000 分; a new cap must be
 * ≥ 1.5 × today's spend and ≥ today's spend + 5,000 分.
 */
export function checkDailyBudget(fen: number, spentToday: number): void {
  if (fen === 0) return;
  if (fen < tencent.ADGROUP_DAILY_BUDGET_MIN || fen > tencent.ADGROUP_DAILY_BUDGET_MAX) {
    throw new ItemError('日预算须为 0（不限）或 50–4,000,000 元（5,000–400,000,000 分）');
  }
  if (fen < spentToday * 1.5 || fen < spentToday + tencent.ADGROUP_DAILY_BUDGET_MIN) {
    throw new ItemError(
      `日预算不能低于今日消耗的 1.5 倍且须比今日消耗高 50 元（今日消耗 ${spentToday} 分）`,
    );
  }
}

/** A modification time after the previous one, also while the simulated clock stands still. */
export function bumped(record: { updatedAt: number }, now: number): number {
  return Math.max(now, record.updatedAt + 1000);
}
