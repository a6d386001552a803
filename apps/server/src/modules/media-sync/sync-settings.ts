import { LEGACY_SOURCES, type LegacySource } from '../../lib/media-mirror';
import type { DailyWindowSettings } from './sync-windows';

/** How the sync reads and writes (docs/adr/0006); tests and the bench pass their own. */
export interface SyncSettings extends DailyWindowSettings {
  /** Advertisers one process syncs at once; each holds at most one chunk of rows. */
  concurrency: number;
  /** Object rows per upsert statement (about 40 columns each: well under 65,535 parameters). */
  objectChunk: number;
  /** Stat rows per upsert statement (about 20 columns each). */
  statsChunk: number;
  /** A listing of everything (which also finds deletions) at least this often per resource. */
  fullSyncEveryMs: number;
  /** Incremental listings start this long before the greatest modify time seen. */
  modifiedOverlapMs: number;
  /** The legacy API families mirrored beside their medium's current one (sync-families.ts). */
  legacySources: readonly LegacySource[];
}

export const DEFAULT_SYNC_SETTINGS: SyncSettings = {
  concurrency: 8,
  objectChunk: 500,
  statsChunk: 1_000,
  restateDays: 3,
  historyDays: 30,
  fullSyncEveryMs: 24 * 3_600_000,
  modifiedOverlapMs: 60_000,
  legacySources: LEGACY_SOURCES,
};
