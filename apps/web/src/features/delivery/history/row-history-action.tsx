import { useState } from 'react';
import { LinkButton } from '../../../components/link-button';
import type { DeliveryRow, TabDefinition } from '../delivery-definition';
import { ChangeHistoryDrawer } from './change-history-drawer';

export interface RowHistoryActionProps {
  tab: Pick<TabDefinition, 'title' | 'historyTarget'>;
  row: DeliveryRow;
}

/** 变更记录 of a row: opens the drawer listing the writes to its object (mounted while open). */
export function RowHistoryAction({ tab, row }: RowHistoryActionProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <LinkButton onClick={() => setOpen(true)}>变更记录</LinkButton>
      {open ? (
        <ChangeHistoryDrawer
          open
          title={tab.title}
          target={tab.historyTarget(row)}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
