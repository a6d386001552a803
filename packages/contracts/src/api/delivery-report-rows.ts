import type { ReportBudget, ReportGame, ReportMetrics } from './feed-report-rows';

// The object rows of the delivery screens other than launchV3 (whose rows are those of
// feed-report-rows.ts): one shape for levels 1–3 of every medium, read from the mirror
// (docs/adr/0005). Money is yuan with 2 decimals; statuses are the medium's own values (labels per
// medium on the screen). What only one medium has is in `extra`, named as the medium names it.

export interface DeliveryParentRef {
  id: string;
  name: string;
}

export interface DeliveryObjectRow extends ReportMetrics {
  id: string;
  /** 1 campaign level, 2 ad level, 3 creative level (docs/glossary.md "Delivery levels"). */
  level: 1 | 2 | 3;
  name: string;
  advertiser_id: string;
  advertiser_name: string;
  /** The level-1 object above (none on Tencent v3) and, for a creative, its level-2 object. */
  campaign: DeliveryParentRef | null;
  ad: DeliveryParentRef | null;
  /** The medium's status value (KS numeric codes as text, TX system_status …). */
  status: string | null;
  /** The cross-media status derived from it (delivering, paused, in_audit …). */
  delivery_status: string;
  opt_status: 'ENABLE' | 'DISABLE' | null;
  /** The audit advice is offered: the object (or, for a campaign, one of its ads) was denied. */
  audit_denied: boolean;
  budget: ReportBudget;
  cpa_bid: number | null;
  bid: number | null;
  deep_bid: number | null;
  roi_goal: number | null;
  pricing: string | null;
  convert_type: string | null;
  deep_convert_type: string | null;
  marketing_goal: string | null;
  ad_type: string | null;
  platform: string | null;
  start_date: string | null;
  end_date: string | null;
  /** 336 cells of 0/1; null: all day. */
  schedule_time: string | null;
  material_id: string | null;
  material_type: 'video' | 'image' | null;
  /** Medium-specific values (KS unit_type, scene_id, review_detail; TX configured_status …). */
  extra: Record<string, string | null>;
  gad_source: string | null;
  game: ReportGame | null;
  designer_id: number | null;
  create_time: string | null;
  sync_time: string;
}
