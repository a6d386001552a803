import type { Clock } from '../../lib/clock';
import type { MirrorSource } from '../../lib/media-mirror';
import type { TokenSource } from '../../media/http/token-provider';
import type { MirrorReader } from '../../media/media-mirror-types';
import type { MediaSyncRepository, SyncStatePatch, SyncTarget } from './media-sync.repository';
import type { SyncSettings } from './sync-settings';

/** What the sync of one resource of one advertiser works with. */
export interface ResourceContext {
  target: SyncTarget;
  /** The mirror source synced: the medium's current family or one of its legacy ones. */
  source: MirrorSource;
  reader: MirrorReader;
  token: TokenSource;
  /** List every object again whatever the last full listing. */
  full: boolean;
  /** Aborted at shutdown: the sync stops at its next page. */
  signal: AbortSignal;
  repo: MediaSyncRepository;
  clock: Clock;
  settings: SyncSettings;
}

/** A resource synced: what its `sync_state` row takes, and what was written. */
export interface ResourceDone {
  patch: SyncStatePatch;
  rows: number;
  removed: number;
  full: boolean;
}

/** The sync stopped at shutdown; not a failure of the medium or of the resource. */
export class SyncAborted extends Error {
  override readonly name = 'SyncAborted';
}

export function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw new SyncAborted('media sync stopped');
}
