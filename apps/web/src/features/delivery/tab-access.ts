import { hasAbilityEndingWith } from '@toufang/domain';
import type { DeliveryDefinition } from './delivery-definition';
import { DELIVERY_TABS } from './delivery-tab';
import type { DeliveryTab } from './delivery-tab';

/** What the user may do on each tab (spec 001 §6): read its list, use its switches. */
export interface TabAccess {
  list: boolean;
  switch: boolean;
}

/** spec 000 §5: a specific-ability check is true when a held ability ends with the key. */
export function tabAccess(
  definition: DeliveryDefinition,
  privileges: readonly string[],
): Record<DeliveryTab, TabAccess> {
  const entries = DELIVERY_TABS.map((tab) => {
    const { ability, switchAbility } = definition.tabs[tab];
    return [
      tab,
      {
        list: hasAbilityEndingWith(privileges, ability),
        switch: switchAbility !== undefined && hasAbilityEndingWith(privileges, switchAbility),
      },
    ] as const;
  });
  return Object.fromEntries(entries) as Record<DeliveryTab, TabAccess>;
}

export function allowedTabs(access: Record<DeliveryTab, TabAccess>): DeliveryTab[] {
  return DELIVERY_TABS.filter((tab) => access[tab].list);
}
