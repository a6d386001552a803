import {
  BudgetModeSchema,
  type BudgetMode,
  type DeliveryLevel,
  type NumericInput,
} from '@toufang/domain';

/**
 * What the editing dialogs need of a table row of the delivery screen (spec 001 §3). The screen
 * maps its report rows (accounts, projects, promotions, materials) onto this; fields a level does
 * not have stay undefined.
 */
export interface EditRow {
  /** Unique within the table (a material is listed once per promotion). */
  key: string;
  /** The medium's id of the row: advertiser_id, project_id, promotion_id or material_id by level. */
  id: string;
  name?: string | null;
  advertiser_id: string;
  project_id?: string | null;
  promotion_id?: string | null;
  budget_mode?: BudgetMode | null;
  /** Yuan. */
  budget?: NumericInput;
  cpa_bid?: NumericInput;
  /** The plain bid of CPC/CPM pricing. */
  bid?: NumericInput;
  deep_cpabid?: NumericInput;
  roi_goal?: NumericInput;
  /** "YYYY-MM-DD" or "YYYY-MM-DD HH:mm:ss". */
  start_time?: string | null;
  end_time?: string | null;
  /** SCHEDULE_FROM_NOW (long-term) or SCHEDULE_START_END. */
  schedule_type?: string | null;
  /** 336 characters of 0/1. */
  schedule_time?: string | null;
  /** For promotions: project_custom of their project. */
  project_custom?: 'ON' | 'OFF' | null;
  pricing?: string | null;
  auto_extend_traffic?: string | null;
  material_opt_status?: string | null;
  /** A material's status: a deleted one (MATERIAL_STATUS_DELETE) cannot be switched. */
  material_status?: string | null;
  /** Creatives (materials) of a promotion. */
  creative_count?: number | null;
}

export type EditLevel = DeliveryLevel;

/** The column that names a row in the dialogs' tables. */
export function rowTitle(row: EditRow): string {
  return row.name ? `${row.name}（${row.id}）` : row.id;
}

/** A numeric value as the tables show it; blank as '-'. */
export function showNumber(value: NumericInput): string {
  if (value === null || value === undefined) return '-';
  const text = String(value).trim();
  return text === '' ? '-' : text;
}

/** A report's budget mode as the dialogs take it; none for a value they do not know. */
export function budgetModeOf(value: string | null | undefined): BudgetMode | null {
  const parsed = BudgetModeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
