import { ERROR_CODES } from '@toufang/contracts';
import { UNSAFE_TEXT_MESSAGES } from '@toufang/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, ROOT_USER } from '../test/test-app';
import type { RegisteredRoute } from './access';

// A NUL (or another control character, or a lone surrogate) in any string of any route's input must
// answer the normal validation error naming the field, never an internal error. The routes and their
// declared inputs are read from the running app and its OpenAPI document, so routes added later are
// walked too.
const VALIDATION_FAILED = ERROR_CODES.VALIDATION_FAILED.code;
const INTERNAL = ERROR_CODES.INTERNAL.code;
const NUL_TEXT = 'a\u0000b';

const t = await createTestApp();
afterAll(() => t.close());

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
interface Operation {
  parameters?: { name: string; in: 'query' | 'path' | 'header'; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

const rootId = (
  await t.call<{ uid: number }>({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: ROOT_USER.username, password: ROOT_USER.password },
  })
).data.uid;

const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
const paths = docs.json<{ paths: Record<string, Record<string, Operation>> }>().paths;

function operationOf(route: RegisteredRoute): Operation {
  const path = route.url.replace(/:(\w+)/g, '{$1}');
  return paths[path]?.[route.method.toLowerCase()] ?? {};
}

/** The top-level properties of a body schema, through unions and intersections. */
function bodyProperties(schema: JsonSchema | undefined): Record<string, JsonSchema> {
  if (!schema) return {};
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return Object.assign({}, ...branches.map(bodyProperties), schema.properties ?? {}) as Record<
    string,
    JsonSchema
  >;
}

const isArray = (schema: JsonSchema | undefined): boolean =>
  schema?.type === 'array' || (schema?.anyOf ?? []).some(isArray);

/** A NUL-bearing value of the field's shape: a list for array fields, else a string. */
const nulValue = (schema: JsonSchema | undefined) => (isArray(schema) ? [NUL_TEXT] : NUL_TEXT);

/** The request carrying a NUL in every declared input, and the fields the error should name. */
function nulRequest(route: RegisteredRoute) {
  const op = operationOf(route);
  const params = op.parameters ?? [];
  const fields: string[] = [];
  let url = route.url;
  for (const p of params.filter((p) => p.in === 'path')) {
    url = url.replace(`:${p.name}`, encodeURIComponent(NUL_TEXT));
    fields.push(p.name);
  }
  url = url.replace(/:\w+/g, encodeURIComponent(NUL_TEXT));
  const query = new URLSearchParams();
  for (const p of params.filter((p) => p.in === 'query')) {
    query.append(p.name, NUL_TEXT);
    fields.push(p.name);
  }
  if (query.size === 0) query.append('q', NUL_TEXT);
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  const properties = bodyProperties(bodySchema);
  const payload: Record<string, unknown> = {};
  for (const [name, schema] of Object.entries(properties)) {
    payload[name] = nulValue(schema);
    fields.push(name);
  }
  return {
    url: `${url}?${query.toString()}`,
    payload: route.method === 'GET' ? undefined : payload,
    fields,
  };
}

const routes = [...t.app.apiRoutes].sort((a, b) =>
  `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`),
);

describe('control characters in every route', () => {
  it('walks the routes of every module', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((r) => nulRequest(r).fields.length > 0).length).toBeGreaterThan(30);
  });

  it.each(routes.map((route) => ({ route, name: `${route.method} ${route.url}` })))(
    '$name refuses a NUL as a validation error naming the field',
    async ({ route }) => {
      const { url, payload, fields } = nulRequest(route);
      // A session of its own: some routes end the caller's session (logout).
      const token =
        route.access.kind === 'public'
          ? undefined
          : await t.services.sessions.create(rootId, { ip: '127.0.0.1', userAgent: 'nul-walk' });
      const res = await t.call({ method: route.method, url, payload, token });
      // The OAuth callback redirects the browser whatever happens.
      expect([200, 302]).toContain(res.status);
      if (res.status === 302) return;
      expect(res.code, JSON.stringify(res)).not.toBe(INTERNAL);
      if (fields.length === 0) return;
      expect(res.code, JSON.stringify(res)).toBe(VALIDATION_FAILED);
      // Filled fields are named with the control-character message, before any other check (Fastify
      // stops at the first input part that fails: params, body, query).
      const named = (res.message as string[]).map((line) => {
        const [path = '', text] = line.split('：');
        return { field: path.split('.')[0], text };
      });
      expect(named.map((n) => n.text)).toEqual(named.map(() => UNSAFE_TEXT_MESSAGES.control));
      expect(named.length).toBeGreaterThan(0);
      expect(fields).toEqual(expect.arrayContaining(named.map((n) => n.field)));
    },
  );
});

describe('the unsafe-text rule at the boundary', () => {
  let attempt = 0;
  /** A sign-in from an address of its own, so the throttle never answers first. */
  const login = (payload: string | object) =>
    t.call({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      headers: { 'content-type': 'application/json' },
      remoteAddress: `10.77.0.${++attempt}`,
    });

  it.each([
    ['NUL', 'ro\u0000ot'],
    ['ESC', 'ro\u001bot'],
    ['DEL', 'ro\u007fot'],
    ['a C1 control', 'ro\u0085ot'],
    ['a lone high surrogate', 'ro\ud800ot'],
    ['a lone low surrogate', 'ro\udc00ot'],
  ])('refuses %s in the user name of the unauthenticated sign-in', async (_name, username) => {
    // Sent as raw JSON text: a lone surrogate does not survive re-encoding by the test client.
    const res = await login(JSON.stringify({ username, password: ROOT_USER.password }));
    expect(res.code).toBe(VALIDATION_FAILED);
    expect(res.message).toEqual([expect.stringMatching(/^username：/)]);
    expect(res.message_cn).toMatch(/^请求参数有误：username：/);
  });

  it('lets tab, line feed, carriage return and paired surrogates through to the rules', async () => {
    for (const password of ['a\tb', 'a\nb', 'a\r\nb', 'emoji😀pass']) {
      const res = await login({ username: 'nobody-here', password });
      expect(res.code).toBe(ERROR_CODES.LOGIN_FAILED.code);
    }
  });

  it('names nested fields and keys, and a control character in a query value', async () => {
    const token = await t.login(ROOT_USER.username, ROOT_USER.password);
    const nested = await t.call({
      method: 'POST',
      url: '/api/user/dept',
      token,
      payload: { user_ids: [1], dept_id: 1, extra: { list: ['ok', 'x\u0000'] }, ['k\u0000']: 1 },
    });
    expect(nested.code).toBe(VALIDATION_FAILED);
    expect(nested.message).toHaveLength(2);
    expect(nested.message).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^extra\.list\.1：/),
        expect.stringMatching(/^字段名/),
      ]),
    );
    const query = await t.call({
      method: 'GET',
      url: `/api/user/list?keyword=${encodeURIComponent('li\u0000')}`,
      token,
    });
    expect(query.code).toBe(VALIDATION_FAILED);
    expect(query.message).toEqual([expect.stringMatching(/^keyword：/)]);
  });
});
