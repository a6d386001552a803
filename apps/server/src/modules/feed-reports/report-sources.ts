import type { ReportTab } from '@toufang/contracts';
import { DELIVERY_LEVEL, type DeliveryLevel } from '../../lib/media-mirror';

// Where each tab's rows come from in the mirror (docs/adr/0005): the object table (aliased `o`),
// its id column, its stats level and the columns its rows show. Identifiers only; values are
// always bound parameters (feed-reports.repository.ts).

export interface ReportSource {
  table: 'advertisers' | 'campaigns' | 'ads' | 'creatives';
  id: string;
  level: DeliveryLevel;
  /** When the object was made: the create-time sort and the create-date filter. */
  created: string;
  /** Joins of the page's outer select (names, parents, files). */
  joins: string;
  /** The row's columns, read by report-rows.mapper.ts. */
  columns: string;
}

/** A timestamp as the medium writes it, in its time zone (Asia/Shanghai). */
const wireTime = (column: string) =>
  `to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')`;

const ADVERTISER_JOIN =
  "left join advertisers a on a.medium = 'bytedance' and a.advertiser_id = o.advertiser_id";
const GAME_JOIN = 'left join games g on g.id = o.game_id';
/**
 * An object's game: its own where it has one, else its account's (the media know no game; the
 * account → game mapping of the accounts page is what an operator assigned).
 */
const OBJECT_GAME_JOIN = 'left join games g on g.id = coalesce(o.game_id, a.game_id)';
const GAME_COLUMNS = 'g.gad_cfg_game_id, g.game_name';

const OBJECT_COLUMNS = [
  'o.name',
  'o.advertiser_id',
  'a.name as advertiser_name',
  'o.raw_status',
  'o.status',
  'o.opt_status',
  'o.source',
  'o.designer_id',
  GAME_COLUMNS,
  `${wireTime('o.medium_created_at')} as create_time`,
  `${wireTime('o.synced_at')} as sync_time`,
];

const SETTING_COLUMNS = [
  'o.budget_mode',
  'o.budget::float8 as budget',
  'o.cpa_bid::float8 as cpa_bid',
  'o.bid::float8 as bid',
  'o.deep_bid::float8 as deep_bid',
  'o.roi_goal::float8 as roi_goal',
];

export const REPORT_SOURCES: Record<ReportTab, ReportSource> = {
  account: {
    table: 'advertisers',
    id: 'advertiser_id',
    level: DELIVERY_LEVEL.advertiser,
    created: 'created_at',
    joins: GAME_JOIN,
    columns: [
      'o.name',
      'o.alias',
      'o.note',
      'o.budget_mode',
      'o.budget::float8 as budget',
      'o.balance::float8 as balance',
      GAME_COLUMNS,
      `${wireTime('o.synced_at')} as sync_time`,
    ].join(', '),
  },
  project: {
    table: 'campaigns',
    id: 'campaign_id',
    level: DELIVERY_LEVEL.campaign,
    created: 'medium_created_at',
    joins: [ADVERTISER_JOIN, OBJECT_GAME_JOIN].join(' '),
    columns: [
      ...OBJECT_COLUMNS,
      ...SETTING_COLUMNS,
      'o.pricing',
      'o.deep_bid_type',
      'o.start_date::text as start_date',
      'o.end_date::text as end_date',
      'o.schedule_time',
      'o.landing_type',
      'o.marketing_goal',
      'o.ad_type',
      'o.app_promotion_type',
      'o.convert_type',
      'o.deep_external_action',
      'o.platform',
      "o.raw->>'delivery_mode' as delivery_mode",
      "o.raw->'delivery_setting'->>'budget_optimize_switch' as budget_optimize_switch",
      "o.raw->'delivery_setting'->>'project_custom' as project_custom",
      "o.raw->'delivery_setting'->>'schedule_type' as schedule_type",
      "o.raw->'audience' as audience",
      // spec 001 §4: the advice link shows while an ad of the project is denied.
      `exists (select 1 from ads d where d.medium = 'bytedance' and d.campaign_id = o.campaign_id
        and d.status <> 'deleted' and d.raw_status like '%DENY%') as ads_denied`,
    ].join(', '),
  },
  promotion: {
    table: 'ads',
    id: 'ad_id',
    level: DELIVERY_LEVEL.ad,
    created: 'medium_created_at',
    joins: [
      ADVERTISER_JOIN,
      OBJECT_GAME_JOIN,
      "left join campaigns p on p.medium = 'bytedance' and p.campaign_id = o.campaign_id",
    ].join(' '),
    columns: [
      ...OBJECT_COLUMNS,
      ...SETTING_COLUMNS,
      'o.campaign_id',
      'p.name as project_name',
      'coalesce(o.pricing, p.pricing) as pricing',
      "p.raw->'delivery_setting'->>'project_custom' as project_custom",
      "p.raw->>'delivery_mode' as delivery_mode",
      "o.raw->'native_setting'->>'aweme_id' as aweme_id",
      "o.raw->>'auto_extend_traffic' as auto_extend_traffic",
      `(select count(*)::int from creatives c where c.medium = 'bytedance' and c.ad_id = o.ad_id
        and c.status <> 'deleted') as creative_count`,
    ].join(', '),
  },
  material: {
    table: 'creatives',
    id: 'creative_id',
    level: DELIVERY_LEVEL.creative,
    created: 'medium_created_at',
    joins: [
      ADVERTISER_JOIN,
      OBJECT_GAME_JOIN,
      "left join ads pr on pr.medium = 'bytedance' and pr.ad_id = o.ad_id",
      "left join campaigns p on p.medium = 'bytedance' and p.campaign_id = o.campaign_id",
      `left join materials m on m.medium = 'bytedance' and m.advertiser_id = o.advertiser_id
        and m.material_id = o.material_id`,
    ].join(' '),
    columns: [
      ...OBJECT_COLUMNS,
      'o.material_id',
      'o.material_type',
      'm.name as material_name',
      'o.ad_id',
      'pr.name as promotion_name',
      'o.campaign_id',
      'p.name as project_name',
      "coalesce(m.file_id, o.raw->>'video_id', o.raw->>'image_id') as file_id",
      'm.url',
      'm.cover_url',
      'm.width',
      'm.height',
      'm.duration_ms',
    ].join(', '),
  },
};
