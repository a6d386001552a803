import { z } from 'zod';
import { PageQuerySchema, type PageInfo } from './common';
import { MediumKeySchema, type MediumKey } from './media-auth';

// ---- sync of the local media mirror (docs/adr/0006): accounts, objects, daily and hourly stats ----

/** What one advertiser's sync covers; each has its own state. */
export const SYNC_RESOURCE_KEYS = [
  'advertiser',
  'campaigns',
  'ads',
  'creatives',
  'materials',
  'stats_daily',
  'stats_hourly',
] as const;
export type SyncResourceKey = (typeof SYNC_RESOURCE_KEYS)[number];

/** `schedule`: the periodic run; `manual`: a user's request; `startup`: the demo's first start. */
export type SyncTrigger = 'schedule' | 'manual' | 'startup';

/** Advertisers one request may name. */
export const SYNC_ADVERTISER_IDS_MAX = 1000;

/** `POST /media-sync/run`: every advertiser in the caller's scope (no body), or those named. */
export const MediaSyncRunBodySchema = z
  .object({
    medium: MediumKeySchema.optional(),
    /** The media's ids, as strings: Ocean Engine ids exceed 2^53. */
    advertiser_ids: z
      .array(
        z
          .string()
          .trim()
          .regex(/^\d{1,20}$/, '广告主ID格式错误'),
      )
      .min(1, '请选择广告主')
      .max(SYNC_ADVERTISER_IDS_MAX, `一次最多同步 ${SYNC_ADVERTISER_IDS_MAX} 个广告主`)
      .optional(),
  })
  .nullish();
export type MediaSyncRunBody = NonNullable<z.infer<typeof MediaSyncRunBodySchema>>;

export interface MediaSyncRunData {
  run_id: string;
}

export const MediaSyncStatusQuerySchema = PageQuerySchema.extend({
  medium: MediumKeySchema.optional(),
});
export type MediaSyncStatusQuery = z.infer<typeof MediaSyncStatusQuerySchema>;

export interface MediaSyncRunView {
  id: string;
  trigger: SyncTrigger;
  medium: MediumKey | null;
  /** Every object listed again (deletions found), not only those changed. */
  full: boolean;
  /** `stopped`: the process shut down before the run ended. */
  status: 'running' | 'finished' | 'stopped';
  /** Advertisers in the run, and those done so far (succeeded + failed + skipped). */
  total: number;
  done: number;
  succeeded: number;
  failed: number;
  /** Synced by another run at that moment, or under a grant that must be authorized again. */
  skipped: number;
  started_at: string;
  finished_at: string | null;
}

export interface MediaSyncResourceView {
  resource: SyncResourceKey;
  /** When the last attempt began. */
  last_sync_at: string | null;
  last_success_at: string | null;
  last_full_sync_at: string | null;
  last_error_at: string | null;
  last_error_code: string | null;
  last_error_message: string | null;
}

/** The legacy API families a medium's accounts also mirror (Ocean Engine v2, Tencent v1.3). */
export type SyncLegacyFamily = 'bytedance_v2' | 'tencent_v2';

/** A legacy family's sync of one advertiser: its own resources and their states. */
export interface MediaSyncFamilyView {
  family: SyncLegacyFamily;
  resources: MediaSyncResourceView[];
}

export interface MediaSyncAdvertiserView {
  medium: MediumKey;
  advertiser_id: string;
  name: string;
  enabled: boolean;
  /** The grant's stored status (`active`, `expiring`, `expired`, `revoked`); null without one. */
  authorization_status: string | null;
  /** When balance and budget were last read. */
  synced_at: string | null;
  resources: MediaSyncResourceView[];
  /** The legacy families synced for the account so far, each with its resources. */
  legacy_families: MediaSyncFamilyView[];
}

export interface MediaSyncStatusData {
  /** Runs of the serving process, newest first: running ones with their progress. */
  runs: MediaSyncRunView[];
  list: MediaSyncAdvertiserView[];
  page_info: PageInfo;
}
