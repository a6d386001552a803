import type { DeliveryDefinition } from '../delivery-definition';
import { editTabOf, tabOf } from '../delivery-definition';
import type { EditTab, SingleEditWrites } from '../edit/edit-tab';

/** A level-1 or level-2 tab of a medium's screen with its single edit, as the dialogs take it. */
export function mediumBidTab(
  definition: DeliveryDefinition,
  key: string,
): EditTab & { level: 'project' | 'promotion'; single: SingleEditWrites } {
  const tab = editTabOf(definition, tabOf(definition, key));
  if (tab.single === undefined) throw new Error(`the ${key} tab has no single edit`);
  if (tab.level !== 'project' && tab.level !== 'promotion')
    throw new Error(`the ${key} tab has no bids`);
  return { ...tab, level: tab.level, single: tab.single };
}
