import type { MaterialReportRow, ProjectReportRow, PromotionReportRow } from '@toufang/contracts';
import { budgetModeOf as budgetMode, type EditRow } from './edit/edit-row';

// The report rows of the four tabs (contracts feed-reports) as the editing dialogs take them.

export function projectEditRow(row: ProjectReportRow): EditRow {
  const setting = row.delivery_setting;
  return {
    key: row.project_id,
    id: row.project_id,
    name: row.name,
    advertiser_id: row.advertiser_id,
    project_id: row.project_id,
    budget_mode: budgetMode(setting.budget_mode),
    budget: setting.budget,
    cpa_bid: setting.cpa_bid,
    bid: setting.bid,
    deep_cpabid: setting.deep_cpabid,
    roi_goal: setting.roi_goal,
    start_time: setting.start_time,
    end_time: setting.end_time,
    schedule_type: setting.schedule_type,
    schedule_time: setting.schedule_time,
    project_custom: setting.project_custom,
    pricing: row.pricing,
  };
}

export function promotionEditRow(row: PromotionReportRow): EditRow {
  return {
    key: row.promotion_id,
    id: row.promotion_id,
    name: row.name,
    advertiser_id: row.advertiser_id,
    project_id: row.project?.project_id ?? null,
    promotion_id: row.promotion_id,
    budget_mode: budgetMode(row.budget_mode),
    budget: row.budget,
    cpa_bid: row.cpa_bid,
    bid: row.bid,
    deep_cpabid: row.deep_cpabid,
    roi_goal: row.roi_goal,
    project_custom: row.project?.project_custom ?? null,
    pricing: row.project?.pricing ?? row.pricing,
    auto_extend_traffic: row.auto_extend_traffic,
    creative_count: row.creative_count,
  };
}

export function materialEditRow(row: MaterialReportRow): EditRow {
  return {
    key: row.id,
    id: row.material_id,
    name: row.material_names[0] ?? null,
    advertiser_id: row.advertiser_id,
    project_id: row.project_id,
    promotion_id: row.promotion_id,
    material_opt_status: row.material_opt_status,
    material_status: row.material_status,
  };
}
