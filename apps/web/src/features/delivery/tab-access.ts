import { DELIVERY_ACTIONS } from '@toufang/contracts';
import type { DeliveryAction, TabAbilities } from '@toufang/contracts';
import { hasAbilityEndingWith } from '@toufang/domain';
import type { DeliveryDefinition, DeliveryTab } from './delivery-definition';

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

/** The access of each tab of a screen, by tab key. */
export function tabAccess(
  definition: DeliveryDefinition,
  privileges: readonly string[],
): ReadonlyMap<DeliveryTab, TabAccess> {
  return new Map(
    definition.tabs.map((tab) => [tab.key, actionAccess(tab.abilities, privileges)] as const),
  );
}

/** The tabs the user may list, in the screen's order. */
export function allowedTabs(
  definition: DeliveryDefinition,
  access: ReadonlyMap<DeliveryTab, TabAccess>,
): DeliveryTab[] {
  return definition.tabs.filter((tab) => access.get(tab.key)?.list).map((tab) => tab.key);
}
