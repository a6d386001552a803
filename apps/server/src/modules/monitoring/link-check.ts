// The HTTP check of a tracking link (docs/architecture/monitoring.md): the address as the medium
// would call it, macros unreplaced. A tracking server that answers at all with a status below 400
// is up; no answer within the time limit, a network error or 4xx/5xx is a failing link.

export const LINK_CHECK_TIMEOUT_MS = 10_000;

export type LinkFetch = (url: string, init: RequestInit) => Promise<Response>;

/** Why the link fails, or null when it answers. */
export async function linkProblem(
  url: string,
  method: 'GET' | 'POST',
  fetcher: LinkFetch = fetch,
  timeoutMs = LINK_CHECK_TIMEOUT_MS,
): Promise<string | null> {
  try {
    const res = await fetcher(url, {
      method,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body?.cancel();
    return res.status >= 400 ? `访问返回 HTTP ${res.status}` : null;
  } catch (error) {
    const name = (error as Error).name;
    return name === 'TimeoutError' || name === 'AbortError'
      ? `${timeoutMs / 1000} 秒内无响应`
      : '无法访问（连接失败）';
  }
}

/** Runs `work` over `items`, at most `limit` at a time, answers in order. */
export async function inBatches<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i] as T);
    }
  });
  await Promise.all(lanes);
  return out;
}
