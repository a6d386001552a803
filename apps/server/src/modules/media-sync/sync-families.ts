import {
  LEGACY_SOURCES,
  type LegacySource,
  type Medium,
  type MirrorSource,
  type SyncResource,
} from '../../lib/media-mirror';

/** Parents before children, objects before their stats. */
export const SYNC_ORDER = [
  'advertiser',
  'campaigns',
  'ads',
  'creatives',
  'materials',
  'stats_daily',
  'stats_hourly',
] as const satisfies readonly SyncResource[];

/**
 * What a legacy API family mirrors: its own levels and their stats. The account (level 0, its
 * figures and stats) and the file library are the medium's, synced by its current family.
 */
const LEGACY_RESOURCES = [
  'campaigns',
  'ads',
  'creatives',
  'stats_daily',
  'stats_hourly',
] as const satisfies readonly SyncResource[];

/** One API family of a medium the sync mirrors, under its mirror source, with its resources. */
export interface SyncFamily {
  source: MirrorSource;
  resources: readonly SyncResource[];
}

/**
 * The families each medium's accounts sync, in order: the current one first (it reads the account
 * and the library), then the legacy ones the sync settings enable.
 */
export const SYNC_FAMILIES: Record<Medium, readonly SyncFamily[]> = {
  bytedance: [
    { source: 'bytedance', resources: SYNC_ORDER },
    { source: 'bytedance_v2', resources: LEGACY_RESOURCES },
  ],
  kuaishou: [{ source: 'kuaishou', resources: SYNC_ORDER }],
  tencent: [
    { source: 'tencent', resources: SYNC_ORDER },
    { source: 'tencent_v2', resources: LEGACY_RESOURCES },
  ],
};

const isLegacy = (source: MirrorSource): source is LegacySource =>
  (LEGACY_SOURCES as readonly string[]).includes(source);

/** The families of a medium to sync: its current one and the enabled legacy ones. */
export function familiesOf(
  medium: Medium,
  enabledLegacy: readonly LegacySource[],
): readonly SyncFamily[] {
  return SYNC_FAMILIES[medium].filter(
    (f) => !isLegacy(f.source) || enabledLegacy.includes(f.source),
  );
}
