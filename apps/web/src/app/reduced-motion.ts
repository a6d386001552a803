import { useSyncExternalStore } from 'react';

// Whether the user asked the system for less motion (prefers-reduced-motion). The app then turns
// antd's animations off: dropdowns, drawers and dialogs appear and go at once.

const QUERY = '(prefers-reduced-motion: reduce)';

const mediaQuery = (): MediaQueryList | undefined =>
  typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined;

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const reduced = (): boolean => mediaQuery()?.matches ?? false;

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reduced, () => false);
}
