import type { BatchUpdateCall } from './api';
import type { EditRow } from './edit-row';
import type { StatusWrites } from './edit-tab';

// The batch status change of spec 001 §4: ENABLE or DISABLE for the selection, and delete on the
// tabs that delete. The server runs several rows as a task, grouped as the medium takes them.

export type StatusAction = 'ENABLE' | 'DISABLE' | 'DELETE';

export const STATUS_ACTION_LABELS: Record<StatusAction, string> = {
  ENABLE: '开启',
  DISABLE: '暂停',
  DELETE: '删除',
};

/** The rows a status change leaves out and why. */
export function skippedReason(writes: StatusWrites, row: EditRow): string | undefined {
  return writes.skipped?.(row);
}

/** The one request of a status change of `rows` (those not skipped); none when nothing is left. */
export function statusCall(
  writes: StatusWrites,
  keyFields: (row: EditRow) => Record<string, string>,
  action: StatusAction,
  rows: readonly EditRow[],
): BatchUpdateCall | undefined {
  const sent = rows.filter((row) => skippedReason(writes, row) === undefined);
  if (sent.length === 0) return undefined;
  const keys = sent.map(keyFields);
  const rowsOf = sent.map((row) => ({ key: row.key, id: row.id }));
  if (action !== 'DELETE') {
    return { path: writes.path, body: { [writes.list]: keys, opt_status: action }, rows: rowsOf };
  }
  if (writes.delete === undefined) return undefined;
  return writes.delete.sendsStatus
    ? { path: writes.delete.path, body: { [writes.list]: keys, opt_status: action }, rows: rowsOf }
    : { path: writes.delete.path, body: { [writes.list]: keys }, rows: rowsOf };
}
