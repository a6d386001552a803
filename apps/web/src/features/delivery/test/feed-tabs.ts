import { BYTEDANCE_DELIVERY } from '../bytedance-definition';
import { editTabOf, tabOf } from '../delivery-definition';
import type { TabDefinition } from '../delivery-definition';
import type { EditTab, SingleEditWrites, StatusWrites } from '../edit/edit-tab';

/** A tab of the feed screen's definition, as the screen hands it to its tools. */
export function feedTab(key: string): TabDefinition {
  return tabOf(BYTEDANCE_DELIVERY, key);
}

export function feedEditTab(key: string): EditTab {
  return editTabOf(BYTEDANCE_DELIVERY, feedTab(key));
}

/** A project or ad tab with its single edit, as the 预算/出价 and 批量编辑 dialogs take it. */
export function feedBidTab(
  key: 'project' | 'promotion',
): EditTab & { level: 'project' | 'promotion'; single: SingleEditWrites } {
  const tab = feedEditTab(key);
  if (tab.single === undefined) throw new Error(`the ${key} tab has no single edit`);
  return { ...tab, level: key, single: tab.single };
}

export function feedStatusWrites(key: string): StatusWrites {
  const writes = feedEditTab(key).status;
  if (writes === undefined) throw new Error(`the ${key} tab has no status writes`);
  return writes;
}
