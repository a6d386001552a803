import type { ReportTab } from '@toufang/contracts';
import { DELIVERY_LEVEL } from '../../lib/media-mirror';
import {
  accountSource,
  advertiserJoin,
  OBJECT_COLUMNS,
  OBJECT_GAME_JOIN,
  SETTING_COLUMNS,
  type ReportSource,
} from './source-columns';

// The Ocean Engine v3 screen's sources (launchV3): its rows are the feed rows of
// contracts/feed-report-rows.ts, with the project and promotion settings the v3 objects keep in
// `raw`.

const FEED = { medium: 'bytedance', accounts: 'bytedance' } as const;

export const FEED_V3_SOURCES: Readonly<Record<ReportTab, ReportSource>> = {
  account: accountSource('bytedance'),
  project: {
    ...FEED,
    row: 'project',
    table: 'campaigns',
    id: 'campaign_id',
    level: DELIVERY_LEVEL.campaign,
    created: 'medium_created_at',
    joins: [advertiserJoin('bytedance'), OBJECT_GAME_JOIN].join(' '),
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
    ...FEED,
    row: 'promotion',
    table: 'ads',
    id: 'ad_id',
    level: DELIVERY_LEVEL.ad,
    created: 'medium_created_at',
    joins: [
      advertiserJoin('bytedance'),
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
    ...FEED,
    row: 'material',
    keyword: 'material',
    table: 'creatives',
    id: 'creative_id',
    level: DELIVERY_LEVEL.creative,
    created: 'medium_created_at',
    joins: [
      advertiserJoin('bytedance'),
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
