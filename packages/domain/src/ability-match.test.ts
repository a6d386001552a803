import { describe, expect, it } from 'vitest';
import { hasAbilityEndingWith, routeAllowed } from './ability-match';

describe('hasAbilityEndingWith (spec 000 §5)', () => {
  it.each([
    { held: ['bytedance:v3:project:reports'], key: 'project:reports', want: true },
    { held: ['bytedance:v3:project:reports'], key: 'bytedance:v3:project:reports', want: true },
    { held: ['ad:updatestatus'], key: 'ad:update', want: false },
    { held: ['campaign:updatestatus', 'ad:update'], key: 'ad:update', want: true },
    { held: ['delivery:task:configs'], key: 'delivery:task', want: false },
    { held: [], key: 'delivery:task', want: false },
    { held: ['user:roles'], key: '', want: false },
  ])('$held ends with "$key" → $want', ({ held, key, want }) => {
    expect(hasAbilityEndingWith(held, key)).toBe(want);
  });
});

describe('routeAllowed (spec 000 §5)', () => {
  it.each([
    { route: ['material:list'], held: ['material:list'], want: true },
    { route: ['project:reports'], held: ['bytedance:v3:project:reports'], want: true },
    { route: ['delivery:task'], held: ['bytedance:v3:delivery:task:configs'], want: true },
    { route: ['a:b', 'c:d'], held: ['x:a:b:y', 'c:d'], want: true },
    { route: ['a:b', 'c:d'], held: ['a:b'], want: false },
    { route: ['bytedance:v3:project:reports'], held: ['project:reports'], want: false },
    { route: ['material:list'], held: [], want: false },
    { route: [], held: ['material:list'], want: false },
    { route: undefined, held: ['material:list'], want: false },
  ])('route $route with $held → $want', ({ route, held, want }) => {
    expect(routeAllowed(route, held)).toBe(want);
  });

  it('matches by substring where the specific check needs a suffix', () => {
    const held = ['ad:updatestatus'];
    expect(routeAllowed(['ad:update'], held)).toBe(true);
    expect(hasAbilityEndingWith(held, 'ad:update')).toBe(false);
  });
});
