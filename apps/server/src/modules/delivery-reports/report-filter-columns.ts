import type { DeliveryScreenKey } from '@toufang/contracts';

// The report filters (contracts delivery-report-filters.ts, by body key) → the mirror column each
// reads, per screen: ONE table. A filter on a level above the tab's (a project setting on the ads
// tab, a unit's type on the creatives tab) is read through the row's parent of that level; on a
// level below the tab's it does not apply. Id filters need no entry: an id of level N is the
// level's id column (report-conditions.ts).

export interface FilterColumn {
  /** The level whose table holds the column; `own`: the tab's table whatever its level. */
  level: 1 | 2 | 3 | 'own';
  /** The column over the table's alias, written `$` (`$.convert_type`, `$.raw->>'unit_type'`). */
  column: string;
  /**
   * - `in` (default): the column is one of the values;
   * - `status`: the status filter of spec 001 §4 (raw values, first-level groups, "all" values);
   * - `json-array`: the column is a JSON array holding one of the values;
   * - `material-names`: the object's name or its material's name is one of the values.
   */
  match?: 'in' | 'status' | 'json-array' | 'material-names';
  /** The wire values as the column holds them, where they differ. */
  values?: Readonly<Record<string, string>>;
}

const own = (column: string, match?: FilterColumn['match']): FilterColumn => ({
  level: 'own',
  column,
  ...(match ? { match } : {}),
});
const at = (level: 1 | 2 | 3, column: string, match?: FilterColumn['match']): FilterColumn => ({
  level,
  column,
  ...(match ? { match } : {}),
});

const STATUS = own('$.raw_status', 'status');
const COMMON = {
  status: STATUS,
  gad_source: own('$.source'),
  designer: own('$.designer_id'),
} as const;

const FEED_PROJECT_SETTINGS = {
  ad_type: at(1, '$.ad_type'),
  app_type: at(1, '$.platform'),
  platform: at(1, '$.platform'),
  convert_type: at(1, '$.convert_type'),
  deep_external_action: at(1, '$.deep_external_action'),
  deep_bid_type: at(1, '$.deep_bid_type'),
  landing_type: at(1, '$.landing_type'),
  marketing_goal: at(1, '$.marketing_goal'),
  app_promotion_type: at(1, '$.app_promotion_type'),
  delivery_config_ids: at(1, '$.delivery_config_id'),
} as const;

/** Tencent's switch values as the mirror's (media/tencent/status-mapping.ts optStatusOf). */
const TX_CONFIGURED: FilterColumn = {
  level: 'own',
  column: '$.opt_status',
  values: { AD_STATUS_NORMAL: 'ENABLE', AD_STATUS_SUSPEND: 'DISABLE' },
};

export const REPORT_FILTER_COLUMNS: Readonly<
  Record<DeliveryScreenKey, Readonly<Record<string, FilterColumn>>>
> = {
  launchV3: {
    ...COMMON,
    ...FEED_PROJECT_SETTINGS,
    material_status: STATUS,
    material_ids: own('$.material_id'),
    material_names: own('$.name', 'material-names'),
    material_opt_status: own('$.opt_status'),
    material_type: own('$.material_type'),
  },
  launchKs: {
    ...COMMON,
    put_status: own("$.raw->>'put_status'"),
    campaign_type: at(1, '$.marketing_goal'),
    unit_type: at(2, "$.raw->>'unit_type'"),
    ocpx_action_type: at(2, '$.convert_type'),
    deep_conversion_type: at(2, '$.deep_external_action'),
    scene_id: at(2, "$.raw->'scene_id'", 'json-array'),
    delivery_config_ids: at(1, '$.delivery_config_id'),
  },
  launchQqV3: {
    ...COMMON,
    configured_status: TX_CONFIGURED,
    system_status: own('$.raw_status'),
    optimization_goal: at(2, '$.convert_type'),
    marketing_goal: at(2, '$.marketing_goal'),
    bid_mode: at(2, '$.pricing'),
    platform: at(2, '$.platform'),
    delivery_config_ids: at(2, '$.delivery_config_id'),
  },
  launchQqV2: {
    ...COMMON,
    configured_status: TX_CONFIGURED,
    system_status: own('$.raw_status'),
    delivery_config_ids: at(1, '$.delivery_config_id'),
  },
  launchv2: {
    ...COMMON,
    landing_type: at(1, '$.landing_type'),
    pricing: at(2, '$.pricing'),
    delivery_config_ids: at(1, '$.delivery_config_id'),
  },
};
