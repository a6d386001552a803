import { isMaterialSwitchDisabled } from '@toufang/domain';
import type { BatchUpdateCall } from './api';
import type { EditRow } from './edit-row';

// The batch status change of spec 001 §4: ENABLE or DISABLE for the selection, and delete on the
// tabs that delete (projects: sent as an opt_status value; materials: removed from their
// promotions). The server runs several rows as a task, grouped per advertiser (per promotion for
// materials).

export type StatusLevel = 'project' | 'promotion' | 'material';
export type StatusAction = 'ENABLE' | 'DISABLE' | 'DELETE';

export const STATUS_ACTION_LABELS: Record<StatusAction, string> = {
  ENABLE: '开启',
  DISABLE: '暂停',
  DELETE: '删除',
};

/** The rows a status change leaves out and why: a deleted material has no switch. */
export function skippedReason(level: StatusLevel, row: EditRow): string | undefined {
  return level === 'material' && isMaterialSwitchDisabled(row.material_status)
    ? '素材已删除'
    : undefined;
}

const keyOf = (row: EditRow) => ({ key: row.key, id: row.id });

/** The one request of a status change of `rows` (those not skipped); none when nothing is left. */
export function statusCall(
  level: StatusLevel,
  action: StatusAction,
  rows: readonly EditRow[],
): BatchUpdateCall | undefined {
  const sent = rows.filter((row) => skippedReason(level, row) === undefined);
  if (sent.length === 0) return undefined;
  const rowsOf = sent.map(keyOf);
  if (level === 'project') {
    return {
      path: '/bytedance/v3/project/updatestatus',
      body: {
        projects: sent.map((row) => ({ advertiser_id: row.advertiser_id, project_id: row.id })),
        opt_status: action,
      },
      rows: rowsOf,
    };
  }
  if (level === 'promotion') {
    if (action === 'DELETE') return undefined;
    return {
      path: '/bytedance/v3/promotion/updatestatus',
      body: {
        promotions: sent.map((row) => ({ advertiser_id: row.advertiser_id, promotion_id: row.id })),
        opt_status: action,
      },
      rows: rowsOf,
    };
  }
  const items = sent.map((row) => ({
    advertiser_id: row.advertiser_id,
    promotion_id: row.promotion_id ?? '',
    material_id: row.id,
  }));
  return action === 'DELETE'
    ? { path: '/bytedance/v3/promotion/material/batchdelete', body: { items }, rows: rowsOf }
    : {
        path: '/bytedance/v3/promotion/material/updatestatus',
        body: { items, opt_status: action },
        rows: rowsOf,
      };
}
