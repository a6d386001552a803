import type { PageInfo } from './common';
import type { ReportFieldKey } from './feed-report-fields';

// Responses of the Ocean Engine delivery screen's reports and reads (spec 001 §3 entity fields).
// Money is yuan with 2 decimals; the metric values follow `REPORT_FIELD_FORMATS`.

/** The requested metric values of a row or of the totals (see `REPORT_FIELD_FORMATS`). */
export type ReportMetrics = Partial<Record<ReportFieldKey, number>>;

export interface ReportGame {
  gad_cfg_game_id: number;
  game_name: string;
}

export interface ReportBudget {
  budget_mode: string | null;
  /** Yuan; null when unlimited. */
  budget: number | null;
}

export interface AccountReportRow extends ReportMetrics {
  advertiser_id: string;
  advertiser_name: string;
  advertiser_note: string | null;
  budget: ReportBudget;
  balance: number | null;
  game: ReportGame | null;
  sync_time: string | null;
}

export interface ReportDeliverySetting {
  budget_mode: string | null;
  budget: number | null;
  budget_optimize_switch: string | null;
  cpa_bid: number | null;
  bid: number | null;
  roi_goal: number | null;
  deep_cpabid: number | null;
  deep_bid_type: string | null;
  start_time: string | null;
  end_time: string | null;
  schedule_type: string | null;
  /** 336 cells of 0/1; null: all day. */
  schedule_time: string | null;
  /** ON: the project keeps cost stable and its promotions have no bid of their own. */
  project_custom: 'ON' | 'OFF' | null;
}

export interface ProjectReportRow extends ReportMetrics {
  project_id: string;
  name: string;
  advertiser_id: string;
  advertiser_name: string;
  /** The medium's status value (spec 001 §4; labels in @toufang/domain statusDisplay). */
  status: string | null;
  opt_status: 'ENABLE' | 'DISABLE' | null;
  /**
   * The audit advice is offered (spec 001 §4): the status contains DENY, or one of the project's
   * ads does — a v3 project has no audit of its own, its advice is that of its ads.
   */
  audit_denied: boolean;
  pricing: string | null;
  delivery_setting: ReportDeliverySetting;
  delivery_mode: string | null;
  audience: Record<string, unknown> | null;
  landing_type: string | null;
  marketing_goal: string | null;
  ad_type: string | null;
  app_promotion_type: string | null;
  convert_type: string | null;
  deep_external_action: string | null;
  platform: string | null;
  gad_source: string | null;
  game: ReportGame | null;
  designer_id: number | null;
  project_create_time: string | null;
  sync_time: string;
}

export interface PromotionProjectRef {
  project_id: string;
  name: string;
  pricing: string | null;
  project_custom: 'ON' | 'OFF' | null;
  delivery_mode: string | null;
}

export interface PromotionReportRow extends ReportMetrics {
  promotion_id: string;
  name: string;
  advertiser_id: string;
  advertiser_name: string;
  project: PromotionProjectRef | null;
  status: string | null;
  opt_status: 'ENABLE' | 'DISABLE' | null;
  budget_mode: string | null;
  budget: number | null;
  cpa_bid: number | null;
  bid: number | null;
  deep_cpabid: number | null;
  roi_goal: number | null;
  pricing: string | null;
  native_setting: { aweme_id: string } | null;
  auto_extend_traffic: 'ON' | 'OFF' | null;
  /** Materials (creatives) the promotion has; copying needs at least one (spec 001 §4). */
  creative_count: number;
  /** The status offers the audit advice (any value containing DENY). */
  audit_denied: boolean;
  gad_source: string | null;
  game: ReportGame | null;
  promotion_create_time: string | null;
  sync_time: string;
}

export interface MaterialReportRow extends ReportMetrics {
  /** `promotion_id:material_id`: a material is switched and reported per promotion. */
  id: string;
  material_id: string;
  material_names: string[];
  advertiser_id: string;
  advertiser_name: string;
  promotion_id: string;
  promotion_name: string;
  project_id: string | null;
  project_name: string | null;
  status: string | null;
  material_status: string | null;
  material_opt_status: 'ENABLE' | 'DISABLE' | null;
  type: 'video' | 'image' | null;
  /** The id the URL endpoint takes (`vi_id`): OE video_id / image id, else the material id. */
  file_id: string | null;
  thumbnail_url: string | null;
  video_url: string | null;
  width: number | null;
  height: number | null;
  duration_ms: number | null;
  create_time: string | null;
  sync_time: string;
}

export interface ReportPageInfo extends PageInfo {
  page_size: number;
}

export interface ReportPage<T> {
  list: T[];
  page_info: ReportPageInfo;
  /** The requested metrics over the whole filtered set and date range. */
  totals: ReportMetrics;
  /** The stats days the values cover. */
  report_start_date: string;
  report_end_date: string;
  /** With `refresh`: the advertisers of the rows re-synced from the medium before answering. */
  refreshed?: { advertisers: number; succeeded: number; failed: number };
}

export type AccountReportData = ReportPage<AccountReportRow>;
export type ProjectReportData = ReportPage<ProjectReportRow>;
export type PromotionReportData = ReportPage<PromotionReportRow>;
export type MaterialReportData = ReportPage<MaterialReportRow>;

/** `project/read`: the row's fields (no metrics) and the object as the medium last returned it. */
export interface ProjectDetail {
  project: Omit<ProjectReportRow, ReportFieldKey>;
  raw: Record<string, unknown>;
}

export interface PromotionDetail {
  promotion: Omit<PromotionReportRow, ReportFieldKey>;
  raw: Record<string, unknown>;
}

export interface MaterialUrl {
  vi_id: string;
  type: 'video' | 'image';
  material_id: string;
  /** The file (video or image) to play or show. */
  url: string | null;
  /** The cover (video) or the image itself. */
  cover_url: string | null;
  width: number | null;
  height: number | null;
  duration_ms: number | null;
}
