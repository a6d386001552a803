import { z } from 'zod';
import { IdSchema, PageQuerySchema, type Paged } from './common';
import type { BasePushStatus } from './base-pushes';

// Conversion configs of a base (spec 002 §7 `/convert/cfg`, `updatestatus`, `convertlist`) and
// Ocean Engine's track-url group retry (`/bytedance/event/job_retry_track_url_group_id`);
// docs/architecture/conversion-bases.md "Conversion configs".

/** `/convert/cfg`: the medium's conversion types and whether the base reports each. */
export interface ConvertCfgData {
  base_id: number;
  events: { type: string; label: string; enabled: boolean }[];
}

/** `/convert/updatestatus`: report one conversion type of the base, or stop reporting it. */
export const ConvertUpdateStatusBodySchema = z.object({
  base_id: IdSchema,
  event_type: z.string().trim().min(1, '请选择转化事件').max(64, '转化事件不正确'),
  enabled: z.boolean('请选择是否回传'),
});
export type ConvertUpdateStatusBody = z.input<typeof ConvertUpdateStatusBodySchema>;

/** `/convert/convertlist`: the conversions the base's pushes made, one row per account and type. */
export const ConvertListQuerySchema = PageQuerySchema.extend({ base_id: IdSchema });
export type ConvertListQuery = z.infer<typeof ConvertListQuerySchema>;

export interface ConvertListItem {
  advertiser_id: string;
  advertiser_name: string | null;
  event_type: string;
  label: string;
  /** The medium's id of the conversion (Ocean Engine event, Tencent conversion). */
  media_event_id: string;
  /** Whether the base's config reports it now. */
  enabled: boolean;
  push_status: BasePushStatus;
}

export type ConvertListData = Paged<ConvertListItem>;
