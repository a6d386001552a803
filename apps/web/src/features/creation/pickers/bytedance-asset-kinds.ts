import {
  BYTEDANCE_PROMOTION_ANCHOR_TYPES,
  COMPONENT_LIST_DEFAULTS,
  PLAYABLE_LIST_DEFAULTS,
  STAR_TASK_ENDED_STATUSES,
  type BytedanceAccountPick,
  type BytedanceMicroType,
} from '@toufang/contracts';
import { single, str, type AssetItem, type AssetKind } from './asset-kind-types';

// What the Ocean Engine v3 wizard picks per account on the medium, as kinds of
// `AccountAssetPicker` (docs/architecture/creation.md "Per-account picks"): the 橙子建站 site a
// LINK promotion links to (with the medium's preview), the 字节小游戏 / 小程序 a MICRO_GAME project
// promotes, the 抖音号 a promotion shows as, an approved 推广卡片, 原生锚点 and 试玩素材 it carries,
// the CDP 品牌 it names and the 星广联投 task the project joins, each into the account's pick
// (contracts creation/bytedance-picks.ts). The brands come in one answer (`{ brands, categories }`),
// not pages. The 小游戏 / 小程序, anchor and task reads search on the medium; anchors of a type a
// promotion cannot link, and tasks that have ended, are shown disabled.

type Pick = BytedanceAccountPick;

const siteName = (s: AssetItem) => `${str(s.name)}（${str(s.site_id)}）`;
const microName = (m: AssetItem) => `${str(m.name)}（${str(m.app_id) || str(m.instance_id)}）`;
const awemeName = (a: AssetItem) => `${str(a.aweme_name)}（${str(a.aweme_id)}）`;
const anchorName = (a: AssetItem) => `${str(a.anchor_name)}（${str(a.anchor_id)}）`;
const anchorTypeOf = (a: AssetItem) =>
  BYTEDANCE_PROMOTION_ANCHOR_TYPES.find((t) => t === a.anchor_type) ?? null;
const playableName = (p: AssetItem) => `${str(p.playable_name)}（${str(p.playable_id)}）`;
/** The brands read answers ids as numbers (the medium's int64). */
const brandId = (b: AssetItem) =>
  typeof b.cdp_brand_id === 'number' ? String(b.cdp_brand_id) : str(b.cdp_brand_id);
const brandName = (b: AssetItem) => `${str(b.cdp_brand_name)}（${brandId(b)}）`;
const componentName = (c: AssetItem) => `${str(c.component_name)}（${str(c.component_id)}）`;

/** The task reads answer ids as numbers. */
const idOf = (value: unknown) => (typeof value === 'number' ? String(value) : str(value));
const starTaskName = (t: AssetItem) => `${str(t.star_task_name)}（${idOf(t.star_task_id)}）`;
const starTaskEnded = (t: AssetItem) =>
  STAR_TASK_ENDED_STATUSES.some((status) => status === t.star_task_status);

const microKind = (type: BytedanceMicroType, label: string, read: 'gameList' | 'appletList') =>
  ({
    title: label,
    read,
    option: (m) => ({ value: str(m.instance_id), label: microName(m) }),
    name: (m) => str(m.name) || str(m.instance_id),
    slots: [
      single<Pick>(
        label,
        (pick) => (pick.micro_app_type === type ? pick.micro_app_instance_id : null),
        (m) => ({
          micro_app_instance_id: m ? str(m.instance_id) : null,
          micro_app_type: m ? type : null,
          micro_app_name: m ? str(m.name) : '',
        }),
        (pick) => ({ instance_id: pick.micro_app_instance_id, name: pick.micro_app_name }),
      ),
    ],
    empty: `该账户暂无${label}`,
    help: `项目推广各账户自己的${label}`,
  }) satisfies AssetKind<Pick>;

