import { BATCH_REQUEST_ROWS } from '@toufang/contracts';
import type { DeliveryFamily } from '@toufang/domain';
import {
  earliestUnifiedEndDate,
  groupForBatch,
  type BatchModifyMode,
  type CalendarDate,
} from '@toufang/domain';
import type { BatchUpdateCall } from './api';
import type { EditLevel, EditRow } from './edit-row';
import {
  rowApplies,
  skipReason,
  type ModifyItemDef,
  type ModifyValue,
  type RowBudgetFacts,
} from './modify-items';

/** Shown on a row whose new value is the one it has. */
export const UNCHANGED_REASON = '与当前值相同，无需修改';

/** One row of the preview: its value before and after, and whether the new value passes. */
export interface PreviewRow {
  row: EditRow;
  before: string;
  after: string;
  /** Left out of the modify (project cost stable, no such value, or no change). */
  skipped: boolean;
  /** Why it is left out. */
  reason?: string;
  /** The value it gets (the unified one or its own). */
  value?: ModifyValue;
  error?: string;
  fields?: Record<string, unknown>;
}

/** The earliest end date a unified modify allows: tomorrow or the latest start date of the rows. */
export function unifiedEarliestEndDate(
  today: CalendarDate,
  rows: readonly EditRow[],
): CalendarDate {
  return earliestUnifiedEndDate(
    today,
    rows.map((row) => row.start_time),
  );
}

export interface PreviewInput {
  item: ModifyItemDef;
  level: EditLevel;
  rows: readonly EditRow[];
  mode: BatchModifyMode;
  unified: ModifyValue;
  separate: Readonly<Record<string, ModifyValue>>;
  today: CalendarDate;
  medium?: DeliveryFamily;
  facts?: RowBudgetFacts;
}

/** Every row's before → after with its check (spec 001 §4: confirm only when all pass). */
export function buildPreview({
  item,
  level,
  rows,
  mode,
  unified,
  separate,
  today,
  medium = 'bytedance',
  facts,
}: PreviewInput): PreviewRow[] {
  const earliest = mode === 'unified' ? unifiedEarliestEndDate(today, rows) : undefined;
  return rows.map((row) => {
    const before = item.before(row);
    if (!rowApplies(item, row)) {
      return { row, before, after: before, skipped: true, reason: skipReason(item, row, level) };
    }
    const value = mode === 'unified' ? unified : (separate[row.key] ?? item.initial(row));
    const after = item.after(value);
    if (item.unchanged?.(value, row)) {
      return { row, before, after, skipped: true, reason: UNCHANGED_REASON, value };
    }
    const check = item.check(value, row, level, { today, earliest, medium, facts });
    return check.ok
      ? { row, before, after, skipped: false, fields: check.fields, value }
      : { row, before, after, skipped: false, error: check.message, value };
  });
}

/** Splits rows into requests the server takes (at most BATCH_REQUEST_ROWS each). */
function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH_REQUEST_ROWS) {
    out.push(items.slice(i, i + BATCH_REQUEST_ROWS));
  }
  return out;
}

/** Requests of the rows that passed; a material status change sends one per status. */
export function buildCalls(
  item: ModifyItemDef,
  keyFields: (row: EditRow) => Record<string, string>,
  preview: readonly PreviewRow[],
): BatchUpdateCall[] {
  const path = item.path;
  const sent = preview.filter((entry) => !entry.skipped && entry.fields !== undefined);
  if (item.key === 'material_status') {
    const byStatus = new Map<string, PreviewRow[]>();
    for (const entry of sent) {
      const status = String(entry.fields?.opt_status);
      byStatus.set(status, [...(byStatus.get(status) ?? []), entry]);
    }
    return [...byStatus].flatMap(([status, all]) =>
      chunks(all).map((entries) => ({
        path,
        body: {
          items: entries.map((entry) => keyFields(entry.row)),
          opt_status: status,
        },
        rows: entries.map((entry) => ({ key: entry.row.key, id: entry.row.id })),
      })),
    );
  }
  return chunks(sent).map((entries) => ({
    path,
    body: {
      items: entries.map((entry) => ({ ...keyFields(entry.row), ...entry.fields })),
    },
    rows: entries.map((entry) => ({ key: entry.row.key, id: entry.row.id })),
  }));
}

/** How many requests the medium gets: its group size per advertiser (per promotion for materials). */
export function groupCount(item: ModifyItemDef, preview: readonly PreviewRow[]): number {
  const rows = preview
    .filter((entry) => !entry.skipped)
    .map((entry) => ({
      advertiser_id: entry.row.advertiser_id,
      promotion_id: entry.row.promotion_id ?? entry.row.id,
    }));
  return groupForBatch(rows, item.groupBy, item.groupSize).length;
}
