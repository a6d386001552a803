import { deliveryTabKey, type ReportScope } from '@toufang/contracts';
import type { TabDefinition } from '../delivery-definition';

/** The saved-columns, views and table-preference scope of a tab: its screen and its own key. */
export function reportScope(screen: string, tab: Pick<TabDefinition, 'key'>): ReportScope {
  return { screen, tab: deliveryTabKey(tab.key) };
}
