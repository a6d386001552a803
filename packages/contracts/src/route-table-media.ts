import type { RouteNode } from './route-types';

/**
 * The media groups of the route table (spec 000 §2, spec 002 §2): Ocean Engine, Kuaishou, Tencent,
 * other media and desktop-game media. Kept apart from `route-table.ts` only for file size.
 *
 * Edit and creation-wizard routes (editX, aiCreateX) are reached from the delivery screens, so they
 * are hidden and need the ability of their medium's delivery-task list (spec 002 §2 gives it for
 * Kuaishou; the other media follow the same rule).
 */

const TT_LIST = 'bytedance:v3:project:reports';
const TT_TASKS = 'bytedance:v3:delivery:task:configs';
const KS_LIST = 'kuaishou:unit:reports';
const KS_TASKS = 'kuaishou:delivery:task:configs';
const QQ_LIST_V3 = 'tencent:v3:adgroup:reports';
const QQ_LIST_V2 = 'tencent:adgroup:reports';
const QQ_TASKS_V3 = 'tencent:v3:delivery:task:configs';
const QQ_TASKS_V2 = 'tencent:delivery:task:configs';
const CHANNEL_ID = 'amt:adid_category_list';
const AD_ID = 'amt:linkbase';
const AUTO_RULE = 'autorule:batch:list';
/** Spec 000 §2 names the legacy Ocean Engine list without an ability; same family as launchV3. */
const TT_LIST_V2 = 'bytedance:campaign:reports';

/** Parameters of the drill-in variant of a delivery screen (spec 000 §2). */
const LAUNCH_PARAMS = ':designer/:sdate/:edate/:gid/:ofield';

export const BYTEDANCE_ROUTES: RouteNode = {
  path: '/transConfig',
  title: '巨量引擎',
  children: [
    { path: '/transConfig/launchV3', title: '投放管理', abilities: [TT_LIST] },
    {
      path: `/transConfig/launchV3/${LAUNCH_PARAMS}/:taskid`,
      title: '投放管理',
      abilities: [TT_LIST],
      hidden: true,
    },
    { path: '/transConfig/launchv2', title: '投放管理V2', abilities: [TT_LIST_V2] },
    {
      path: `/transConfig/launchv2/${LAUNCH_PARAMS}/:taskid`,
      title: '投放管理V2',
      abilities: [TT_LIST_V2],
      hidden: true,
    },
    { path: '/transConfig/edit/:type/:id', title: '编辑广告', abilities: [TT_TASKS], hidden: true },
    {
      path: '/transConfig/editTt/:type/:id',
      title: '编辑头条广告',
      abilities: [TT_TASKS],
      hidden: true,
    },
    {
      path: '/transConfig/editTtV3/:type/:id',
      title: '编辑头条V3',
      abilities: [TT_TASKS],
      hidden: true,
    },
    { path: '/transConfig/aiCreate/:id', title: '程序化批量', abilities: [TT_TASKS], hidden: true },
    {
      path: '/transConfig/aiCreateTt/:id',
      title: '程序化批量',
      abilities: [TT_TASKS],
      hidden: true,
    },
    {
      path: '/transConfig/aiCreateTtV3/:id',
      title: '程序化批量V3',
      abilities: [TT_TASKS],
      hidden: true,
    },
    { path: '/transConfig/release/v2/experience', title: '批量任务', abilities: [TT_TASKS] },
    { path: '/transConfig/media', title: '渠道ID', abilities: [CHANNEL_ID] },
    { path: '/transConfig/collect', title: '广告ID', abilities: [AD_ID] },
    { path: '/transConfig/collect/detail', title: '广告ID详情', abilities: [AD_ID], hidden: true },
    { path: '/transConfig/collect/more', title: '批量广告ID', abilities: [AD_ID], hidden: true },
    { path: '/transConfig/batchAutoRuleTt', title: '自动规则', abilities: [AUTO_RULE] },
  ],
};

export const KUAISHOU_ROUTES: RouteNode = {
  path: '/transConfigKs',
  title: '磁力引擎',
  children: [
    { path: '/transConfigKs/launchKs', title: '投放管理', abilities: [KS_LIST] },
    {
      path: `/transConfigKs/launchKs/${LAUNCH_PARAMS}/:unit_type/:taskid`,
      title: '投放管理',
      abilities: [KS_LIST],
      hidden: true,
    },
    {
      path: '/transConfigKs/editKs/:type/:id',
      title: '编辑快手广告',
      abilities: [KS_TASKS],
      hidden: true,
    },
    {
      path: '/transConfigKs/ksaiCreate/:id',
      title: '程序化批量',
      abilities: [KS_TASKS],
      hidden: true,
    },
    { path: '/transConfigKs/releaseKs', title: '批量任务', abilities: [KS_TASKS] },
    { path: '/transConfigKs/mediaKs', title: '渠道ID', abilities: [CHANNEL_ID] },
    { path: '/transConfigKs/collectKs', title: '广告ID', abilities: [AD_ID] },
    {
      path: '/transConfigKs/collectKs/detail',
      title: '广告ID详情',
      abilities: [AD_ID],
      hidden: true,
    },
    {
      path: '/transConfigKs/collectKs/more',
      title: '批量广告ID',
      abilities: [AD_ID],
      hidden: true,
    },
  ],
};

