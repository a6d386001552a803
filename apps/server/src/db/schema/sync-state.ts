import { check, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { MIRROR_SOURCES, SYNC_RESOURCES, type SyncResource } from '../../lib/media-mirror';
import { tsz, updatedAt } from './columns';
import { oneOf, sourceColumn } from './media-columns';

/**
 * Where each sync of one advertiser's resource stands (per mirror source: a legacy API family
 * keeps its own), so the next run is incremental: objects
 * changed after `last_modified_at` (the medium's modify time, not ours), or from `cursor` where
 * the medium pages by cursor (TX PAGINATION_MODE_CURSOR).
 */
export const syncState = pgTable(
  'sync_state',
  {
    medium: sourceColumn(),
    advertiserId: text('advertiser_id').notNull(),
    resource: text('resource').$type<SyncResource>().notNull(),
    cursor: text('cursor'),
    /** The greatest modify time seen at the medium. */
    lastModifiedAt: tsz('last_modified_at'),
    lastFullSyncAt: tsz('last_full_sync_at'),
    lastSyncAt: tsz('last_sync_at'),
    lastSuccessAt: tsz('last_success_at'),
    lastErrorAt: tsz('last_error_at'),
    lastErrorCode: text('last_error_code'),
    lastErrorMessage: text('last_error_message'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'sync_state_pk', columns: [t.medium, t.advertiserId, t.resource] }),
    check('sync_state_medium_check', oneOf(t.medium, MIRROR_SOURCES)),
    check('sync_state_resource_check', oneOf(t.resource, SYNC_RESOURCES)),
  ],
);