export const BYTEDANCE_ASSET_KINDS = {
  site: {
    title: '落地页',
    read: 'siteList',
    query: () => ({ status: 'SITE_ONLINE' }),
    option: (s) => ({ value: str(s.site_id), label: siteName(s) }),
    name: (s) => str(s.name) || str(s.site_id),
    slots: [
      single<Pick>(
        '落地页',
        (pick) => pick.site_id,
        (s) => ({ site_id: s ? str(s.site_id) : null, site_name: s ? str(s.name) : '' }),
        (pick) => ({ site_id: pick.site_id, name: pick.site_name }),
      ),
    ],
    empty: '该账户暂无已发布的橙子建站落地页',
    help: '广告链接到各账户自己的橙子建站落地页',
    preview: {
      label: '预览',
      read: 'sitePreview',
      query: (s) => ({ site_id: str(s.site_id) }),
      url: (data) => str((data as { url?: unknown } | null)?.url),
    },
  },
  microGame: microKind('BYTE_GAME', '字节小游戏', 'gameList'),
  microApp: microKind('BYTE_APP', '字节小程序', 'appletList'),
  aweme: {
    title: '抖音号',
    read: 'awemeAccounts',
    option: (a) => ({ value: str(a.aweme_id), label: awemeName(a) }),
    name: (a) => str(a.aweme_name) || str(a.aweme_id),
    slots: [
      single<Pick>(
        '抖音号',
        (pick) => pick.aweme_id,
        (a) => ({ aweme_id: a ? str(a.aweme_id) : null, aweme_name: a ? str(a.aweme_name) : '' }),
        (pick) => ({ aweme_id: pick.aweme_id, aweme_name: pick.aweme_name }),
      ),
    ],
    empty: '该账户暂无授权的抖音号',
    help: '广告以所选抖音号的身份展示；直播项目必选（项目与广告都用它）',
  },
  component: {
    title: '推广卡片',
    read: 'componentList',
    query: () => ({ ...COMPONENT_LIST_DEFAULTS }),
    option: (c) => ({ value: str(c.component_id), label: componentName(c) }),
    name: (c) => str(c.component_name) || str(c.component_id),
    slots: [
      single<Pick>(
        '推广卡片',
        (pick) => pick.component_id,
        (c) => ({
          component_id: c ? str(c.component_id) : null,
          component_name: c ? str(c.component_name) : '',
        }),
        (pick) => ({ component_id: pick.component_id, component_name: pick.component_name }),
      ),
    ],
    empty: '该账户暂无审核通过的推广卡片',
    help: '可选；只列出审核通过的推广卡片',
  },
  anchor: {
    title: '原生锚点',
    read: 'anchorList',
    query: () => ({ status: 'AUDIT_SUCCESS' }),
    option: (a) => ({
      value: str(a.anchor_id),
      label: anchorTypeOf(a) ? anchorName(a) : `${anchorName(a)} 该类型不能关联到广告`,
      disabled: !anchorTypeOf(a),
    }),
    name: (a) => str(a.anchor_name) || str(a.anchor_id),
    slots: [
      single<Pick>(
        '原生锚点',
        (pick) => pick.anchor_id,
        (a) => ({
          anchor_id: a ? str(a.anchor_id) : null,
          anchor_type: a ? anchorTypeOf(a) : null,
          anchor_name: a ? str(a.anchor_name) : '',
        }),
        (pick) => ({ anchor_id: pick.anchor_id, anchor_name: pick.anchor_name }),
      ),
    ],
    empty: '该账户暂无审核通过的原生锚点',
    help: '可选；广告关联所选锚点（只列出审核通过的）',
  },
  playable: {
    title: '试玩素材',
    read: 'playableList',
    query: () => ({ status: PLAYABLE_LIST_DEFAULTS.status }),
    option: (p) => ({ value: str(p.playable_id), label: playableName(p) }),
    name: (p) => str(p.playable_name) || str(p.playable_id),
    slots: [
      single<Pick>(
        '试玩素材',
        (pick) => pick.playable_id,
        (p) => ({
          playable_id: p ? str(p.playable_id) : null,
          playable_url: p ? str(p.playable_url) : null,
          playable_name: p ? str(p.playable_name) : '',
        }),
        (pick) => ({ playable_id: pick.playable_id, playable_name: pick.playable_name }),
      ),
    ],
    empty: '该账户暂无审核通过的试玩素材',
    help: '可选；广告附带所选试玩素材（只列出审核通过的）',
  },
  cdpBrand: {
    title: '品牌',
    read: 'cdpBrand',
    whole: (data) => (data as { brands?: AssetItem[] } | null)?.brands ?? [],
    option: (b) => ({ value: brandId(b), label: brandName(b) }),
    name: (b) => str(b.cdp_brand_name) || brandId(b),
    slots: [
      single<Pick>(
        '品牌',
        (pick) => pick.cdp_brand_id,
        (b) => ({
          cdp_brand_id: b ? brandId(b) : null,
          cdp_brand_name: b ? str(b.cdp_brand_name) : '',
        }),
        (pick) => ({ cdp_brand_id: pick.cdp_brand_id, cdp_brand_name: pick.cdp_brand_name }),
      ),
    ],
    empty: '该账户暂无 CDP 品牌',
    help: '可选；广告关联账户自己的 CDP 品牌（brand_info）',
  },
  starTask: {
    title: '星广联投任务',
    read: 'starDeliveryTasks',
    option: (t) => ({
      value: idOf(t.star_task_id),
      label: starTaskEnded(t) ? `${starTaskName(t)} 已结束，不能关联` : starTaskName(t),
      disabled: starTaskEnded(t),
    }),
    name: (t) => str(t.star_task_name) || idOf(t.star_task_id),
    slots: [
      single<Pick>(
        '星广联投任务',
        (pick) => pick.star_task_id,
        (t) => ({
          star_task_id: t ? idOf(t.star_task_id) : null,
          star_task_name: t ? str(t.star_task_name) : '',
        }),
        (pick) => ({ star_task_id: pick.star_task_id, star_task_name: pick.star_task_name }),
      ),
    ],
    empty: '该账户暂无星广联投任务',
    help: '可选；项目关联各账户自己的星图任务（开启自动投放或自动追加素材时必选）',
  },
} as const satisfies Record<string, AssetKind<Pick>>;
export type BytedanceAssetKind = keyof typeof BYTEDANCE_ASSET_KINDS;
