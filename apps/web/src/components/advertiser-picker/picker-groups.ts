import type { AdvertiserPickerPage, PickerAccount } from '@toufang/contracts';

/** The picker's label of an account: its alias, else its name, and its id. */
export function accountLabel(account: PickerAccount): string {
  return `${account.alias || account.advertiser_name}（${account.advertiser_id}）`;
}

export interface PickerGroup {
  title: '已选' | '常用' | '全部';
  accounts: PickerAccount[];
}

/**
 * The groups of the picker's list (spec 002 §2): the chosen accounts, the frequently used ones
 * not chosen, then the rest of the page. An account shows once, in the first group it belongs to;
 * an empty group is left out. `known` names chosen accounts the page does not list.
 */
export function pickerGroups(
  chosen: readonly string[],
  page: AdvertiserPickerPage | undefined,
  known: ReadonlyMap<string, PickerAccount>,
): PickerGroup[] {
  const chosenSet = new Set(chosen);
  const selected = chosen.map(
    (id) => known.get(id) ?? { advertiser_id: id, advertiser_name: id, alias: null },
  );
  const recent = (page?.latest_using ?? []).filter((a) => !chosenSet.has(a.advertiser_id));
  const recentSet = new Set(recent.map((a) => a.advertiser_id));
  const rest = (page?.advertiser_ids ?? []).filter(
    (a) => !chosenSet.has(a.advertiser_id) && !recentSet.has(a.advertiser_id),
  );
  const groups: PickerGroup[] = [
    { title: '已选', accounts: selected },
    { title: '常用', accounts: recent },
    { title: '全部', accounts: rest },
  ];
  return groups.filter((group) => group.accounts.length > 0);
}
