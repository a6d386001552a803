import type { AccountReportRow } from '@toufang/contracts';
import { budgetModeOf, type EditRow } from './edit/edit-row';

/** An account row of any screen as the edit dialogs take it (its day budget). */
export function accountEditRow(row: AccountReportRow): EditRow {
  return {
    key: row.advertiser_id,
    id: row.advertiser_id,
    name: row.advertiser_note || row.advertiser_name,
    advertiser_id: row.advertiser_id,
    budget_mode: budgetModeOf(row.budget.budget_mode),
    budget: row.budget.budget,
  };
}
