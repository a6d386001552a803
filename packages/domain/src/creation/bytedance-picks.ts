import {
  BYTEDANCE_MICRO_TYPE_LABELS,
  type BytedanceAccountPick,
  type BytedanceAccountPicks,
  type BytedanceCreationDraft,
  type BytedanceMediaMaterials,
} from '@toufang/contracts';
import { accountListOf, accountPickOf } from './account-picks';

// The rules of the Ocean Engine v3 wizard's per-account picks (docs/architecture/creation.md
// "Per-account picks"): a LINK project's promotions link to each account's own 橙子建站 site, a
// MICRO_GAME project promotes each account's own 小游戏 or 小程序 (of the kind the project
// promotes), a LIVE project and its promotions show each account's 抖音号 (the project's and the
// promotion's native_setting). The 推广卡片 is optional, and so is a 星广联投 task, unless the
// project turns on one of its 星广联投 switches: then every account picks one; a 星广任务视频 of
// 媒体素材 is one of the task the account picked. Picks of accounts
// no longer in the draft are ignored, and so are picks the project's kind does not use.

export type BytedancePickInput = Pick<BytedanceCreationDraft, 'accounts' | 'account_picks'> & {
  /** 媒体素材: a 星广任务视频 goes with the account's task. */
  media_materials?: BytedanceMediaMaterials;
  project: Pick<
    BytedanceCreationDraft['project'],
    | 'landing_type'
    | 'micro_promotion_type'
    | 'marketing_goal'
    | 'star_auto_delivery_switch'
    | 'star_auto_material_addition_switch'
  >;
};

export function bytedancePickOf(
  picks: BytedanceAccountPicks,
  accountId: string,
): Partial<BytedanceAccountPick> {
  return accountPickOf(picks, accountId);
}

const missingOf = (
  accounts: readonly string[],
  picks: BytedanceAccountPicks,
  has: (pick: Partial<BytedanceAccountPick>) => boolean,
) => accounts.filter((id) => !has(bytedancePickOf(picks, id)));

export function bytedancePickErrors(d: BytedancePickInput): string[] {
  const errors: string[] = [];
  const { accounts, account_picks: picks, project } = d;
  if (accounts.length === 0) return errors;
  if (project.landing_type === 'LINK') {
    const missing = missingOf(accounts, picks, (p) => Boolean(p.site_id));
    if (missing.length > 0) errors.push(`以下账户未选择落地页：${accountListOf(missing)}`);
  }
  if (project.landing_type === 'MICRO_GAME') {
    const type = project.micro_promotion_type;
    const label = BYTEDANCE_MICRO_TYPE_LABELS[type];
    const missing = missingOf(accounts, picks, (p) => Boolean(p.micro_app_instance_id));
    if (missing.length > 0) errors.push(`以下账户未选择${label}：${accountListOf(missing)}`);
    for (const id of accounts) {
      const pick = bytedancePickOf(picks, id);
      if (pick.micro_app_instance_id && pick.micro_app_type && pick.micro_app_type !== type) {
        errors.push(
          `账户 ${id} 选择的「${pick.micro_app_name || pick.micro_app_instance_id}」是${BYTEDANCE_MICRO_TYPE_LABELS[pick.micro_app_type]}，项目推广的是${label}`,
        );
      }
    }
  }
  if (project.marketing_goal === 'LIVE') {
    const missing = missingOf(accounts, picks, (p) => Boolean(p.aweme_id));
    if (missing.length > 0) {
      errors.push(`直播广告需要抖音号，以下账户未选择：${accountListOf(missing)}`);
    }
  }
  const starSwitches = [
    project.star_auto_delivery_switch === 'ON' ? '自动投放' : null,
    project.star_auto_material_addition_switch === 'ON' ? '自动追加素材' : null,
  ].filter((s) => s !== null);
  if (starSwitches.length > 0) {
    const missing = missingOf(accounts, picks, (p) => Boolean(p.star_task_id));
    if (missing.length > 0) {
      errors.push(
        `开启星广联投${starSwitches.join('、')}需要星广联投任务，以下账户未选择：${accountListOf(missing)}`,
      );
    }
  }
  for (const id of accounts) {
    const task = bytedancePickOf(picks, id).star_task_id ?? null;
    const strays = (d.media_materials?.[id] ?? []).filter(
      (v) => v.source === 'STAR_TASK' && v.star_task_id !== task,
    );
    if (strays.length > 0) {
      errors.push(
        `账户 ${id} 的星广任务视频不属于该账户所选的星广联投任务：${strays.map((v) => `「${v.name}」`).join('、')}`,
      );
    }
  }
  return errors;
}
