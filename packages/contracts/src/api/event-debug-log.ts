import { z } from 'zod';
import { PageQuerySchema, type Paged } from './common';

// Ocean Engine's 联调记录 of a base's event asset in one account (spec 002 §7
// `/bytedance/event/debug_log`; docs/architecture/conversion-bases.md "联调记录"): the
// conversion callbacks the medium received for the asset and what it made of them.

/** The medium's verdict on a received conversion. */
export const DEBUG_LOG_RESULTS = ['success', 'failed'] as const;
export type DebugLogResult = (typeof DEBUG_LOG_RESULTS)[number];
export const DEBUG_LOG_RESULT_NAMES: Record<DebugLogResult, string> = {
  success: '成功',
  failed: '失败',
};

/** How the conversion reached the medium: the track link's callback, or the conversion API. */
export const DEBUG_LOG_SOURCES = ['track_url', 'api'] as const;
export type DebugLogSource = (typeof DEBUG_LOG_SOURCES)[number];
export const DEBUG_LOG_SOURCE_NAMES: Record<DebugLogSource, string> = {
  track_url: '监测链接回调',
  api: '转化回传API',
};

export const DebugLogQuerySchema = PageQuerySchema.extend({
  base_id: z.coerce.number('请选择转化基础').int().positive('请选择转化基础'),
  advertiser_id: z
    .string('请选择账户')
    .trim()
    .regex(/^[1-9]\d{0,19}$/, '账户ID应为数字'),
  event_type: z
    .string()
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,63}$/, '事件类型格式不正确')
    .optional(),
  result: z.enum(DEBUG_LOG_RESULTS, '联调结果只能是成功或失败').optional(),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type DebugLogQuery = z.input<typeof DebugLogQuerySchema>;

export interface DebugLogRow {
  log_id: string;
  /** When the medium received it. */
  received_at: string;
  /** When the conversion happened, as the callback said. */
  event_time: string | null;
  event_type: string;
  event_name: string;
  /** A `DebugLogSource`; a source the medium names otherwise is shown as it came. */
  source: string;
  /** A `DebugLogResult`, or what the medium answered otherwise. */
  result: string;
  /** Why the medium did not count it. */
  reason: string | null;
  click_id: string | null;
}

export interface DebugLogData extends Paged<DebugLogRow> {
  /** The account's event asset of the base the log is read for. */
  asset_id: string;
}
