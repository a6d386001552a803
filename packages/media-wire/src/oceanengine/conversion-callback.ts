import { z } from 'zod';
import { IdSchema, queryNumber } from '../query';
import { replyEnum } from '../reply-enum';
import { DateTimeSchema, PageInfoSchema } from './envelope';

// Conversion callbacks and the event asset's 联调 log (docs/media-wire/oceanengine.md
// "Conversion callbacks"). Two ways reach the medium, both naming the click by the callback value
// the click link carried (`__CALLBACK_PARAM__`):
// - the track-link callback, POST `https://ad.oceanengine.com/track/activate/` with a numeric
//   `event_type` (bububa/oceanengine `marketing-api/model/track/active.go`, `enum/track_event_type.go`);
// - the conversion API, POST `https://analytics.oceanengine.com/api/v2/conversion` with the event's
//   name (bububa/oceanengine `marketing-api/model/conversion/request.go`, `api/conversion/conversion.go`).
// The log read, GET `2/event_manager/debug_log/get/`, is MODELLED: no public source describes the
// call behind the 事件管理 console's 联调 records.

/** POST track/activate/ — the body the track-link callback sends (JSON). */
export const TrackActivateRequestSchema = z.object({
  callback: z.string().min(1),
  /** 0 激活, 1 注册, 2 付费, 6 次留, 25 关键行为 … (enum/track_event_type.go). */
  event_type: queryNumber(z.number().int().min(0)),
  /** Seconds since the epoch. */
  conv_time: queryNumber(z.number().int().positive()).optional(),
  /** 0 Android, 1 iOS, 3 unknown. */
  os: queryNumber(z.number().int()).optional(),
  source: z.string().optional(),
  link: z.string().optional(),
  imei: z.string().optional(),
  idfa: z.string().optional(),
  muid: z.string().optional(),
  oaid: z.string().optional(),
  oaid_md5: z.string().optional(),
  caid: z.string().optional(),
  match_type: queryNumber(z.number().int()).optional(),
});
export type TrackActivateRequest = z.input<typeof TrackActivateRequestSchema>;

/** The numeric event types of the track-link callback and the events they name. */
export const TRACK_EVENT_TYPES: Readonly<Record<number, string>> = {
  0: 'active',
  1: 'active_register',
  2: 'active_pay',
  6: 'next_day_open',
  25: 'game_addiction',
};

/** POST analytics api/v2/conversion — the conversion API's body. */
export const ConversionApiRequestSchema = z.object({
  event_type: z.string().min(1),
  context: z.object({
    ad: z.object({
      callback: z.string().min(1),
      /** 0 click, 1 impression, 2 effective play. */
      match_type: z.number().int().min(0).max(2).optional(),
    }),
    device: z
      .object({
        platform: z.string().optional(),
        imei: z.string().optional(),
        idfa: z.string().optional(),
        oaid: z.string().optional(),
        android_id: z.string().optional(),
      })
      .optional(),
  }),
  /** Milliseconds since the epoch. */
  timestamp: z.number().int().positive().optional(),
  properties: z.record(z.string(), z.unknown()).optional(),
  event_weight: z.number().optional(),
  source: z.string().optional(),
});
export type ConversionApiRequest = z.input<typeof ConversionApiRequestSchema>;

/** Where a logged conversion came from (MODELLED values). */
export const DebugLogSourceSchema = z.enum(['TRACK_URL_CALLBACK', 'CONVERSION_API']);
export type DebugLogSource = z.infer<typeof DebugLogSourceSchema>;

/** The medium's verdict on a logged conversion (MODELLED values). */
export const DebugLogResultSchema = z.enum(['SUCCESS', 'FAIL']);
export type DebugLogResult = z.infer<typeof DebugLogResultSchema>;

export const DEBUG_LOG_LIMITS = { pageSizeMax: 100 } as const;

/** GET 2/event_manager/debug_log/get/ (MODELLED) — the conversions an event asset received. */
export const DebugLogRequestSchema = z.object({
  advertiser_id: IdSchema,
  asset_id: IdSchema,
  event_type: z.string().min(1).optional(),
  result: DebugLogResultSchema.optional(),
  page: queryNumber(z.number().int().min(1)).optional(),
  page_size: queryNumber(z.number().int().min(1).max(DEBUG_LOG_LIMITS.pageSizeMax)).optional(),
});
export type DebugLogRequest = z.input<typeof DebugLogRequestSchema>;

export const DebugLogItemSchema = z.object({
  log_id: z.number().int(),
  event_type: z.string(),
  event_cn_name: z.string().optional(),
  source: replyEnum('oceanengine.debug_log.source', DebugLogSourceSchema),
  result: replyEnum('oceanengine.debug_log.result', DebugLogResultSchema),
  fail_reason: z.string().optional(),
  click_id: z.string().optional(),
  /** When the conversion happened, as the callback said. */
  event_time: DateTimeSchema.optional(),
  /** When the medium received it. */
  receive_time: DateTimeSchema,
});
export type DebugLogItem = z.infer<typeof DebugLogItemSchema>;

export const DebugLogDataSchema = z.object({
  list: z.array(DebugLogItemSchema),
  page_info: PageInfoSchema,
});
export type DebugLogData = z.infer<typeof DebugLogDataSchema>;
