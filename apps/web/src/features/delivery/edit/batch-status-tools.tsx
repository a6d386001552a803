import { Button } from 'antd';
import { useState } from 'react';
import { BatchStatusDialog } from './batch-status-dialog';
import type { EditRow } from './edit-row';
import type { EditTab, StatusWrites } from './edit-tab';
import type { StatusAction } from './status-calls';

export interface BatchStatusToolsProps {
  tab: Pick<EditTab, 'title' | 'keyFields'>;
  /** The tab's status writes; 批量删除 shows where they delete. */
  writes: StatusWrites;
  /** The selected rows. */
  rows: readonly EditRow[];
  /** The user may switch the tab's rows (spec 001 §6). */
  canSwitch: boolean;
  /** The user may delete them. */
  canDelete: boolean;
  /** Refreshes the list after the batch. */
  onDone?: () => void;
  pollMs?: number;
}

/** 批量开启, 批量暂停 and, where the tab deletes, 批量删除 (spec 001 §4 "Batch status change"). */
export function BatchStatusTools({
  tab,
  writes,
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
      {writes.delete === undefined ? null : (
        <Button danger disabled={!canDelete || none} onClick={() => setAction('DELETE')}>
          批量删除
        </Button>
      )}
      {action === undefined ? null : (
        <BatchStatusDialog
          tab={tab}
          writes={writes}
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
