import {
  earliestUnifiedEndDate,
  groupForBatch,
  type BatchModifyMode,
  type CalendarDate,
} from '@toufang/domain';
import type { BatchUpdateCall } from './api';
import type { EditLevel, EditRow } from './edit-row';
import { rowApplies, type ModifyItemDef, type ModifyValue } from './modify-items';

/** One row of the preview: its value before and after, and whether the new value passes. */
export interface PreviewRow {
  row: EditRow;
  before: string;
  after: string;
  /** Left out of the modify (project cost stable, or no such value). */
  skipped: boolean;
  error?: string;
  fields?: Record<string, unknown>;
}

/** The keys of a row a request names it by. */
export function rowKeyFields(level: EditLevel, row: EditRow): Record<string, string> {
  switch (level) {
    case 'account':
      return { advertiser_id: row.advertiser_id };
    case 'project':
      return { advertiser_id: row.advertiser_id, project_id: row.id };
    case 'promotion':
      return { advertiser_id: row.advertiser_id, promotion_id: row.id };
    case 'material':
      return {
        advertiser_id: row.advertiser_id,
        promotion_id: row.promotion_id ?? '',
        material_id: row.id,
      };
  }
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
}: PreviewInput): PreviewRow[] {
  const earliest = mode === 'unified' ? unifiedEarliestEndDate(today, rows) : undefined;
  return rows.map((row) => {
    const before = item.before(row);
    if (!rowApplies(item, row)) return { row, before, after: before, skipped: true };
    const value = mode === 'unified' ? unified : (separate[row.key] ?? item.initial(row));
    const check = item.check(value, row, level, { today, earliest });
    const after = item.after(value);
    return check.ok
      ? { row, before, after, skipped: false, fields: check.fields }
      : { row, before, after, skipped: false, error: check.message };
  });
}

/** Requests of the rows that passed; a material status change sends one per status. */
export function buildCalls(
  item: ModifyItemDef,
  level: EditLevel,
  preview: readonly PreviewRow[],
): BatchUpdateCall[] {
  const path = item.path[level];
  if (path === undefined) return [];
  const sent = preview.filter((entry) => !entry.skipped && entry.fields !== undefined);
  if (item.key === 'material_status') {
    const byStatus = new Map<string, PreviewRow[]>();
    for (const entry of sent) {
      const status = String(entry.fields?.opt_status);
      byStatus.set(status, [...(byStatus.get(status) ?? []), entry]);
    }
    return [...byStatus].map(([status, entries]) => ({
      path,
      body: {
        items: entries.map((entry) => rowKeyFields(level, entry.row)),
        opt_status: status,
      } as BatchUpdateCall['body'],
      rows: entries.map((entry) => ({ key: entry.row.key, id: entry.row.id })),
    }));
  }
  if (sent.length === 0) return [];
  return [
    {
      path,
      body: {
        items: sent.map((entry) => ({ ...rowKeyFields(level, entry.row), ...entry.fields })),
      } as BatchUpdateCall['body'],
      rows: sent.map((entry) => ({ key: entry.row.key, id: entry.row.id })),
    },
  ];
}

/** How many requests the medium gets: 10 rows per advertiser (per promotion for materials). */
export function groupCount(item: ModifyItemDef, preview: readonly PreviewRow[]): number {
  const rows = preview
    .filter((entry) => !entry.skipped)
    .map((entry) => ({
      advertiser_id: entry.row.advertiser_id,
      promotion_id: entry.row.promotion_id ?? entry.row.id,
    }));
  return groupForBatch(rows, item.groupBy).length;
}
