import type { RouteNode, TopMenuMerge } from '@toufang/contracts';
import { ABILITY_KEYS, ROUTE_TABLE, TOP_MENU_MERGES } from '@toufang/contracts';
import { describe, expect, it } from 'vitest';
import { buildMenu, buildTopMenu, findRoute, firstAllowedPath, type MenuItem } from './menu';

const ROUTES: readonly RouteNode[] = [
  { path: '/login', title: '登录', public: true, abilities: ['a:login'] },
  { path: '/home/main', title: '首页', abilities: ['dashboard:index'], hideSidebar: true },
  {
    path: '/g1',
    title: '组一',
    children: [
      { path: '/g1/list', title: '列表', abilities: ['g1:list'] },
      { path: '/g1/list/:id', title: '详情', abilities: ['g1:list'], hidden: true },
      { path: '/g1/hidden', title: '隐藏', abilities: ['g1:list'], hidden: true },
      { path: '/g1/open', title: '无权限要求' },
      { path: '/g1/unbuilt', title: '未完成', abilities: ['g1:list'] },
      { path: '/g1/detail', title: '详情页', abilities: ['g1:list'] },
    ],
  },
  { path: '/g2', title: '组二', children: [{ path: '/g2/a', title: 'A', abilities: ['g2:a'] }] },
  { path: '/g3', title: '组三', children: [{ path: '/g3/a', title: 'A', abilities: ['g3:a'] }] },
  { path: '/g4', title: '组四', children: [{ path: '/g4/a', title: 'A', abilities: ['g4:a'] }] },
  {
    path: '/gated',
    title: '有门槛的组',
    abilities: ['gate:open'],
    children: [{ path: '/gated/a', title: 'A', abilities: ['g2:a'] }],
  },
];

const built = (path: string): boolean => path !== '/g1/unbuilt';
const paths = (items: readonly MenuItem[]): string[] =>
  items.flatMap((item) => [item.path, ...paths(item.children ?? [])]);

describe('buildMenu (spec 000 §5)', () => {
  const all = ['dashboard:index', 'g1:list', 'g2:a', 'g3:a', 'g4:a', 'a:login', 'gate:open'];

  it('lists built, allowed, non-hidden leaves under their groups', () => {
    expect(buildMenu(ROUTES, all, built)).toEqual([
      { path: '/home/main', title: '首页' },
      {
        path: '/g1',
        title: '组一',
        children: [
          { path: '/g1/list', title: '列表' },
          { path: '/g1/detail', title: '详情页' },
        ],
      },
      { path: '/g2', title: '组二', children: [{ path: '/g2/a', title: 'A' }] },
      { path: '/g3', title: '组三', children: [{ path: '/g3/a', title: 'A' }] },
      { path: '/g4', title: '组四', children: [{ path: '/g4/a', title: 'A' }] },
      { path: '/gated', title: '有门槛的组', children: [{ path: '/gated/a', title: 'A' }] },
    ]);
  });

  it.each([
    { name: 'public routes', path: '/login' },
    { name: 'hidden routes', path: '/g1/hidden' },
    { name: 'parameter routes', path: '/g1/list/:id' },
    { name: 'routes without abilities', path: '/g1/open' },
    { name: 'unbuilt routes', path: '/g1/unbuilt' },
  ])('leaves out $name', ({ path }) => {
    expect(paths(buildMenu(ROUTES, all, built))).not.toContain(path);
  });

  it('drops a parent with no visible child', () => {
    const menu = buildMenu(ROUTES, ['g2:a'], built);
    expect(paths(menu)).not.toContain('/g1');
    expect(paths(menu)).not.toContain('/g3');
    expect(menu.map((item) => item.path)).toEqual(['/g2']);
  });

  it('drops a group whose own abilities do not match even with visible children', () => {
    expect(paths(buildMenu(ROUTES, ['g2:a'], built))).not.toContain('/gated');
  });

  it('matches route abilities by substring of the held ones', () => {
    expect(paths(buildMenu(ROUTES, ['x:g1:list:y'], built))).toEqual([
      '/g1',
      '/g1/list',
      '/g1/detail',
    ]);
  });

  it('shows nothing to a user without abilities', () => {
    expect(buildMenu(ROUTES, [], () => true)).toEqual([]);
  });

  it('shows every menu group of the real table to a user holding every ability', () => {
    const menu = buildMenu(ROUTE_TABLE, ABILITY_KEYS, () => true);
    expect(menu.map((item) => item.title)).toEqual([
      '首页',
      '素材概览',
      '创意管理',
      '巨量引擎',
      '磁力引擎',
      '腾讯广告',
      '其他媒体',
      '端游媒体',
      '落地页与工具',
      '账户授权',
      '应用管理',
      '系统管理',
    ]);
    expect(paths(menu)).not.toContain('/user/showAcc/add');
    expect(paths(menu)).not.toContain('/login');
  });
});

