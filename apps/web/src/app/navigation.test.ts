import { describe, expect, it } from 'vitest';
import { resolveNavigation } from './navigation';
import type { NavigationState } from './navigation';

const loggedOut: NavigationState = { token: null, name: '', infoLoaded: false };
const restored: NavigationState = { token: 't', name: 'alice', infoLoaded: false };
const loaded: NavigationState = { token: 't', name: 'alice', infoLoaded: true };
const nameless: NavigationState = { token: 't', name: '', infoLoaded: true };

describe('resolveNavigation (spec 000 §4)', () => {
  it.each([
    {
      name: 'no token: /login is allowed',
      state: loggedOut,
      path: '/login',
      want: { kind: 'allow' },
    },
    {
      name: 'no token: /login with a redirect parameter is allowed',
      state: loggedOut,
      path: '/login?redirect=%2Finfo',
      want: { kind: 'allow' },
    },
    {
      name: 'no token: a page goes to login carrying its path',
      state: loggedOut,
      path: '/transConfig/launchV3',
      want: { kind: 'redirect', to: '/login?redirect=%2FtransConfig%2FlaunchV3' },
    },
    {
      name: 'no token: the query string is kept in the redirect',
      state: loggedOut,
      path: '/info?page=2&q=a',
      want: { kind: 'redirect', to: '/login?redirect=%2Finfo%3Fpage%3D2%26q%3Da' },
    },
    {
      name: 'no token: home goes to login',
      state: loggedOut,
      path: '/',
      want: { kind: 'redirect', to: '/login?redirect=%2F' },
    },
    {
      name: 'no token: /404 is not public either',
      state: loggedOut,
      path: '/404',
      want: { kind: 'redirect', to: '/login?redirect=%2F404' },
    },
    { name: 'token: /login stays allowed', state: loaded, path: '/login', want: { kind: 'allow' } },
    {
      name: 'token, info loaded: pages are allowed',
      state: loaded,
      path: '/info',
      want: { kind: 'allow' },
    },
    {
      name: 'token from a previous visit: user info loads first',
      state: restored,
      path: '/info',
      want: { kind: 'load-user-info' },
    },
    {
      name: 'token without a name: user info loads first',
      state: nameless,
      path: '/',
      want: { kind: 'load-user-info' },
    },
    {
      name: 'a path that only starts like /login is a page',
      state: loggedOut,
      path: '/loginx',
      want: {
        kind: 'redirect',
        to: '/login?redirect=%2Floginx',
      },
    },
  ])('$name', ({ state, path, want }) => {
    expect(resolveNavigation(state, path)).toEqual(want);
  });
});
