// `check_download` (spec 002 §7; docs/architecture/apps.md): whether a package's download link
// answers an installable file. A HEAD request (a GET of the first byte where HEAD is refused), at
// most a few redirects, a time limit; a page (text/html) where a package is expected fails, as a
// link to a landing page instead of the APK is the usual mistake.

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

const TIMEOUT_MS = 8_000;

/** Why the link fails the check, or null when it answers a file. */
export async function downloadProblem(
  url: string,
  fetchFn: FetchLike = fetch,
  options: { timeoutMs?: number; unreachable?: Map<string, string> } = {},
): Promise<string | null> {
  if (!/^https?:\/\//i.test(url)) return '下载链接不是 http 或 https 链接';
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  // A host that could not be reached once in a check is not asked again for its other links.
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return '下载链接格式不正确';
  }
  const known = options.unreachable?.get(origin);
  if (known) return known;
  const ask = async (method: 'HEAD' | 'GET') => {
    const signal = AbortSignal.timeout(timeoutMs);
    const res = await fetchFn(url, {
      method,
      redirect: 'follow',
      signal,
      ...(method === 'GET' ? { headers: { range: 'bytes=0-0' } } : {}),
    });
    if (method === 'GET') await res.body?.cancel();
    return res;
  };
  let res: Response;
  try {
    res = await ask('HEAD');
    if (res.status === 405 || res.status === 501) res = await ask('GET');
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? '超时' : '无法连接';
    const problem = `下载链接无法访问（${reason}）`;
    options.unreachable?.set(origin, problem);
    return problem;
  }
  if (res.status >= 400) return `下载链接返回 HTTP ${res.status}`;
  const type = res.headers.get('content-type') ?? '';
  if (/text\/html/i.test(type)) return '下载链接返回的是网页，不是安装包';
  return null;
}

/** Runs `fn` over `items` with at most `limit` at once, keeping the order of the answers. */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next;
      next += 1;
      out[i] = await fn(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
