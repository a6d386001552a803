import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

/** A request the stubbed API received. */
export interface ApiCall {
  method: string;
  /** Without the `/api` prefix. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** What a route answers: data of a code-0 envelope, an envelope of its own, or a lost network. */
export type Answer = { data: unknown } | { envelope: Record<string, unknown> } | 'network';

/**
 * Stubs `fetch` with answers by `METHOD /path`; anything else answers a not-found envelope.
 * Returns the calls received, in order.
 */
export function stubApi(routes: Readonly<Record<string, (call: ApiCall) => Answer>>): ApiCall[] {
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
      const answer: Answer = handler
        ? handler(call)
        : {
            envelope: { code: 10005, data: null, message: 'no such API', message_cn: '接口不存在' },
          };
      if (answer === 'network') return Promise.reject(new TypeError('Failed to fetch'));
      const envelope =
        'data' in answer ? { code: 0, data: answer.data, message: '', msg: '' } : answer.envelope;
      return Promise.resolve(
        new Response(JSON.stringify(envelope), { headers: { 'content-type': 'application/json' } }),
      );
    }),
  );
  return calls;
}

export function posts(calls: readonly ApiCall[], path: string): ApiCall[] {
  return calls.filter((call) => call.method === 'POST' && call.path === path);
}

/** An inline FeedUpdateAnswer. */
export function answer(errors: { ids: string[]; error_message: string }[] = [], taskId?: number) {
  return {
    data: {
      task_id: taskId ?? null,
      item_count: 0,
      updated_ids: [],
      errors: errors.map((error) => ({ ...error, error_code: null })),
      error_list: errors.map(({ error_message }) => ({ error_message })),
    },
  };
}

/** jsdom has no ResizeObserver; antd's tables and progress bars observe their size. */
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

export function Providers({ children }: { children: ReactNode }) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return (
    <QueryClientProvider client={client}>
      <App>{children}</App>
    </QueryClientProvider>
  );
}

/** antd renders slowly in jsdom on a busy machine. */
export const SLOW = { timeout: 10_000 };

/** A task as GET /tasks/:id answers it. */
export function task(id: number, status: string, total: number, failed = 0) {
  const done = status === 'running' ? 0 : total;
  return {
    data: {
      id,
      type: 'bytedance.update',
      title: '批量修改',
      status,
      created_by: 1,
      created_by_name: 'admin',
      params: {},
      progress: {
        total,
        done,
        counts: {
          pending: total - done,
          running: 0,
          succeeded: done - failed,
          failed,
          cancelled: 0,
          unknown: 0,
        },
        percent: Math.floor((done * 100) / total),
        eta_seconds: null,
      },
      created_at: '2026-11-24 10:00:00',
      started_at: null,
      finished_at: null,
      cancelled_at: null,
    },
  };
}

/** Failed items of a task, one per object id. */
export function failedItems(items: { object_id: string; error_message: string }[]) {
  return {
    data: {
      list: items.map((item, index) => ({
        id: index + 1,
        seq: index,
        group_key: 'g',
        status: 'failed',
        attempts: 1,
        error_code: 'MEDIA_ERROR',
        request: {},
        result: null,
        medium: 'bytedance',
        advertiser_id: '1700000000000001',
        object_type: 'promotion',
        created_at: '2026-11-24 10:00:00',
        started_at: null,
        finished_at: null,
        ...item,
      })),
      page_info: { page: 1, per_page: 1000, total_number: items.length, total_page: 1 },
    },
  };
}
