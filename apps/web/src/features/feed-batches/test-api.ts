import { vi } from 'vitest';

/** A request the stubbed API received. */
export interface ApiCall {
  method: string;
  /** Without the `/api` prefix. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (call: ApiCall) => unknown;

/**
 * Stubs `fetch` with answers by `METHOD /path` (the data of a code-0 envelope); anything else
 * answers a not-found envelope. Returns the calls received, in order.
 */
export function stubApi(routes: Readonly<Record<string, Handler>>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(
        typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        'http://localhost',
      );
      const call: ApiCall = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api/, ''),
        query: url.searchParams,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      const handler = routes[`${call.method} ${call.path}`];
      const envelope = handler
        ? { code: 0, data: handler(call), message: '', msg: '', message_cn: '' }
        : { code: 10005, data: null, message: 'no such API', msg: '', message_cn: '接口不存在' };
      return Promise.resolve(
        new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } }),
      );
    }),
  );
  return calls;
}

/** jsdom has no ResizeObserver; antd's tables, ellipsis and progress bars observe their size. */
export function stubResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
