import type { APIRequestContext } from '@playwright/test';

/** The response envelope of every call (ARCHITECTURE §5). */
export interface Envelope<T> {
  code: number;
  data: T;
  message: string | string[];
  msg: string;
  message_cn: string;
}

function unwrap<T>(what: string, status: number, body: Envelope<T>): T {
  if (status !== 200 || body.code !== 0) {
    throw new Error(`${what}: HTTP ${status}, code ${body.code}, ${body.message_cn || body.msg}`);
  }
  return body.data;
}

/** Signs in through the API (POST /api/auth/login, spec 000 §7) and returns the session token. */
export async function apiLogin(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { username, password } });
  const data = unwrap(
    `sign-in as ${username}`,
    response.status(),
    (await response.json()) as Envelope<{ token: string }>,
  );
  return data.token;
}

/** GET an API path with a session token; returns `data` and throws unless `code` is 0. */
export async function apiGet<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  params?: Record<string, string | number | boolean>,
): Promise<T> {
  const response = await request.get(path, { headers: { 'X-Token': token }, params });
  return unwrap(`GET ${path}`, response.status(), (await response.json()) as Envelope<T>);
}

/** POST a JSON body with a session token; returns `data` and throws unless `code` is 0. */
export async function apiPost<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  body: unknown,
): Promise<T> {
  const response = await request.post(path, { headers: { 'X-Token': token }, data: body });
  return unwrap(`POST ${path}`, response.status(), (await response.json()) as Envelope<T>);
}

/** PUT a JSON body with a session token; returns `data` and throws unless `code` is 0. */
export async function apiPut<T>(
  request: APIRequestContext,
  token: string,
  path: string,
  body: unknown,
): Promise<T> {
  const response = await request.put(path, { headers: { 'X-Token': token }, data: body });
  return unwrap(`PUT ${path}`, response.status(), (await response.json()) as Envelope<T>);
}
