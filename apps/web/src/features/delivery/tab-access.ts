import { DELIVERY_ACTIONS } from '@toufang/contracts';
import type { DeliveryAction, TabAbilities } from '@toufang/contracts';
import { hasAbilityEndingWith } from '@toufang/domain';
import type { DeliveryDefinition } from './delivery-definition';
import { DELIVERY_TABS } from './delivery-tab';
import type { DeliveryTab } from './delivery-tab';

/**
 * What the user may do on a tab (spec 001 §6): each action of the tab's ability table (list,
 * switch, delete, budget, edit, copy, advice, create); an action the tab does not have is false.
 */
export type TabAccess = Readonly<Record<DeliveryAction, boolean>>;

/** spec 000 §5: a specific-ability check is true when a held ability ends with the key. */
export function actionAccess(abilities: TabAbilities, privileges: readonly string[]): TabAccess {
  const entries = DELIVERY_ACTIONS.map((action) => {
    const ability = abilities[action];
    return [action, ability !== undefined && hasAbilityEndingWith(privileges, ability)] as const;
  });
  return Object.fromEntries(entries) as Record<DeliveryAction, boolean>;
}

export function tabAccess(
  definition: DeliveryDefinition,
  privileges: readonly string[],
): Record<DeliveryTab, TabAccess> {
  const entries = DELIVERY_TABS.map(
    (tab) => [tab, actionAccess(definition.tabs[tab].abilities, privileges)] as const,
  );
  return Object.fromEntries(entries) as Record<DeliveryTab, TabAccess>;
}

export function allowedTabs(access: Record<DeliveryTab, TabAccess>): DeliveryTab[] {
  return DELIVERY_TABS.filter((tab) => access[tab].list);
}
