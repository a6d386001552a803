import type { TokenSource } from '../../media/http/token-provider';
import type { BatchItemResult } from '../../media/medium-writes';
import type { ItemOutcome } from '../tasks/task-type';
import { callFailure, tokenFailure } from '../tasks/media-call-outcomes';

/**
 * One group's media call: the advertiser's token, then the call with it. When either fails, that
 * failure is the outcome of every item the call carried, and the answer is undefined.
 */
export async function callGroup<R>(
  sent: readonly { item: { id: number } }[],
  outcomes: Map<number, ItemOutcome<R>>,
  tokenOf: () => Promise<TokenSource>,
  call: (token: TokenSource) => Promise<BatchItemResult[]>,
): Promise<{ token: TokenSource; results: BatchItemResult[] } | undefined> {
  let token: TokenSource;
  try {
    token = await tokenOf();
  } catch (error) {
    for (const { item } of sent) outcomes.set(item.id, tokenFailure(error));
    return undefined;
  }
  try {
    return { token, results: await call(token) };
  } catch (error) {
    const failure = callFailure(error);
    for (const { item } of sent) outcomes.set(item.id, failure);
    return undefined;
  }
}
