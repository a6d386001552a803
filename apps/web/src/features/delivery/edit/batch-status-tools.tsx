import { Button } from 'antd';
import { useState } from 'react';
import { BatchStatusDialog } from './batch-status-dialog';
import type { EditRow } from './edit-row';
import type { StatusAction, StatusLevel } from './status-calls';

export interface BatchStatusToolsProps {
  level: StatusLevel;
  /** The selected rows. */
  rows: readonly EditRow[];
  /** The user may switch the tab's rows (spec 001 §6). */
  canSwitch: boolean;
  /** The user may delete them; the ad tab has no delete. */
  canDelete: boolean;
  /** Refreshes the list after the batch. */
  onDone?: () => void;
  pollMs?: number;
}

/** 批量开启, 批量暂停 and, where the tab deletes, 批量删除 (spec 001 §4 "Batch status change"). */
export function BatchStatusTools({
  level,
  rows,
  canSwitch,
  canDelete,
  onDone,
  pollMs,
}: BatchStatusToolsProps) {
  const [action, setAction] = useState<StatusAction>();
  const none = rows.length === 0;
  return (
    <>
      <Button disabled={!canSwitch || none} onClick={() => setAction('ENABLE')}>
        批量开启
      </Button>
      <Button disabled={!canSwitch || none} onClick={() => setAction('DISABLE')}>
        批量暂停
      </Button>
      {level === 'promotion' ? null : (
        <Button danger disabled={!canDelete || none} onClick={() => setAction('DELETE')}>
          批量删除
        </Button>
      )}
      {action === undefined ? null : (
        <BatchStatusDialog
          level={level}
          action={action}
          rows={rows}
          onClose={() => setAction(undefined)}
          onDone={onDone}
          pollMs={pollMs}
        />
      )}
    </>
  );
}
