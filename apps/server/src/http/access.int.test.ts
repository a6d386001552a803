import { randomBytes } from 'node:crypto';
import { ERROR_CODES, isKnownAbility } from '@toufang/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { createUser, type CreatedUser } from '../test/factories';
import { createTestApp, ROOT_USER } from '../test/test-app';
import type { RegisteredRoute } from './access';

// Every route declares its access (ARCHITECTURE §5) and this file proves the server enforces it.
// The route list is read from the running app, so modules added later are walked too.
const SESSION_INVALID = ERROR_CODES.SESSION_INVALID.code;
const ABILITY_REQUIRED = ERROR_CODES.ABILITY_REQUIRED.code;

const t = await createTestApp();
afterAll(() => t.close());

const routes = [...t.app.apiRoutes].sort((a, b) =>
  `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`),
);

// Expire one session before any other is created: the clock is shared by every session of the app.
const expiredToken = await t.login(ROOT_USER.username, ROOT_USER.password);
t.clock.advance(t.config.session.idleMs + 1000);

const unknownToken = randomBytes(32).toString('hex');

// The user without abilities only ever meets refusals, so one sign-in serves every route.
const bareUser = await createUser(t.database.db);
const bareToken = await t.login(bareUser.username, bareUser.password);

const holders = new Map<string, Promise<CreatedUser>>();
/** One user per set of abilities, shared by every route that needs it. */
function userHolding(...abilities: string[]): Promise<CreatedUser> {
  const key = [...abilities].sort().join(' ');
  let user = holders.get(key);
  if (!user) {
    user = createUser(t.database.db, { abilities });
    holders.set(key, user);
  }
  return user;
}

/** An empty request to `route`: `:param` segments become 1, bodies and queries are empty. */
function callRoute(route: RegisteredRoute, token?: string) {
  const url = route.url.replace(/:\w+/g, '1');
  const payload = route.method === 'GET' ? undefined : {};
  return t.call({ method: route.method, url, payload, token });
}

/**
 * A request the route may act on, under a session of its own: some routes end the caller's
 * session (logout), which must not sign the shared user out of the routes walked after it.
 */
async function callAsHolder(route: RegisteredRoute, user: CreatedUser) {
  const token = await t.services.sessions.create(user.id, {
    ip: '127.0.0.1',
    userAgent: 'access-walk',
  });
  return callRoute(route, token);
}

describe('route access walk', () => {
  it('finds the API routes of every module', () => {
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.some((r) => r.access.kind === 'public')).toBe(true);
    expect(routes.some((r) => r.access.kind === 'session')).toBe(true);
    expect(routes.some((r) => r.access.kind === 'ability')).toBe(true);
  });

  it('declares only abilities from the catalog', () => {
    const declared = (access: RegisteredRoute['access']): readonly string[] => {
      if (access.kind === 'ability') return [access.ability];
      return access.kind === 'anyAbility' || access.kind === 'allAbilities' ? access.abilities : [];
    };
    const unknown = routes.flatMap((r) =>
      declared(r.access).some((ability) => !isKnownAbility(ability))
        ? [`${r.method} ${r.url}`]
        : [],
    );
    expect(unknown).toEqual([]);
  });

  describe.each(routes.map((route) => ({ route, name: `${route.method} ${route.url}` })))(
    '$name',
    ({ route }) => {
      const { access } = route;

      if (access.kind === 'public') {
        it('never answers -100, with or without a token', async () => {
          for (const token of [undefined, unknownToken, expiredToken]) {
            const res = await callRoute(route, token);
            // The OAuth callback redirects the browser whatever happens.
            expect([200, 302]).toContain(res.status);
            expect(res.code).not.toBe(SESSION_INVALID);
          }
        });
        return;
      }

      it('answers -100 without a token, with an unknown token and with an expired one', async () => {
        for (const token of [undefined, unknownToken, expiredToken]) {
          const res = await callRoute(route, token);
          expect(res.status).toBe(200);
          expect(res.code, `token ${token === undefined ? 'missing' : 'given'}`).toBe(
            SESSION_INVALID,
          );
        }
      });

      if (access.kind === 'session') {
        it('lets any signed-in user through', async () => {
          const res = await callAsHolder(route, bareUser);
          expect(res.code).not.toBe(SESSION_INVALID);
          expect(res.code).not.toBe(ABILITY_REQUIRED);
        });
        return;
      }

      if (access.kind === 'anyAbility') {
        it(`refuses a signed-in user holding none of ${access.abilities.join(', ')} with 10003`, async () => {
          const res = await callRoute(route, bareToken);
          expect(res.status).toBe(200);
          expect(res.code).toBe(ABILITY_REQUIRED);
        });

        it.each([...access.abilities])(
          'lets a user holding exactly %s through',
          async (ability) => {
            const res = await callAsHolder(route, await userHolding(ability));
            expect(res.code).not.toBe(SESSION_INVALID);
            expect(res.code).not.toBe(ABILITY_REQUIRED);
          },
        );
        return;
      }

      if (access.kind === 'allAbilities') {
        it.each([...access.abilities])(
          'refuses a user holding all but %s with 10003',
          async (left) => {
            const others = access.abilities.filter((ability) => ability !== left);
            const res = await callAsHolder(route, await userHolding(...others));
            expect(res.code).toBe(ABILITY_REQUIRED);
          },
        );

        it(`lets a user holding exactly ${access.abilities.join(' and ')} through`, async () => {
          const res = await callAsHolder(route, await userHolding(...access.abilities));
          expect(res.code).not.toBe(SESSION_INVALID);
          expect(res.code).not.toBe(ABILITY_REQUIRED);
        });
        return;
      }

      it(`refuses a signed-in user without ${access.ability} with 10003`, async () => {
        const res = await callRoute(route, bareToken);
        expect(res.status).toBe(200);
        expect(res.code).toBe(ABILITY_REQUIRED);
      });

      it(`lets a user holding exactly ${access.ability} through`, async () => {
        const res = await callAsHolder(route, await userHolding(access.ability));
        expect(res.code).not.toBe(SESSION_INVALID);
        expect(res.code).not.toBe(ABILITY_REQUIRED);
      });
    },
  );
});
