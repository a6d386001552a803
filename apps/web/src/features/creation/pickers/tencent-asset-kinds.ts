import {
  TENCENT_OPTIMIZATION_GOAL_LABELS,
  type RegionTargeting,
  type TencentAccountPick,
  type TencentOptimizationGoal,
} from '@toufang/contracts';
import { regionOfWire } from '@toufang/domain';
import {
  num,
  single,
  str,
  type AssetItem,
  type AssetKind,
  type AssetSlot,
} from './asset-kind-types';

// What the Tencent wizards pick per account on the medium, as kinds of `AccountAssetPicker`
// (docs/architecture/creation.md "Per-account picks"): landing page, brand image, conversion,
// targeting package and custom audiences, each into the account's pick (contracts
// creation/tencent-picks.ts). A read whose query takes `keyword` is searched on the medium; the
// others (the medium cannot filter them by name) are searched among the pages already loaded.

/**
 * A listed 定向包's regions in our codes (its `targeting.geo_location`); a package chosen again
 * from the pick keeps what the pick holds.
 */
export function packageRegion(item: AssetItem): RegionTargeting | null {
  const targeting = item.targeting as
    { geo_location?: { regions?: number[]; location_types?: string[] } } | undefined;
  if (!targeting) return (item.targeting_region as RegionTargeting | null | undefined) ?? null;
  const geo = targeting.geo_location;
  return regionOfWire('tencent', geo?.regions, geo?.location_types);
}

const audienceSlot = (
  label: string,
  key: 'custom_audience' | 'excluded_custom_audience',
): AssetSlot<TencentAccountPick> => ({
  label,
  multiple: true,
  get: (pick) => pick[key] ?? [],
  chosen: (pick) =>
    (pick[key] ?? []).map((id) => ({
      audience_id: id,
      name: pick.audience_names?.[String(id)] ?? String(id),
    })),
  set: (pick, chosen) => ({
    ...pick,
    [key]: chosen.map((a) => num(a.audience_id)),
    audience_names: {
      ...pick.audience_names,
      ...Object.fromEntries(chosen.map((a) => [String(a.audience_id), str(a.name)])),
    },
  }),
});

const goalLabel = (goal: string) =>
  TENCENT_OPTIMIZATION_GOAL_LABELS[goal as TencentOptimizationGoal] ?? goal;
const pageName = (p: AssetItem) => `${str(p.page_name)}（${num(p.page_id)}）`;
const brandName = (b: AssetItem) => `${str(b.name)}（${str(b.image_id)}）`;
const conversionName = (c: AssetItem) =>
  `${str(c.conversion_name)}（${goalLabel(str(c.optimization_goal))}）`;

export const TENCENT_ASSET_KINDS = {
  page: {
    title: '官方落地页',
    read: 'tencentPages',
    option: (p) => ({ value: num(p.page_id), label: pageName(p) }),
    name: pageName,
    slots: [
      single<TencentAccountPick>(
        '落地页',
        (pick) => pick.page_id,
        (p) => ({ page_id: p ? num(p.page_id) : null, page_name: p ? str(p.page_name) : '' }),
        (pick) => ({ page_id: pick.page_id, page_name: pick.page_name }),
      ),
    ],
    empty: '该账户暂无已审核的官方落地页',
    help: '已选官方落地页的账户使用它，其余账户使用上面的落地页链接',
  },
  brand: {
    title: '品牌形象',
    read: 'tencentBrands',
    option: (b) => ({ value: str(b.image_id), label: brandName(b) }),
    name: brandName,
    slots: [
      single<TencentAccountPick>(
        '品牌形象',
        (pick) => pick.brand_image_id,
        (b) => ({ brand_image_id: b ? str(b.image_id) : null, brand_name: b ? str(b.name) : '' }),
        (pick) => ({ image_id: pick.brand_image_id, name: pick.brand_name }),
      ),
    ],
    empty: '该账户暂无品牌形象',
    help: '微信、微信视频号版位需要品牌形象',
  },
  conversion: {
    title: '转化',
    read: 'tencentConversions',
    query: (c): Record<string, string> =>
      c.optimizationGoal ? { optimization_goal: c.optimizationGoal } : {},
    option: (c) => ({ value: num(c.conversion_id), label: conversionName(c) }),
    name: conversionName,
    slots: [
      single<TencentAccountPick>(
        '转化',
        (pick) => pick.conversion_id,
        (c) => ({
          conversion_id: c ? num(c.conversion_id) : null,
          conversion_name: c ? str(c.conversion_name) : '',
          conversion_goal: c ? str(c.optimization_goal) : null,
        }),
        (pick) => ({
          conversion_id: pick.conversion_id,
          conversion_name: pick.conversion_name,
          optimization_goal: pick.conversion_goal,
        }),
      ),
    ],
    empty: '该账户暂无此优化目标的转化',
    help: '只列出与优化目标一致的转化；不选则不指定转化',
  },
  targeting: {
    title: '定向包',
    read: 'tencentTargetings',
    option: (t) => ({
      value: num(t.targeting_id),
      label: `${str(t.targeting_name)}${t.targeting_translation ? `：${str(t.targeting_translation)}` : ''}`,
    }),
    name: (t) => str(t.targeting_name),
    slots: [
      single<TencentAccountPick>(
        '定向包',
        (pick) => pick.targeting_id,
        (t) => ({
          targeting_id: t ? num(t.targeting_id) : null,
          targeting_name: t ? str(t.targeting_name) : '',
          targeting_region: t ? packageRegion(t) : null,
        }),
        (pick) => ({
          targeting_id: pick.targeting_id,
          targeting_name: pick.targeting_name,
          targeting_region: pick.targeting_region ?? null,
        }),
      ),
    ],
    empty: '该账户暂无定向包',
    help: '定向包的定向为广告的定向，上面选择的性别、年龄优先',
  },
  audiences: {
    title: '自定义人群',
    read: 'tencentAudiences',
    option: (a) => ({
      value: num(a.audience_id),
      label:
        str(a.status) === 'SUCCESS'
          ? `${str(a.name)}（${num(a.user_count).toLocaleString('zh-CN')} 人）`
          : `${str(a.name)}（计算中）`,
      disabled: str(a.status) !== 'SUCCESS',
    }),
    name: (a) => str(a.name),
    slots: [
      audienceSlot('定向人群', 'custom_audience'),
      audienceSlot('排除人群', 'excluded_custom_audience'),
    ],
    empty: '该账户暂无自定义人群',
    help: '选择的人群替代定向包中的人群',
  },
} as const satisfies Record<string, AssetKind<TencentAccountPick>>;
export type TencentAssetKind = keyof typeof TENCENT_ASSET_KINDS;
