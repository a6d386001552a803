import { Button, Space } from 'antd';
import { useState } from 'react';
import { LinkButton } from '../../../components/link-button';
import {
  BatchEditDialog,
  BatchModifyDialog,
  BatchModifyMenu,
  BatchStatusTools,
  BudgetBidEditDialog,
  CopyPromotionButton,
  type CopyPromotionValues,
  MODIFY_ITEM_ACTIONS,
  type ModifyItemKey,
  SelectionBar,
} from '../edit';
import { copyPromotion } from '../edit/api';
import type { DeliveryRowSlotProps, DeliveryToolbarSlotProps } from '../toolbar-slot';

/** The levels of the domain's bid rules: the batch edit and the single edit work on these. */
function bidLevel(level: string): 'project' | 'promotion' | undefined {
  return level === 'project' || level === 'promotion' ? level : undefined;
}

/**
 * The batch tools above a tab's table, each shown where the tab's definition has its writes and
 * enabled by its action of the ability table (spec 001 §6) and the selection: 批量开启 / 批量暂停 /
 * 批量删除 (§4 "Batch status change"), 批量修改 and 批量编辑 (§4 "Batch modify", "Batch edit
 * dialog").
 */
export function DeliveryBatchTools({
  tab,
  edit,
  access,
  selectedRows,
  clearSelection,
  refresh,
  total,
  selectAll,
}: DeliveryToolbarSlotProps) {
  const [editing, setEditing] = useState(false);
  const rows = selectedRows.map(tab.editRow);
  const none = rows.length === 0;
  const level = bidLevel(edit.level);
  return (
    <Space wrap>
      <SelectionBar
        count={rows.length}
        total={total}
        onSelectAll={selectAll}
        onClear={clearSelection}
      />
      {edit.status === undefined ? null : (
        <BatchStatusTools
          tab={edit}
          writes={edit.status}
          rows={rows}
          canSwitch={access.switch}
          canDelete={access.delete}
          onDone={refresh}
        />
      )}
      {edit.modify.length === 0 ? null : (
        <BatchModifyMenu
          tab={edit}
          rows={rows}
          onDone={refresh}
          isAllowed={(item) => access[MODIFY_ITEM_ACTIONS[item]]}
        />
      )}
      {edit.batchEdit !== undefined && level !== undefined ? (
        <>
          <Button disabled={!access.budget || none} onClick={() => setEditing(true)}>
            批量编辑
          </Button>
          {editing ? (
            <BatchEditDialog
              open
              tab={{ ...edit, level }}
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

const sendCopy =
  (path: string) =>
  ({ advertiser_id, promotion_id, name, titles }: CopyPromotionValues) =>
    copyPromotion(path, {
      advertiser_id,
      promotion_id,
      name,
      ...(titles.length > 0 ? { titles } : {}),
    });

/**
 * A row's budget/bid edit where the tab has one (spec 001 §2 "a budget/bid edit dialog", §5 single
 * edit), its copy where the tab copies (spec 001 §4 "Copy ad"; ability creative:update), and the
 * tab's one-row value edits (a creative's title), each shown only to users with its ability.
 */
export function DeliveryRowEdit({ tab, edit, access, row, refresh }: DeliveryRowSlotProps) {
  const [open, setOpen] = useState(false);
  const [modifying, setModifying] = useState<ModifyItemKey>();
  const level = bidLevel(edit.level);
  const single = edit.single;
  const rowModify = (edit.rowModify ?? []).filter((item) => access[MODIFY_ITEM_ACTIONS[item.key]]);
  if (
    (single === undefined || level === undefined) &&
    edit.copyPath === undefined &&
    rowModify.length === 0
  )
    return null;
  const editRow = tab.editRow(row);
  return (
    <>
      {rowModify.map((item) => (
        <LinkButton key={item.key} onClick={() => setModifying(item.key)}>
          {item.label}
        </LinkButton>
      ))}
      {modifying !== undefined ? (
        <BatchModifyDialog
          open
          single
          tab={edit}
          item={modifying}
          rows={[editRow]}
          onClose={() => setModifying(undefined)}
          onDone={refresh}
        />
      ) : null}
      {edit.copyPath !== undefined ? (
        <CopyPromotionButton
          row={editRow}
          onCopy={sendCopy(edit.copyPath)}
          onDone={refresh}
          disabled={!access.copy}
        />
      ) : null}
      {single !== undefined && level !== undefined ? (
        <>
          <LinkButton disabled={!access.budget} onClick={() => setOpen(true)}>
            预算/出价
          </LinkButton>
          {open ? (
            <BudgetBidEditDialog
              open
              tab={{ ...edit, level, single }}
              row={editRow}
              onClose={() => setOpen(false)}
              onDone={refresh}
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}
