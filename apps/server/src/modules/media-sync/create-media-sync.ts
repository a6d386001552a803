import type { Database } from '../../db/client';
import type { MediaClient } from '../../media/http/media-client';
import type { Medium } from '../../lib/media-mirror';
import type { MediaAccountsService } from '../media-accounts/media-accounts.service';
import { AdvertiserSync, type AdvertiserSyncDeps } from './advertiser-sync';
import { MediaSyncRepository } from './media-sync.repository';
import { MediaSyncService } from './media-sync.service';
import { createMirrorReaders } from '../../media/media-adapters';
import { locksFor } from './sync-locks';
import { DEFAULT_SYNC_SETTINGS, type SyncSettings } from './sync-settings';

export interface SyncLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What the sync needs of the app's services. */
export interface MediaSyncServices {
  db: Database['db'];
  mediaClient: MediaClient;
  clock: AdvertiserSyncDeps['clock'];
  mediaAccounts: MediaAccountsService;
  tokenSourceFor: AdvertiserSyncDeps['tokens'];
  isMediumConfigured: (medium: Medium) => boolean;
}

export interface MediaSyncOptions {
  settings?: Partial<SyncSettings>;
  /** The client the readers call with; the app's shared one by default. */
  client?: MediaClient;
}

/**
 * The embedded database runs one statement at a time in this process: fewer advertisers at once
 * and smaller statements keep the operators' own requests from queueing behind the sync.
 */
const EMBEDDED_DATABASE_SETTINGS: Partial<SyncSettings> = {
  concurrency: 2,
  objectChunk: 200,
  statsChunk: 300,
};

/** Builds the sync over the app's services (services.ts); tests and the bench pass their own options. */
export function createMediaSync(
  services: MediaSyncServices,
  database: Pick<Database, 'db' | 'kind'>,
  log: SyncLog,
  options: MediaSyncOptions = {},
): MediaSyncService {
  const settings = {
    ...DEFAULT_SYNC_SETTINGS,
    ...(database.kind === 'pglite' ? EMBEDDED_DATABASE_SETTINGS : {}),
    ...options.settings,
  };
  const repo = new MediaSyncRepository(services.db);
  return new MediaSyncService({
    repo,
    advertiserSync: new AdvertiserSync({
      repo,
      readers: createMirrorReaders({
        client: options.client ?? services.mediaClient,
        clock: services.clock,
      }),
      tokens: (medium, advertiserId) => services.tokenSourceFor(medium, advertiserId),
      accounts: services.mediaAccounts,
      clock: services.clock,
      settings,
      log,
    }),
    locks: locksFor(database, log),
    accounts: services.mediaAccounts,
    isMediumConfigured: services.isMediumConfigured,
    clock: services.clock,
    concurrency: settings.concurrency,
    analyzeAfterRun: database.kind === 'pglite',
    log,
  });
}
