import type { RouteNode, TopMenuMerge } from './route-types';
import {
  BYTEDANCE_ROUTES,
  KUAISHOU_ROUTES,
  OTHER_MEDIA_ROUTES,
  PC_MEDIA_ROUTES,
  TENCENT_ROUTES,
} from './route-table-media';

/** Second half of every page title: "路由标题 - 游戏广告投放平台" (spec 000 §1). */
export const PRODUCT_TITLE = '游戏广告投放平台';

const AUTH = 'auth:transfer';
const APP = 'project:gameupdate';
/** Spec 002 §2 shows no ability for the landing-page editors; one key for the three media. */
const LANDING_PAGES = 'landing:pages';
/** Spec 002 §2 shows no ability for 聚星任务; same family as the other ksstar keys. */
const STAR_TASKS = 'kuaishou:boost:task_list';

const CREATIVE_ROUTES: RouteNode = {
  path: '/creative',
  title: '创意管理',
  children: [
    { path: '/creative/material', title: '素材库', abilities: ['material:list'] },
    // Spec 002 §2 shows no ability for the material detail pages; they belong to the library.
    {
      path: '/creative/material/:type/:id',
      title: '素材详情',
      abilities: ['material:list'],
      hidden: true,
    },
    {
      path: '/creative/material/:type/:id/:sdate/:edate',
      title: '素材详情',
      abilities: ['material:list'],
      hidden: true,
    },
    { path: '/creative/materialAudit', title: '素材审核', abilities: ['material:file:list'] },
    { path: '/creative/title', title: '标题库', abilities: ['material:title:list'] },
  ],
};

const LANDING_ROUTES: RouteNode = {
  path: '/landing',
  title: '落地页与工具',
  children: [
    { path: '/landing/land/tt', title: '头条落地页', abilities: [LANDING_PAGES] },
    { path: '/landing/land/ks', title: '快手落地页', abilities: [LANDING_PAGES] },
    { path: '/landing/land/others', title: '其他落地页', abilities: [LANDING_PAGES] },
    { path: '/landing/nonStream', title: '建站', abilities: ['mango:sites'] },
    { path: '/landing/nonlink', title: '非信息流广告ID', abilities: ['amt:non_stream_adid'] },
    { path: '/landing/monitor', title: '监控规则', abilities: ['monitor:rules'] },
    { path: '/landing/adid', title: '广告ID查询', abilities: ['searchadid:detail'] },
    { path: '/landing/moreadid', title: '广告ID批量查询', abilities: ['searchadid:search'] },
    { path: '/landing/batchmedia', title: '批量生成广告ID', abilities: ['batch:list'] },
    { path: '/landing/batchmedia/list', title: '批量生成记录', abilities: ['batch:list'] },
    { path: '/landing/ksstar/star', title: '聚星达人', abilities: ['kuaishou:boost:base_list'] },
    {
      path: '/landing/ksstar/order',
      title: '聚星补单',
      abilities: ['kuaishou:boost:supplement_order_list'],
    },
    {
      path: '/landing/ksstar/order/:id',
      title: '补单详情',
      abilities: ['kuaishou:boost:supplement_order_list'],
      hidden: true,
    },
    { path: '/landing/ksstar/taskks', title: '聚星任务', abilities: [STAR_TASKS] },
  ],
};

const ACCOUNT_ROUTES: RouteNode = {
  path: '/userList',
  title: '账户授权',
  children: [
    { path: '/userList/user/adAcc', title: '头条账号', abilities: [AUTH] },
    { path: '/userList/adAcc/:id', title: '头条账号详情', abilities: [AUTH], hidden: true },
    { path: '/userList/task', title: '授权任务', abilities: [AUTH], hidden: true },
    // Spec 000 §2: no ability; reachable by URL for any signed-in user, never in a menu.
    { path: '/userList/userTask', title: '我的任务', hidden: true },
    { path: '/userList/adAccKs', title: '快手账号', abilities: [AUTH] },
    { path: '/userList/adAccKs/:id', title: '快手账号详情', abilities: [AUTH], hidden: true },
    { path: '/userList/adAccQq', title: '腾讯账号', abilities: [AUTH] },
    { path: '/userList/adAccQq/:id', title: '腾讯账号详情', abilities: [AUTH], hidden: true },
  ],
};

const APP_ROUTES: RouteNode = {
  path: '/project',
  title: '应用管理',
  redirect: '/project/projectTt',
  children: [
    { path: '/project/projectTt', title: '头条应用', abilities: [APP] },
    { path: '/project/projectKs', title: '快手应用', abilities: [APP] },
    { path: '/project/projectGdt', title: '广点通应用', abilities: [APP] },
    { path: '/project/projectOther', title: '其他媒体应用', abilities: [APP] },
    { path: '/project/packageTask/:id', title: '分包管理', abilities: [APP], hidden: true },
  ],
};

/** Administration (spec 000 §2): the children keep their own absolute paths. */
const SYSTEM_ROUTES: RouteNode = {
  path: '/system',
  title: '系统管理',
  children: [
    { path: '/manager', title: '配置管理', abilities: ['amt:cfg_data_list'] },
    { path: '/info', title: '用户账号', abilities: ['user:roles'] },
    { path: '/privilige', title: '权限管理', abilities: ['user:ability:groups'] },
    { path: '/user/showAcc/add', title: '新增用户', hidden: true },
    { path: '/smsOutbox', title: '短信发件箱', abilities: ['sms:outbox'] },
  ],
};

/** The full route table of the web app (spec 000 §2), in menu order. */
export const ROUTE_TABLE: readonly RouteNode[] = [
  { path: '/login', title: '登录', public: true, hideSidebar: true },
  { path: '/404', title: '页面不存在', public: true },
  { path: '/home/main', title: '首页', abilities: ['dashboard:index'], hideSidebar: true },
  { path: '/cview/main', title: '素材概览', abilities: ['dashboard:material'], hideSidebar: true },
  CREATIVE_ROUTES,
  BYTEDANCE_ROUTES,
  KUAISHOU_ROUTES,
  TENCENT_ROUTES,
  OTHER_MEDIA_ROUTES,
  PC_MEDIA_ROUTES,
  LANDING_ROUTES,
  ACCOUNT_ROUTES,
  APP_ROUTES,
  SYSTEM_ROUTES,
];

/** Top-menu items that gather several groups (spec 000 §2 "Shell layout"). */
export const TOP_MENU_MERGES: readonly TopMenuMerge[] = [
  {
    key: 'media-delivery',
    title: '媒体投放',
    groups: [BYTEDANCE_ROUTES.path, KUAISHOU_ROUTES.path, TENCENT_ROUTES.path],
  },
  { key: 'media-id', title: '媒体ID', groups: [OTHER_MEDIA_ROUTES.path, PC_MEDIA_ROUTES.path] },
];

/** Every node of a route tree, depth first, parents before children. */
export function flattenRoutes(routes: readonly RouteNode[]): RouteNode[] {
  return routes.flatMap((node) => [node, ...flattenRoutes(node.children ?? [])]);
}

/** The distinct abilities named anywhere in a route tree, in first-seen order. */
export function routeAbilities(routes: readonly RouteNode[]): string[] {
  return [...new Set(flattenRoutes(routes).flatMap((node) => node.abilities ?? []))];
}
