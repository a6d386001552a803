import { useSessionStore } from '../stores/session-store';
import { ApiError, RequestError, SESSION_INVALID_CODE, TransportError } from './errors';
import { getFeedback } from './feedback';
import { FreshQueryClient } from './fresh-query-client';

export { ApiError, RequestError, TransportError, isSessionInvalid } from './errors';

/** All calls go to one base (spec 000 §7); the dev server proxies it to the API server. */
export const API_BASE = '/api';

export const ERROR_TITLE = '错误';
export const VPN_TITLE = '请通过 VPN 访问本系统';
export const VPN_MESSAGE = '当前网络无法访问，请连接公司 VPN 后再试';
const GENERIC_ERROR = '请求错误';

type QueryScalar = string | number | boolean;
export type QueryParams = Record<string, QueryScalar | readonly QueryScalar[] | null | undefined>;

export interface RequestOptions {
  /** The caller shows the error itself (e.g. under a form): nothing global is displayed. */
  silent?: boolean;
  signal?: AbortSignal;
}

interface Envelope {
  code: number;
  data?: unknown;
  message?: unknown;
  msg?: unknown;
  message_cn?: unknown;
}

export function apiGet<T>(
  path: string,
  query?: QueryParams,
  options: RequestOptions = {},
): Promise<T> {
  return request<T>('GET', buildUrl(path, query), undefined, options);
}

export function apiPost<T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  return request<T>('POST', buildUrl(path), body ?? {}, options);
}

/** Replaces a resource the caller owns (e.g. a preference) with the body. */
export function apiPut<T>(path: string, body: unknown, options: RequestOptions = {}): Promise<T> {
  return request<T>('PUT', buildUrl(path), body, options);
}

export function buildUrl(path: string, query?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) search.append(key, String(item));
  }
  const text = search.toString();
  return `${API_BASE}${path}${text === '' ? '' : `?${text}`}`;
}

async function request<T>(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body: unknown,
  options: RequestOptions,
): Promise<T> {
  try {
    const envelope = await send(method, url, body, options.signal);
    if (envelope.code === 0) return envelope.data as T;
    throw envelopeError(envelope, url);
  } catch (error) {
    if (!options.silent && error instanceof RequestError) reportApiError(error);
    throw error;
  }
}

async function send(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body: unknown,
  signal: AbortSignal | undefined,
): Promise<Envelope> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = useSessionStore.getState().token;
  if (token) headers['X-Token'] = token;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: payload,
      credentials: 'include',
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    // A cancelled query is not a failure the user needs to hear about.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new TransportError('network', message, url, `${message}\n${url}`);
  }

  // ARCHITECTURE §5: 403 is reserved for the network allow-list; everything else answers 200.
  if (response.status === 403) {
    throw new TransportError('vpn', VPN_MESSAGE, url, VPN_MESSAGE, 403);
  }
  if (!response.ok) {
    // A request the server gave up waiting for (408) still carries the envelope's Chinese text.
    const body: unknown = await readJson(response, signal);
    const chinese = isEnvelope(body) ? nonEmptyText(body.message_cn) : undefined;
    const message = chinese ?? `${GENERIC_ERROR}（HTTP ${response.status}）`;
    throw new TransportError('http', message, url, `${message}\n${url}`, response.status);
  }
  const parsed: unknown = await readJson(response, signal);
  if (!isEnvelope(parsed)) {
    throw new TransportError(
      'format',
      GENERIC_ERROR,
      url,
      `${GENERIC_ERROR}\n${url}`,
      response.status,
    );
  }
  return parsed;
}

/**
 * The body as JSON, `undefined` when it is none. A query cancelled while its body was still arriving
 * stays a cancellation: it is not a malformed answer the user needs to hear about.
 */
function readJson(response: Response, signal: AbortSignal | undefined): Promise<unknown> {
  return response.json().catch((error: unknown) => {
    if (signal?.aborted) throw error;
    return undefined;
  });
}

function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' && value !== null && typeof (value as Envelope).code === 'number'
  );
}

function nonEmptyText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The text of a non-zero code (spec 000 §8): the message (an array joined by line breaks), else msg,
 * else a generic error plus the URL; a Chinese message wins and is followed by the URL. Listed
 * problems stay visible under the Chinese message so validation failures name every field.
 */
export function envelopeError(envelope: Envelope, url: string): ApiError {
  const list = Array.isArray(envelope.message)
    ? envelope.message.filter((item): item is string => typeof item === 'string')
    : [];
  const single = nonEmptyText(envelope.message);
  const chinese = nonEmptyText(envelope.message_cn);
  const msg = nonEmptyText(envelope.msg);

  if (chinese !== undefined) {
    const message = [withoutListedTail(chinese, list), ...list].join('\n');
    return new ApiError(envelope.code, message, url, `${message}\n${url}`, list);
  }
  const message = list.length > 0 ? list.join('\n') : (single ?? msg);
  if (message !== undefined) return new ApiError(envelope.code, message, url, message, list);
  return new ApiError(envelope.code, GENERIC_ERROR, url, `${GENERIC_ERROR}\n${url}`, list);
}

/**
 * The server's Chinese message may already end with the listed problems ("请求参数有误：a；b"); they
 * are shown one per line below it, so the head alone stays on the first line.
 */
function withoutListedTail(chinese: string, list: readonly string[]): string {
  const tail = `：${list.join('；')}`;
  return list.length > 0 && chinese.endsWith(tail) ? chinese.slice(0, -tail.length) : chinese;
}

let reloginPromptOpen = false;

/** Shows a failure the standard way; callers that went silent may hand errors back here. */
export function reportApiError(error: RequestError): void {
  if (error instanceof ApiError && error.code === SESSION_INVALID_CODE) {
    promptRelogin();
    return;
  }
  if (error instanceof TransportError && error.kind === 'vpn') {
    getFeedback().showError({ title: VPN_TITLE, description: error.display, key: 'vpn' });
    return;
  }
  getFeedback().showError({ title: ERROR_TITLE, description: error.display });
}

/** spec 000 §4, §8: one confirm at a time however many calls fail together. */
function promptRelogin(): void {
  if (reloginPromptOpen) return;
  reloginPromptOpen = true;
  getFeedback().confirmRelogin({
    onRelogin: () => {
      useSessionStore.getState().resetToken();
      window.location.reload();
    },
    onClosed: () => {
      reloginPromptOpen = false;
    },
  });
}

/** Client failures were shown already and would fail the same way again: never retry them. */
export const queryClient = new FreshQueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) => !(error instanceof RequestError) && failureCount < 2,
      refetchOnWindowFocus: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});
