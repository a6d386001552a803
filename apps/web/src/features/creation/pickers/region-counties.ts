import { installRegionCounties, regionCountiesInstalled } from '@toufang/domain';
import { useEffect, useState } from 'react';

// The county level (区县) of the region tree: ~3,000 regions in a chunk of their own, loaded the
// first time a region picker or a preview needs them, so the wizards' JS stays lean.

let loading: Promise<void> | undefined;

export function loadRegionCounties(): Promise<void> {
  loading ??= import('@toufang/domain/region-counties').then(
    (m) => installRegionCounties(m.REGION_COUNTIES),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export type RegionCountiesState = 'loading' | 'ready' | 'failed';

/** Loads the counties and says where that stands; `retry` after a failure. */
export function useRegionCounties(): { state: RegionCountiesState; retry: () => void } {
  const [state, setState] = useState<RegionCountiesState>(() =>
    regionCountiesInstalled() ? 'ready' : 'loading',
  );
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (regionCountiesInstalled()) return;
    let live = true;
    loadRegionCounties().then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return {
    state,
    retry: () => {
      setState('loading');
      setAttempt((n) => n + 1);
    },
  };
}
