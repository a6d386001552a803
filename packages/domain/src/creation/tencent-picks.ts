import {
  TENCENT_BRAND_SITE_SETS,
  TENCENT_OPTIMIZATION_GOAL_LABELS,
  type TencentAccountPick,
  type TencentAccountPicks,
  type TencentOptimizationGoal,
} from '@toufang/contracts';
import { accountListOf, accountPickOf } from './account-picks';

// The rules of the Tencent wizards' per-account picks (docs/architecture/creation.md "Per-account
// picks"): every account of the draft needs a landing page (its 官方落地页, or the draft's page
// address for all), a brand image where the placements show one, and what it picked must agree
// with the adgroup (the conversion's goal) and with itself (an audience both targeted and
// excluded). Picks of accounts no longer in the draft are ignored.

/** Placements that show the brand: WeChat and Channels, chosen by hand. */
export function tencentBrandNeeded(automaticSites: boolean, siteSet: readonly string[]): boolean {
  return (
    !automaticSites &&
    siteSet.some((s) => (TENCENT_BRAND_SITE_SETS as readonly string[]).includes(s))
  );
}

/** The picks of one account of the draft (empty when it picked nothing). */
export function pickOf(picks: TencentAccountPicks, accountId: string): Partial<TencentAccountPick> {
  return accountPickOf(picks, accountId);
}

export function tencentPickErrors(input: {
  accounts: readonly string[];
  picks: TencentAccountPicks;
  /** The page address every account's creatives link to when it picked no page. */
  pageUrl: string;
  optimizationGoal: string;
  /** The family links creatives to an account's 官方落地页 (v3; v1.3 takes the address only). */
  pagePicks: boolean;
  brandNeeded: boolean;
}): string[] {
  const errors: string[] = [];
  const { accounts, picks } = input;
  if (!input.pagePicks) {
    if (!input.pageUrl) errors.push('请填写落地页链接');
  } else if (!input.pageUrl) {
    const missing = accounts.filter((id) => !pickOf(picks, id).page_id);
    if (missing.length === accounts.length) errors.push('请选择落地页或填写落地页链接');
    else if (missing.length > 0) errors.push(`以下账户未选择落地页：${accountListOf(missing)}`);
  }
  if (input.brandNeeded) {
    const missing = accounts.filter((id) => !pickOf(picks, id).brand_image_id);
    if (missing.length > 0) {
      errors.push(`微信、微信视频号版位需要品牌形象，以下账户未选择：${accountListOf(missing)}`);
    }
  }
  for (const id of accounts) {
    const pick = pickOf(picks, id);
    if (pick.brand_image_id && !pick.brand_name) errors.push(`账户 ${id} 的品牌名称不能为空`);
    if (
      pick.conversion_id &&
      pick.conversion_goal &&
      pick.conversion_goal !== input.optimizationGoal
    ) {
      const goal =
        TENCENT_OPTIMIZATION_GOAL_LABELS[pick.conversion_goal as TencentOptimizationGoal] ??
        pick.conversion_goal;
      errors.push(
        `账户 ${id} 的转化「${pick.conversion_name || pick.conversion_id}」优化目标为${goal}，与广告的优化目标不一致`,
      );
    }
    const excluded = new Set(pick.excluded_custom_audience ?? []);
    const both = (pick.custom_audience ?? []).filter((a) => excluded.has(a));
    if (both.length > 0) {
      errors.push(`账户 ${id} 的人群 ${both.join('、')} 不能同时定向和排除`);
    }
  }
  return errors;
}