describe('buildTopMenu (spec 000 §2)', () => {
  const merges: readonly TopMenuMerge[] = [
    { key: 'm1', title: '合并一', groups: ['/g3', '/g2'] },
    { key: 'm2', title: '合并二', groups: ['/g4', '/nowhere'] },
    { key: 'm3', title: '合并三', groups: ['/nowhere'] },
  ];

  it('gathers merged groups where the first of them appears, in menu order', () => {
    const menu = buildMenu(ROUTES, ['g1:list', 'g2:a', 'g3:a', 'g4:a'], built);
    const top = buildTopMenu(menu, merges);
    expect(top.map((item) => item.key)).toEqual(['/g1', 'm1', 'm2']);
    expect(top[1]).toEqual({
      key: 'm1',
      title: '合并一',
      children: [
        { path: '/g2', title: '组二', children: [{ path: '/g2/a', title: 'A' }] },
        { path: '/g3', title: '组三', children: [{ path: '/g3/a', title: 'A' }] },
      ],
    });
    expect(top[0]).toMatchObject({ key: '/g1', path: '/g1', title: '组一' });
  });

  it('keeps a merge item when only some of its groups are visible', () => {
    const top = buildTopMenu(buildMenu(ROUTES, ['g3:a'], built), merges);
    expect(top).toEqual([
      {
        key: 'm1',
        title: '合并一',
        children: [{ path: '/g3', title: '组三', children: [{ path: '/g3/a', title: 'A' }] }],
      },
    ]);
  });

  it('drops a merge item whose groups are all invisible', () => {
    const top = buildTopMenu(buildMenu(ROUTES, ['g1:list'], built), merges);
    expect(top.map((item) => item.key)).toEqual(['/g1']);
  });

  it('keeps leaves at the top level as plain items', () => {
    const top = buildTopMenu(buildMenu(ROUTES, ['dashboard:index'], built), merges);
    expect(top).toEqual([{ key: '/home/main', title: '首页', path: '/home/main' }]);
  });

  it('gathers the media groups of the real table under 媒体投放 and 媒体ID', () => {
    const top = buildTopMenu(
      buildMenu(ROUTE_TABLE, ABILITY_KEYS, () => true),
      TOP_MENU_MERGES,
    );
    const titles = top.map((item) => item.title);
    expect(titles).toEqual([
      '首页',
      '素材概览',
      '创意管理',
      '媒体投放',
      '媒体ID',
      '落地页与工具',
      '账户授权',
      '应用管理',
      '系统管理',
    ]);
    expect(top[3]?.children?.map((group) => group.title)).toEqual([
      '巨量引擎',
      '磁力引擎',
      '腾讯广告',
    ]);
    expect(top[4]?.children?.map((group) => group.title)).toEqual(['其他媒体', '端游媒体']);
  });
});

describe('findRoute', () => {
  it.each([
    { path: '/g1/list', want: '/g1/list', chain: ['/g1'], params: {} },
    { path: '/g1/list/', want: '/g1/list', chain: ['/g1'], params: {} },
    { path: '/g1/list/42', want: '/g1/list/:id', chain: ['/g1'], params: { id: '42' } },
    { path: '/g1/list/%E7%B4%A0', want: '/g1/list/:id', chain: ['/g1'], params: { id: '素' } },
    { path: '/g1', want: '/g1', chain: [], params: {} },
    { path: '/login', want: '/login', chain: [], params: {} },
  ])('$path → $want', ({ path, want, chain, params }) => {
    const match = findRoute(ROUTES, path);
    expect(match?.node.path).toBe(want);
    expect(match?.ancestors.map((node) => node.path)).toEqual(chain);
    expect(match?.params).toEqual(params);
  });

  it.each(['/g1/list/1/2', '/nope', '/G1/list', '/'])('finds nothing for %s', (path) => {
    expect(findRoute(ROUTES, path)).toBeUndefined();
  });

  it('prefers a literal segment over a parameter', () => {
    const routes: RouteNode[] = [
      { path: '/a/:id', title: '参数' },
      { path: '/a/new', title: '字面' },
    ];
    expect(findRoute(routes, '/a/new')?.node.title).toBe('字面');
    expect(findRoute(routes, '/a/7')?.node.title).toBe('参数');
  });

  it('resolves the hidden drill-in variant of a real delivery screen', () => {
    const match = findRoute(
      ROUTE_TABLE,
      '/transConfig/launchV3/张三/2025-10-01/2025-10-13/12/cost/99',
    );
    expect(match?.node.hidden).toBe(true);
    expect(match?.ancestors.map((node) => node.title)).toEqual(['巨量引擎']);
    expect(match?.params).toEqual({
      designer: '张三',
      sdate: '2025-10-01',
      edate: '2025-10-13',
      gid: '12',
      ofield: 'cost',
      taskid: '99',
    });
    expect(findRoute(ROUTE_TABLE, '/transConfig/launchv2')?.node.path).toBe(
      '/transConfig/launchv2',
    );
  });
});

describe('firstAllowedPath', () => {
  it.each([
    { menu: [], want: undefined },
    { menu: [{ path: '/home/main', title: '首页' }], want: '/home/main' },
    {
      menu: [
        { path: '/g', title: 'G', children: [{ path: '/g/x', title: 'X' }] },
        { path: '/h', title: 'H' },
      ],
      want: '/g/x',
    },
    {
      menu: [
        {
          path: '/g',
          title: 'G',
          children: [{ path: '/g/s', title: 'S', children: [{ path: '/g/s/y', title: 'Y' }] }],
        },
      ],
      want: '/g/s/y',
    },
  ])('→ $want', ({ menu, want }) => {
    expect(firstAllowedPath(menu)).toBe(want);
  });
});
