import { useCallback, useState } from 'react';
import type { DeliveryTab } from '../delivery-definition';

const storageKey = (screen: string) => `toufang-delivery-tab:${screen}`;

/** The tab the user was on last, by screen (spec 001 §2 "The last tab used is remembered"). */
export function readLastTab(screen: string): DeliveryTab | undefined {
  try {
    return window.localStorage.getItem(storageKey(screen)) ?? undefined;
  } catch {
    return undefined;
  }
}

function writeLastTab(screen: string, tab: DeliveryTab): void {
  try {
    window.localStorage.setItem(storageKey(screen), tab);
  } catch {
    // Private windows may refuse storage: the tab is simply not remembered.
  }
}

/**
 * The active tab: `opening` when the route names one that is allowed (a task's created objects),
 * else the remembered one when it is allowed, else the first allowed tab; every change is
 * remembered.
 */
export function useLastTab(
  screen: string,
  allowed: readonly DeliveryTab[],
  opening?: DeliveryTab,
): [DeliveryTab, (tab: DeliveryTab) => void] {
  const [tab, setTab] = useState<DeliveryTab>(() => {
    if (opening !== undefined && allowed.includes(opening)) return opening;
    const stored = readLastTab(screen);
    return stored !== undefined && allowed.includes(stored) ? stored : (allowed[0] ?? '');
  });
  const change = useCallback(
    (next: DeliveryTab) => {
      writeLastTab(screen, next);
      setTab(next);
    },
    [screen],
  );
  return [tab, change];
}
