import { useState } from 'react';
import { LinkButton } from '../../../components/link-button';
import type { DeliveryRow } from '../delivery-definition';
import type { DeliveryTab } from '../delivery-tab';
import { ChangeHistoryDrawer } from './change-history-drawer';
import { historyTargetOf } from './history-target';

export interface RowHistoryActionProps {
  tab: DeliveryTab;
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
          target={historyTargetOf(tab, row)}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
