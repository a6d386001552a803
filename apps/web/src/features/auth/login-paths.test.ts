import { describe, expect, it } from 'vitest';
import { loginRedirect, redirectTarget } from './login-paths';

describe('redirectTarget (spec 000 §4 after login)', () => {
  it.each([
    { search: '', want: '/' },
    { search: '?redirect=%2Finfo', want: '/info' },
    { search: '?redirect=%2Finfo%3Fpage%3D2', want: '/info?page=2' },
    { search: '?redirect=%2FuserList%2FadAcc%2F12', want: '/userList/adAcc/12' },
    { search: '?redirect=', want: '/' },
    { search: '?redirect=https%3A%2F%2Fevil.example', want: '/' },
    { search: '?redirect=%2F%2Fevil.example', want: '/' },
    { search: '?redirect=%2F%5Cevil.example', want: '/' },
    { search: '?redirect=%2Flogin%3Fredirect%3D%252Finfo', want: '/' },
  ])('$search → $want', ({ search, want }) => {
    expect(redirectTarget(search)).toBe(want);
  });

  it('round-trips the path the guard sent away', () => {
    const path = '/transConfig/launchV3/a/2025-10-01/2025-10-13/5/cost/9?tab=1';
    const to = loginRedirect(path);
    expect(redirectTarget(to.slice(to.indexOf('?')))).toBe(path);
  });
});
