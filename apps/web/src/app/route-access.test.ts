import type { RouteNode } from '@toufang/contracts';
import { ROUTE_TABLE } from '@toufang/contracts';
import { describe, expect, it } from 'vitest';
import { routeAccess } from './route-access';

const routes: readonly RouteNode[] = [
  { path: '/login', title: '登录', public: true },
  { path: '/404', title: '页面不存在', public: true },
  {
    path: '/userList',
    title: '账户授权',
    children: [
      { path: '/userList/adAcc/:id', title: '详情', abilities: ['auth:transfer'], hidden: true },
      { path: '/userList/userTask', title: '我的任务', hidden: true },
    ],
  },
  {
    path: '/admin',
    title: '管理',
    abilities: ['user:admin'],
    children: [{ path: '/admin/roles', title: '角色', abilities: ['user:roles'] }],
  },
];

describe('routeAccess (spec 000 §5)', () => {
  it.each([
    { path: '/login', held: [], want: 'allowed' },
    { path: '/404', held: [], want: 'allowed' },
    { path: '/nowhere', held: ['auth:transfer'], want: 'unknown' },
    { path: '/userList/adAcc/12', held: ['auth:transfer'], want: 'allowed' },
    { path: '/userList/adAcc/12', held: ['x:auth:transfer:y'], want: 'allowed' },
    { path: '/userList/adAcc/12', held: ['user:roles'], want: 'forbidden' },
    { path: '/userList/userTask', held: [], want: 'allowed' },
    { path: '/admin/roles', held: ['user:roles'], want: 'forbidden' },
    { path: '/admin/roles', held: ['user:roles', 'user:admin'], want: 'allowed' },
  ])('$path with $held → $want', ({ path, held, want }) => {
    expect(routeAccess(routes, path, held)).toBe(want);
  });

  it('lets administrators open the administration pages of the real route table', () => {
    expect(routeAccess(ROUTE_TABLE, '/info', ['user:roles'])).toBe('allowed');
    expect(routeAccess(ROUTE_TABLE, '/info', ['material:list'])).toBe('forbidden');
    expect(routeAccess(ROUTE_TABLE, '/user/showAcc/add', [])).toBe('allowed');
  });
});