export const TENCENT_ROUTES: RouteNode = {
  path: '/transConfigQq',
  title: '腾讯广告',
  children: [
    { path: '/transConfigQq/launchQqV3', title: '投放管理', abilities: [QQ_LIST_V3] },
    {
      path: `/transConfigQq/launchQqV3/${LAUNCH_PARAMS}/:taskid`,
      title: '投放管理',
      abilities: [QQ_LIST_V3],
      hidden: true,
    },
    { path: '/transConfigQq/launchQqV2', title: '投放管理V2', abilities: [QQ_LIST_V2] },
    {
      path: `/transConfigQq/launchQqV2/${LAUNCH_PARAMS}/:taskid`,
      title: '投放管理V2',
      abilities: [QQ_LIST_V2],
      hidden: true,
    },
    {
      path: '/transConfigQq/editQq/:type/:id',
      title: '编辑腾讯广告',
      abilities: [QQ_TASKS_V2],
      hidden: true,
    },
    {
      path: '/transConfigQq/editQqV2/:type/:id',
      title: '编辑腾讯广告V2',
      abilities: [QQ_TASKS_V2],
      hidden: true,
    },
    {
      path: '/transConfigQq/editQqV3/:type/:id',
      title: '编辑腾讯广告V3',
      abilities: [QQ_TASKS_V3],
      hidden: true,
    },
    {
      path: '/transConfigQq/aiCreateQq/:id',
      title: '程序化批量',
      abilities: [QQ_TASKS_V2],
      hidden: true,
    },
    {
      path: '/transConfigQq/aiCreateQqV2/:id',
      title: '程序化批量V2',
      abilities: [QQ_TASKS_V2],
      hidden: true,
    },
    {
      path: '/transConfigQq/aiCreateQqV3/:id',
      title: '程序化批量V3',
      abilities: [QQ_TASKS_V3],
      hidden: true,
    },
    { path: '/transConfigQq/releaseQqV3', title: '批量任务', abilities: [QQ_TASKS_V3] },
    { path: '/transConfigQq/releaseQqV2', title: '批量任务V2', abilities: [QQ_TASKS_V2] },
    { path: '/transConfigQq/mediaQq', title: '渠道ID', abilities: [CHANNEL_ID] },
    { path: '/transConfigQq/collectQq', title: '广告ID', abilities: [AD_ID] },
    {
      path: '/transConfigQq/collectQq/detail',
      title: '广告ID详情',
      abilities: [AD_ID],
      hidden: true,
    },
    {
      path: '/transConfigQq/collectQq/more',
      title: '批量广告ID',
      abilities: [AD_ID],
      hidden: true,
    },
    { path: '/transConfigQq/batchAutoRuleQq', title: '自动规则', abilities: [AUTO_RULE] },
  ],
};

/** Link-based media without an API (spec 000 §2 "Other media"). */
export const OTHER_MEDIA_ROUTES: RouteNode = {
  path: '/transConfigOther',
  title: '其他媒体',
  children: [
    { path: '/transConfigOther/mediaOther', title: '渠道ID', abilities: [CHANNEL_ID] },
    { path: '/transConfigOther/other', title: '广告ID', abilities: [AD_ID] },
    {
      path: '/transConfigOther/other/detail',
      title: '广告ID详情',
      abilities: [AD_ID],
      hidden: true,
    },
  ],
};

export const PC_MEDIA_ROUTES: RouteNode = {
  path: '/transConfigPc',
  title: '端游媒体',
  children: [
    { path: '/transConfigPc/mediaPc', title: '渠道ID', abilities: [CHANNEL_ID] },
    { path: '/transConfigPc/pc', title: '广告ID', abilities: ['tradition:linkbase'] },
    { path: '/transConfigPc/pcBatch', title: '批量广告ID', abilities: ['tradition:batchlist'] },
    {
      path: '/transConfigPc/pc/detail',
      title: '广告ID详情',
      abilities: ['tradition:linkbase'],
      hidden: true,
    },
  ],
};
