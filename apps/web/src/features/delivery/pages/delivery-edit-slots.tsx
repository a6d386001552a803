import type {
  AccountReportRow,
  MaterialReportRow,
  ProjectReportRow,
  PromotionReportRow,
} from '@toufang/contracts';
import { hasAbilityEndingWith } from '@toufang/domain';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { LinkButton } from '../../../components/link-button';
import { useSessionStore } from '../../../stores/session-store';
import type { DeliveryTab } from '../delivery-tab';
import {
  BatchEditDialog,
  BatchModifyMenu,
  BudgetBidEditDialog,
  CopyPromotionButton,
  type CopyPromotionValues,
  accountEditRow,
  materialEditRow,
  projectEditRow,
  promotionEditRow,
  type EditRow,
} from '../edit';
import { copyPromotion } from '../edit/api';
import type { DeliveryRowSlotProps, DeliveryToolbarSlotProps } from '../toolbar-slot';

/**
 * The abilities of spec 001 §6 behind each tab's edits: project and inline budget/bid edits need
 * ad:update, ad edits creative:update, material switches ad:updatestatus; the account daily budget
 * goes with the account list (advertiser:list) plus ad:update.
 */
const EDIT_ABILITY: Record<DeliveryTab, string> = {
  account: 'ad:update',
  project: 'ad:update',
  promotion: 'creative:update',
  material: 'ad:updatestatus',
};

/** The report row of a tab as the edit dialogs take it. */
export function editRowOf(tab: DeliveryTab, row: object): EditRow {
  switch (tab) {
    case 'account':
      return accountEditRow(row as AccountReportRow);
    case 'project':
      return projectEditRow(row as ProjectReportRow);
    case 'promotion':
      return promotionEditRow(row as PromotionReportRow);
    case 'material':
      return materialEditRow(row as MaterialReportRow);
  }
}

function useCanEdit(tab: DeliveryTab): boolean {
  const privileges = useSessionStore((state) => state.privileges);
  return hasAbilityEndingWith(privileges, EDIT_ABILITY[tab]);
}

/** 批量修改 and 批量编辑 above a tab's table (spec 001 §4 "Batch modify", "Batch edit dialog"). */
export function DeliveryBatchTools({ tab, selectedRows, refresh }: DeliveryToolbarSlotProps) {
  const canEdit = useCanEdit(tab);
  const [editing, setEditing] = useState(false);
  const rows = selectedRows.map((row) => editRowOf(tab, row));
  const none = rows.length === 0;
  return (
    <Space>
      <BatchModifyMenu level={tab} rows={rows} onDone={refresh} disabled={!canEdit || none} />
      {tab === 'project' || tab === 'promotion' ? (
        <>
          <Button disabled={!canEdit || none} onClick={() => setEditing(true)}>
            批量编辑
          </Button>
          {editing ? (
            <BatchEditDialog
              open
              level={tab}
              rows={rows}
              onClose={() => setEditing(false)}
              onDone={refresh}
            />
          ) : null}
        </>
      ) : null}
    </Space>
  );
}

const sendCopy = ({ advertiser_id, promotion_id, name, titles }: CopyPromotionValues) =>
  copyPromotion({
    advertiser_id,
    promotion_id,
    name,
    ...(titles.length > 0 ? { titles } : {}),
  });

/**
 * A project's or ad's budget/bid edit (spec 001 §2 "a budget/bid edit dialog", §5 single edit) and
 * an ad's copy (spec 001 §4 "Copy ad"; ability creative:update).
 */
export function DeliveryRowEdit({ tab, row, refresh }: DeliveryRowSlotProps) {
  const canEdit = useCanEdit('project');
  const canCopy = useCanEdit('promotion');
  const [open, setOpen] = useState(false);
  if (tab !== 'project' && tab !== 'promotion') return null;
  const editRow = editRowOf(tab, row);
  return (
    <>
      {tab === 'promotion' ? (
        <CopyPromotionButton row={editRow} onCopy={sendCopy} onDone={refresh} disabled={!canCopy} />
      ) : null}
      <LinkButton disabled={!canEdit} onClick={() => setOpen(true)}>
        预算/出价
      </LinkButton>
      {open ? (
        <BudgetBidEditDialog
          open
          level={tab}
          row={editRow}
          onClose={() => setOpen(false)}
          onDone={refresh}
        />
      ) : null}
    </>
  );
}
