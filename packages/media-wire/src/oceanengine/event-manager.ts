import { z } from 'zod';
import { IdSchema, queryNumber } from '../query';
import { DateTimeSchema, PageInfoSchema } from './envelope';

// 事件管理 events and track-url groups of an asset (oceanengine/ad_open_sdk_go models
// event_manager_available_events_get_v2_*, event_manager_event_configs_get_v2_*,
// event_manager_events_create_v2_*, event_manager_track_url_create_v2_*,
// event_manager_track_url_get_v2_*). Both creates answer an empty `data`: what they made is read
// back (event_configs/get by event id, track_url/get by group name).

/** How an event reaches the medium; an app asset takes APPLICATION_API and APPLICATION_SDK. */
export const EventTrackTypeSchema = z.enum([
  'JSSDK',
  'XPATH',
  'APPLICATION_API',
  'EXTERNAL_API',
  'APPLICATION_SDK',
  'MINI_PROGRAME_SDK',
  'MINI_PROGRAME_API',
  'OFFLINE_CALLBACK',
  'OFFLINE_API',
  'APPLOG',
  'TETRIS',
  'TETRIS_FE',
  'FLY_FISH',
  'E_CHAT',
  'QUICK_APP_API',
]);
export type EventTrackType = z.infer<typeof EventTrackTypeSchema>;

export const TRACK_URL_LIMITS = {
  /** The sandbox's bound on one track_url/create call and on a group name. */
  groupsPerCallMax: 10,
  groupNameMax: 50,
  urlMax: 2048,
  pageSizeMax: 100,
} as const;

/** GET 2/event_manager/available_events/get/ and 2/event_manager/event_configs/get/ */
export const AssetEventsRequestSchema = z.object({
  advertiser_id: IdSchema,
  asset_id: IdSchema,
  sort_type: z.enum(['ASC', 'DESC']).optional(),
});
export type AssetEventsRequest = z.infer<typeof AssetEventsRequestSchema>;

export const EventConfigSchema = z.object({
  event_id: z.number().int(),
  event_cn_name: z.string(),
  event_type: z.string(),
  track_types: z.array(z.string()).optional(),
  create_time: DateTimeSchema.optional(),
});
export type EventConfig = z.infer<typeof EventConfigSchema>;

export const EventConfigsDataSchema = z.object({ event_configs: z.array(EventConfigSchema) });
export type EventConfigsData = z.infer<typeof EventConfigsDataSchema>;

/** POST 2/event_manager/events/create/ — data is empty. */
export const EventCreateRequestSchema = z.object({
  advertiser_id: IdSchema,
  asset_id: IdSchema,
  event_id: IdSchema,
  track_types: z.array(EventTrackTypeSchema).min(1),
});
export type EventCreateRequest = z.infer<typeof EventCreateRequestSchema>;

const trackUrl = z
  .string()
  .max(TRACK_URL_LIMITS.urlMax)
  .regex(/^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i, '应为 http 或 https 链接');

export const TrackUrlGroupInputSchema = z.object({
  action_track_url: trackUrl,
  track_url: trackUrl.optional(),
  track_url_group_name: z.string().min(1).max(TRACK_URL_LIMITS.groupNameMax).optional(),
  video_play_track_url: trackUrl.optional(),
  video_play_effective_track_url: trackUrl.optional(),
  video_play_done_track_url: trackUrl.optional(),
});
export type TrackUrlGroupInput = z.infer<typeof TrackUrlGroupInputSchema>;

/** POST 2/event_manager/track_url/create/ — note `assets_id`; data is empty. */
export const TrackUrlCreateRequestSchema = z.object({
  advertiser_id: IdSchema,
  assets_id: IdSchema,
  download_url: trackUrl.optional(),
  track_url_groups: z.array(TrackUrlGroupInputSchema).min(1).max(TRACK_URL_LIMITS.groupsPerCallMax),
});
export type TrackUrlCreateRequest = z.infer<typeof TrackUrlCreateRequestSchema>;

/** The empty `data` both creates answer (null or `{}`). */
export const EventManagerEmptyDataSchema = z.unknown();

/** GET 2/event_manager/track_url/get/ */
export const TrackUrlGetRequestSchema = z.object({
  advertiser_id: IdSchema,
  asset_id: IdSchema,
  download_url: z.string().optional(),
  track_url_group_name: z.string().optional(),
  track_url_group_id: IdSchema.optional(),
  page: queryNumber(z.number().int().min(1)).optional(),
  page_size: queryNumber(z.number().int().min(1).max(TRACK_URL_LIMITS.pageSizeMax)).optional(),
});
export type TrackUrlGetRequest = z.infer<typeof TrackUrlGetRequestSchema>;

export const TrackUrlGroupSchema = z.object({
  track_url_group_id: z.number().int(),
  track_url_group_name: z.string().optional(),
  download_url: z.string().optional(),
  action_track_url: z.string().optional(),
  track_url: z.string().optional(),
  video_play_track_url: z.string().optional(),
  video_play_effective_track_url: z.string().optional(),
  video_play_done_track_url: z.string().optional(),
});
export type TrackUrlGroup = z.infer<typeof TrackUrlGroupSchema>;

export const TrackUrlGetDataSchema = z.object({
  track_url_groups: z.array(TrackUrlGroupSchema),
  page_info: PageInfoSchema,
});
export type TrackUrlGetData = z.infer<typeof TrackUrlGetDataSchema>;
