import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';

/** jsdom lacks matchMedia and ResizeObserver, which antd's tables, tabs and modals use. */
export function componentEnv(): void {
  beforeAll(stubMatchMedia);
  beforeEach(() =>
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    ),
  );
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  vi.setConfig({ testTimeout: 60_000 });
}

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, data, message: 'success', msg: '', message_cn: '' }), {
    headers: { 'Content-Type': 'application/json' },
  });

export interface StubCall {
  url: URL;
  body: unknown;
}

/** Answers the API's calls by path (`GET /api/x` or `POST /api/x`); records every call. */
export function stubApi(routes: Record<string, (call: StubCall) => unknown>): StubCall[] {
  const calls: StubCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const call = { url, body };
      calls.push(call);
      const route = routes[`${init?.method ?? 'GET'} ${url.pathname}`];
      if (route === undefined) return Promise.resolve(new Response('not found', { status: 404 }));
      return Promise.resolve(envelope(route(call)));
    }),
  );
  return calls;
}
