import { describe, expect, it } from 'vitest';
import { ABILITY_CATALOG, ABILITY_KEYS, isKnownAbility } from './abilities';
import {
  flattenRoutes,
  PRODUCT_TITLE,
  ROUTE_TABLE,
  routeAbilities,
  TOP_MENU_MERGES,
} from './route-table';

const nodes = flattenRoutes(ROUTE_TABLE);
const ABILITY_PATTERN = /^[a-z0-9_]+(:[a-z0-9_]+)+$/i;
const CJK = /[\u4e00-\u9fff]/;

describe('ROUTE_TABLE (spec 000 §2)', () => {
  it('has unique paths', () => {
    const paths = nodes.map((node) => node.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('gives every route an absolute path and a Chinese title', () => {
    for (const node of nodes) {
      expect(node.path, node.path).toMatch(/^\/[^\s]*$/);
      expect(node.title, node.path).toMatch(CJK);
    }
  });

  it('names only abilities of the catalog', () => {
    for (const ability of routeAbilities(ROUTE_TABLE)) {
      expect(isKnownAbility(ability), ability).toBe(true);
    }
  });

  it('nests every child path under its group except the administration pages', () => {
    for (const group of ROUTE_TABLE) {
      if (group.path === '/system') continue;
      for (const child of flattenRoutes(group.children ?? [])) {
        expect(child.path.startsWith(`${group.path}/`), child.path).toBe(true);
      }
    }
  });

  it('hides every route with parameter segments', () => {
    for (const node of nodes.filter((candidate) => candidate.path.includes('/:'))) {
      expect(node.hidden, node.path).toBe(true);
    }
  });

  it('has the top-level groups in menu order', () => {
    expect(ROUTE_TABLE.map((node) => `${node.path} ${node.title}`)).toEqual([
      '/login 登录',
      '/404 页面不存在',
      '/home/main 首页',
      '/cview/main 素材概览',
      '/creative 创意管理',
      '/transConfig 巨量引擎',
      '/transConfigKs 磁力引擎',
      '/transConfigQq 腾讯广告',
      '/transConfigOther 其他媒体',
      '/transConfigPc 端游媒体',
      '/landing 落地页与工具',
      '/userList 账户授权',
      '/project 应用管理',
      '/system 系统管理',
    ]);
  });

  it.each([
    ['/transConfig/launchV3', 'bytedance:v3:project:reports'],
    [
      '/transConfig/launchV3/:designer/:sdate/:edate/:gid/:ofield/:taskid',
      'bytedance:v3:project:reports',
    ],
    ['/transConfig/release/v2/experience', 'bytedance:v3:delivery:task:configs'],
    [
      '/transConfigKs/launchKs/:designer/:sdate/:edate/:gid/:ofield/:unit_type/:taskid',
      'kuaishou:unit:reports',
    ],
    ['/transConfigKs/releaseKs', 'kuaishou:delivery:task:configs'],
    ['/transConfigQq/launchQqV3', 'tencent:v3:adgroup:reports'],
    ['/transConfigQq/editQqV3/:type/:id', 'tencent:v3:delivery:task:configs'],
    ['/transConfigPc/pcBatch', 'tradition:batchlist'],
    ['/creative/material', 'material:list'],
    ['/manager', 'amt:cfg_data_list'],
    ['/info', 'user:roles'],
    ['/privilige', 'user:ability:groups'],
  ])('%s needs %s', (path, ability) => {
    expect(nodes.find((node) => node.path === path)?.abilities).toEqual([ability]);
  });

  it('keeps login and 404 public and /project redirecting', () => {
    expect(nodes.filter((node) => node.public).map((node) => node.path)).toEqual([
      '/login',
      '/404',
    ]);
    expect(nodes.find((node) => node.path === '/project')?.redirect).toBe('/project/projectTt');
    expect(PRODUCT_TITLE).toBe('游戏广告投放平台');
  });

  it('merges only existing top-level groups, each at most once', () => {
    const groups = TOP_MENU_MERGES.flatMap((merge) => merge.groups);
    expect(new Set(groups).size).toBe(groups.length);
    for (const path of groups) {
      expect(
        ROUTE_TABLE.some((node) => node.path === path && node.children),
        path,
      ).toBe(true);
    }
  });
});

describe('ABILITY_CATALOG (spec 000 §6, spec 001 §6)', () => {
  it('has unique, well-formed keys with Chinese names and groups', () => {
    expect(new Set(ABILITY_KEYS).size).toBe(ABILITY_KEYS.length);
    for (const def of ABILITY_CATALOG) {
      expect(def.key).toMatch(ABILITY_PATTERN);
      expect(def.name, def.key).toMatch(CJK);
      expect(def.group, def.key).toMatch(CJK);
    }
  });

  it.each([
    'advertiser:list',
    'bytedance:v3:project:reports',
    'bytedance:v3:promotion:reports',
    'campaign:updatestatus',
    'ad:updatestatus',
    'creative:update',
    'ad:update',
    'campaign:update',
    'delivery:task',
    'user:roles',
    'user:ability:groups',
    'amt:cfg_data_list',
    'sms:outbox',
    'auth:transfer',
    'project:gameupdate',
  ])('contains %s', (key) => {
    expect(isKnownAbility(key)).toBe(true);
  });

  it('rejects unknown keys', () => {
    expect(isKnownAbility('user:list')).toBe(false);
    expect(isKnownAbility('')).toBe(false);
  });

  // Menus match by substring (spec 000 §5), so a key inside another key is also granted by it.
  // Only the overlaps that come from the spec's own keys are accepted.
  it('has no substring overlaps between keys beyond those of the spec', () => {
    const overlaps = ABILITY_KEYS.flatMap((inner) =>
      ABILITY_KEYS.filter((outer) => outer !== inner && outer.includes(inner)).map(
        (outer) => `${inner} ⊂ ${outer}`,
      ),
    ).sort();
    expect(overlaps).toEqual(
      [
        'ad:update ⊂ ad:updatestatus',
        'batch:list ⊂ autorule:batch:list',
        'campaign:update ⊂ campaign:updatestatus',
        'delivery:task ⊂ bytedance:v3:delivery:task:configs',
        'delivery:task ⊂ kuaishou:delivery:task:configs',
        'delivery:task ⊂ tencent:delivery:task:configs',
        'delivery:task ⊂ tencent:v3:delivery:task:configs',
      ].sort(),
    );
  });
});
