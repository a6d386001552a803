import { flattenRoutes, ROUTE_TABLE, routeAbilities } from './route-table';

/** Abilities are `group:action` strings (spec 000 §6); a role is a set of them. */
export type AbilityKey = string;

export interface AbilityDef {
  key: AbilityKey;
  /** Chinese name shown in permission management. */
  name: string;
  /** Chinese name of the functional area the ability belongs to. */
  group: string;
}

/** The restricted role: alone it hides the home link and skips notices (spec 000 §5, §6). */
export const ROLE_STAR = 'star';

/** The built-in administrator role: it always holds every ability (see docs/adr/0003). */
export const ROLE_ADMIN = 'admin';

/**
 * Chinese names of every ability the product knows. Route abilities come from spec 000 §2 and
 * spec 002 §2, action-level keys from spec 001 §6, administration keys from spec 000 §6.
 */
const NAMED_ABILITIES: readonly AbilityDef[] = [
  { key: 'dashboard:index', name: '首页看板', group: '首页' },
  { key: 'dashboard:material', name: '素材概览', group: '首页' },

  { key: 'material:list', name: '素材库', group: '创意管理' },
  { key: 'material:file:list', name: '素材审核', group: '创意管理' },
  { key: 'material:title:list', name: '标题库', group: '创意管理' },

  { key: 'bytedance:v3:project:reports', name: '巨量投放管理（项目报表）', group: '巨量引擎' },
  { key: 'bytedance:v3:promotion:reports', name: '巨量广告与素材报表', group: '巨量引擎' },
  { key: 'bytedance:campaign:reports', name: '巨量投放管理V2', group: '巨量引擎' },
  { key: 'bytedance:v3:delivery:task:configs', name: '巨量批量任务与创建', group: '巨量引擎' },
  { key: 'advertiser:list', name: '账户列表', group: '投放操作' },
  { key: 'campaign:updatestatus', name: '项目开关', group: '投放操作' },
  { key: 'campaign:update', name: '修改项目', group: '投放操作' },
  { key: 'ad:updatestatus', name: '广告与素材开关', group: '投放操作' },
  { key: 'ad:update', name: '修改项目与预算出价', group: '投放操作' },
  { key: 'creative:update', name: '编辑广告', group: '投放操作' },
  { key: 'delivery:task', name: '程序化批量V3', group: '投放操作' },
  { key: 'autorule:batch:list', name: '自动规则', group: '投放操作' },

  { key: 'kuaishou:unit:reports', name: '快手投放管理', group: '磁力引擎' },
  { key: 'kuaishou:delivery:task:configs', name: '快手批量任务与创建', group: '磁力引擎' },

  { key: 'tencent:v3:adgroup:reports', name: '腾讯投放管理', group: '腾讯广告' },
  { key: 'tencent:adgroup:reports', name: '腾讯投放管理V2', group: '腾讯广告' },
  { key: 'tencent:v3:delivery:task:configs', name: '腾讯批量任务与创建', group: '腾讯广告' },
  { key: 'tencent:delivery:task:configs', name: '腾讯批量任务与创建V2', group: '腾讯广告' },

  { key: 'amt:adid_category_list', name: '渠道ID', group: '渠道与广告ID' },
  { key: 'amt:linkbase', name: '广告ID', group: '渠道与广告ID' },
  { key: 'tradition:linkbase', name: '端游广告ID', group: '渠道与广告ID' },
  { key: 'tradition:batchlist', name: '端游批量广告ID', group: '渠道与广告ID' },
  { key: 'amt:non_stream_adid', name: '非信息流广告ID', group: '渠道与广告ID' },
  { key: 'searchadid:detail', name: '广告ID查询', group: '渠道与广告ID' },
  { key: 'searchadid:search', name: '广告ID批量查询', group: '渠道与广告ID' },
  { key: 'batch:list', name: '批量生成广告ID', group: '渠道与广告ID' },

  { key: 'landing:pages', name: '落地页', group: '落地页与工具' },
  { key: 'mango:sites', name: '建站', group: '落地页与工具' },
  { key: 'monitor:rules', name: '监控规则', group: '落地页与工具' },
  { key: 'kuaishou:boost:base_list', name: '聚星达人', group: '落地页与工具' },
  { key: 'kuaishou:boost:supplement_order_list', name: '聚星补单', group: '落地页与工具' },
  { key: 'kuaishou:boost:task_list', name: '聚星任务', group: '落地页与工具' },

  { key: 'auth:transfer', name: '账户授权', group: '账户授权' },
  { key: 'project:gameupdate', name: '应用管理', group: '应用管理' },

  { key: 'amt:cfg_data_list', name: '配置管理', group: '系统管理' },
  { key: 'user:roles', name: '用户与角色管理', group: '系统管理' },
  { key: 'user:ability:groups', name: '权限管理', group: '系统管理' },
  { key: 'sms:outbox', name: '短信发件箱', group: '系统管理' },
];

/** The title of the first route naming `key` and of its top-level group, depth first. */
function describeFromRoutes(key: AbilityKey): AbilityDef {
  for (const group of ROUTE_TABLE) {
    for (const node of [group, ...flattenRoutes(group.children ?? [])]) {
      if (node.abilities?.includes(key)) return { key, name: node.title, group: group.title };
    }
  }
  return { key, name: key, group: '' };
}

/**
 * The ability catalog: every named ability plus every ability the route table needs, so a route
 * can never require a key the administration screens cannot grant. A route ability missing from
 * the named list takes its route's title (the contracts test keeps that list complete).
 */
export const ABILITY_CATALOG: readonly AbilityDef[] = [
  ...NAMED_ABILITIES,
  ...routeAbilities(ROUTE_TABLE)
    .filter((key) => !NAMED_ABILITIES.some((def) => def.key === key))
    .map(describeFromRoutes),
];

export const ABILITY_KEYS: readonly AbilityKey[] = ABILITY_CATALOG.map((def) => def.key);

const KNOWN = new Set<string>(ABILITY_KEYS);

export function isKnownAbility(key: string): boolean {
  return KNOWN.has(key);
}
