import type { BatchItemResult } from './bytedance/writes';
import { MediaCallError } from './http/media-errors';

// Per-id outcomes of writes the media take one object a call (a Kuaishou campaign's budget, a
// Tencent dynamic creative's switch): the medium's business refusal of that object becomes its
// refused result; anything else (rate limit, token, a write whose answer was lost) stops the batch
// and is the caller's to handle, as with a batch call.

/** Chinese text for a refused item: the medium's message when it is Chinese, else ours and its. */
export function refusalMessage(message: string): string {
  if (/\p{Script=Han}/u.test(message)) return message;
  return message ? `媒体拒绝了该条目（${message}）` : '媒体拒绝了该条目';
}

/** One object's write as its result; a business refusal is a refused result. */
export async function singleItem(
  id: string,
  write: () => Promise<unknown>,
): Promise<BatchItemResult> {
  try {
    await write();
    return { id, ok: true };
  } catch (error) {
    if (!(error instanceof MediaCallError) || error.kind !== 'business') throw error;
    return {
      id,
      ok: false,
      code: error.mediumCode === null ? 'BUSINESS' : String(error.mediumCode),
      message: refusalMessage(error.message),
    };
  }
}

/** Results of a batch answer: refused ids with their reasons, applied ids ok, others unknown (left out). */
export function idResults(
  ids: readonly string[],
  applied: readonly (number | bigint)[],
  refused: readonly {
    id: number | bigint | undefined;
    code?: number | undefined;
    message: string;
  }[],
): BatchItemResult[] {
  const ok = new Set(applied.map(String));
  const failed = new Map(refused.map((e) => [String(e.id), e]));
  return ids.flatMap((id): BatchItemResult[] => {
    const error = failed.get(id);
    if (error) {
      const code = error.code === undefined || error.code === 0 ? 'BUSINESS' : String(error.code);
      return [{ id, ok: false, code, message: refusalMessage(error.message) }];
    }
    return ok.has(id) ? [{ id, ok: true }] : [];
  });
}
