import type { TokenSource } from '../../media/http/token-provider';
import type { BatchItemResult } from '../../media/medium-writes';
import type { TaskItem } from '../tasks/task-type';
import { notSent } from './call-outcomes';
import type { ItemOutcome } from '../tasks/task-type';
import { callFailure, tokenFailure } from '../tasks/media-call-outcomes';

/** An id the wire can carry: a positive integer of at most 64 bits (Ocean Engine's have 19 digits). */
export const isMediumId = (id: string | null | undefined): id is string =>
  typeof id === 'string' && /^[1-9]\d{0,19}$/.test(id) && BigInt(id) < 2n ** 64n;

/** Advertiser and object id of an item, when both are usable on the medium. */
export function targetOf(item: {
  target: { advertiserId: string | null; objectId: string | null };
}): { advertiserId: string; objectId: string } | null {
  const { advertiserId, objectId } = item.target;
  return isMediumId(advertiserId) && isMediumId(objectId) ? { advertiserId, objectId } : null;
}

/** The advertiser of a group: every item of it has the same one (the grouping key). */
export const advertiserOfGroup = (group: {
  items: readonly { target?: { advertiserId?: string | null } }[];
}): string => group.items[0]?.target?.advertiserId ?? '';

export type Outcomes<T> = Map<number, ItemOutcome<T>>;

/**
 * Sends one group: refuses items without a usable target, gets the token, sends, and hands each
 * result to `settle`. A call that throws gives every item its failure.
 */
export async function sendGroup<TRequest, TResult>(
  items: readonly TaskItem<TRequest>[],
  tokenOf: (advertiserId: string) => Promise<TokenSource>,
  send: (
    token: TokenSource,
    advertiserId: string,
    rows: { item: TaskItem<TRequest>; id: string }[],
  ) => Promise<BatchItemResult[]>,
  settle: (
    token: TokenSource,
    advertiserId: string,
    rows: { item: TaskItem<TRequest>; id: string; result: BatchItemResult }[],
    outcomes: Outcomes<TResult>,
  ) => Promise<void>,
): Promise<Outcomes<TResult>> {
  const outcomes: Outcomes<TResult> = new Map();
  const rows: { item: TaskItem<TRequest>; id: string }[] = [];
  for (const item of items) {
    const target = targetOf(item);
    if (target) rows.push({ item, id: target.objectId });
    else outcomes.set(item.id, notSent('INVALID_ITEM'));
  }
  const advertiserId = items[0]?.target.advertiserId ?? '';
  if (rows.length === 0) return outcomes;
  let token: TokenSource;
  try {
    token = await tokenOf(advertiserId);
  } catch (error) {
    for (const { item } of rows) outcomes.set(item.id, tokenFailure(error));
    return outcomes;
  }
  let results: BatchItemResult[];
  try {
    results = await send(token, advertiserId, rows);
  } catch (error) {
    const failure = callFailure(error);
    for (const { item } of rows) outcomes.set(item.id, failure);
    return outcomes;
  }
  const byId = new Map(results.map((r) => [r.id, r]));
  const answered = rows.flatMap((row) => {
    const result = byId.get(row.id);
    return result ? [{ ...row, result }] : [];
  });
  for (const { item, result } of answered) {
    if (!result.ok) {
      const before = (item.request as { before?: unknown }).before;
      outcomes.set(item.id, {
        status: 'failed',
        code: result.code,
        message: result.message,
        before,
        response: result,
      });
    }
  }
  const applied = answered.filter((a) => a.result.ok);
  if (applied.length > 0) {
    try {
      await settle(token, advertiserId, applied, outcomes);
    } catch {
      // The read-back failed: applied items stay without an outcome and are read again later.
    }
  }
  return outcomes;
}
