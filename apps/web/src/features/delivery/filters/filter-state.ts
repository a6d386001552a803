import type { CalendarDate } from '@toufang/domain';

/** The filters a tab's picker may offer (spec 001 §7 query parameters). */
export type FilterKey =
  | 'keyword'
  | 'game'
  | 'designer'
  | 'advertiser_ids'
  | 'status'
  | 'material_status'
  | 'material_opt_status'
  | 'material_type'
  | 'create_date'
  | 'report_date'
  | 'ad_type'
  | 'app_type'
  | 'convert_type'
  | 'deep_external_action'
  | 'landing_type'
  | 'marketing_goal'
  | 'platform'
  | 'gad_source';

export type DateRange = readonly [CalendarDate, CalendarDate];

/** What the picker holds; every list empty and every range undefined means "no filter". */
export interface FilterState {
  keyword: string;
  gad_cfg_game_id: number[];
  designer: number[];
  advertiser_ids: string[];
  status: string[];
  material_status: string[];
  material_opt_status: string[];
  material_type: string[];
  create_date: DateRange | undefined;
  report_date: DateRange | undefined;
  ad_type: string[];
  app_type: string[];
  convert_type: string[];
  deep_external_action: string[];
  landing_type: string[];
  marketing_goal: string[];
  platform: string[];
  gad_source: string[];
}

/** The select filters: one multi-select each, options from the medium's definition. */
export const CHOICE_FILTERS = [
  'material_opt_status',
  'material_type',
  'ad_type',
  'app_type',
  'convert_type',
  'deep_external_action',
  'landing_type',
  'marketing_goal',
  'platform',
  'gad_source',
] as const satisfies readonly FilterKey[];
export type ChoiceFilter = (typeof CHOICE_FILTERS)[number];

export function emptyFilterState(createDate: DateRange | undefined): FilterState {
  return {
    keyword: '',
    gad_cfg_game_id: [],
    designer: [],
    advertiser_ids: [],
    status: [],
    material_status: [],
    material_opt_status: [],
    material_type: [],
    create_date: createDate,
    report_date: undefined,
    ad_type: [],
    app_type: [],
    convert_type: [],
    deep_external_action: [],
    landing_type: [],
    marketing_goal: [],
    platform: [],
    gad_source: [],
  };
}
