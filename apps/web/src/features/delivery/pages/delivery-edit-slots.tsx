import type {
  AccountReportRow,
  MaterialReportRow,
  ProjectReportRow,
  PromotionReportRow,
} from '@toufang/contracts';
import { Button, Space } from 'antd';
import { useState } from 'react';
import { LinkButton } from '../../../components/link-button';
import type { DeliveryTab } from '../delivery-tab';
import {
  BatchEditDialog,
  BatchModifyMenu,
  BatchStatusTools,
  BudgetBidEditDialog,
  CopyPromotionButton,
  type CopyPromotionValues,
  MODIFY_ITEM_ACTIONS,
  accountEditRow,
  materialEditRow,
  projectEditRow,
  promotionEditRow,
  SelectionBar,
  type EditRow,
} from '../edit';
import { copyPromotion } from '../edit/api';
import type { DeliveryRowSlotProps, DeliveryToolbarSlotProps } from '../toolbar-slot';

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

/**
 * The batch tools above a tab's table, each enabled by its action of the ability table (spec 001
 * §6) and the selection: 批量开启 / 批量暂停 / 批量删除 (§4 "Batch status change"), 批量修改 and
 * 批量编辑 (§4 "Batch modify", "Batch edit dialog").
 */
export function DeliveryBatchTools({
  tab,
  access,
  selectedRows,
  clearSelection,
  refresh,
  total,
  selectAll,
}: DeliveryToolbarSlotProps) {
  const [editing, setEditing] = useState(false);
  const rows = selectedRows.map((row) => editRowOf(tab, row));
  const none = rows.length === 0;
  return (
    <Space wrap>
      <SelectionBar
        count={rows.length}
        total={total}
        onSelectAll={selectAll}
        onClear={clearSelection}
      />
      {tab === 'account' ? null : (
        <BatchStatusTools
          level={tab}
          rows={rows}
          canSwitch={access.switch}
          canDelete={access.delete}
          onDone={refresh}
        />
      )}
      <BatchModifyMenu
        level={tab}
        rows={rows}
        onDone={refresh}
        isAllowed={(item) => access[MODIFY_ITEM_ACTIONS[item]]}
      />
      {tab === 'project' || tab === 'promotion' ? (
        <>
          <Button disabled={!access.budget || none} onClick={() => setEditing(true)}>
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
export function DeliveryRowEdit({ tab, access, row, refresh }: DeliveryRowSlotProps) {
  const [open, setOpen] = useState(false);
  if (tab !== 'project' && tab !== 'promotion') return null;
  const editRow = editRowOf(tab, row);
  return (
    <>
      {tab === 'promotion' ? (
        <CopyPromotionButton
          row={editRow}
          onCopy={sendCopy}
          onDone={refresh}
          disabled={!access.copy}
        />
      ) : null}
      <LinkButton disabled={!access.budget} onClick={() => setOpen(true)}>
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
