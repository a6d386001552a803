import { isBatchMenuItemDisabled } from '@toufang/domain';
import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { useState } from 'react';
import { BatchModifyDialog } from './batch-modify-dialog';
import type { EditRow } from './edit-row';
import type { EditTab } from './edit-tab';
import type { ModifyItemDef, ModifyItemKey } from './modify-items';

/** Whether a menu item is greyed out: no row selected, or none has the value it changes. */
export function isModifyItemDisabled(item: ModifyItemDef, rows: readonly EditRow[]): boolean {
  if (rows.length === 0) return true;
  const valueItem = item.valueItem;
  return valueItem !== undefined && isBatchMenuItemDisabled(rows, valueItem);
}

export interface BatchModifyMenuProps {
  /** The tab and its items. */
  tab: EditTab;
  /** The selected rows. */
  rows: readonly EditRow[];
  /** Refreshes the list after a successful modify. */
  onDone?: () => void;
  /** The button's own disabled state. */
  disabled?: boolean;
  /** Whether the user may use an item (its ability); all by default. */
  isAllowed?: (item: ModifyItemKey) => boolean;
}

/** 批量修改: the tab's modify items, each opening the batch modify dialog for the selection. */
export function BatchModifyMenu({
  tab,
  rows,
  onDone,
  disabled = false,
  isAllowed = () => true,
}: BatchModifyMenuProps) {
  const [item, setItem] = useState<ModifyItemKey>();
  const allowed = tab.modify.filter((entry) => isAllowed(entry.key));
  const items: MenuProps['items'] = tab.modify.map((entry) => ({
    key: entry.key,
    label: entry.label,
    disabled: !allowed.includes(entry) || isModifyItemDisabled(entry, rows),
  }));
  return (
    <>
      <Dropdown
        disabled={disabled || allowed.length === 0 || rows.length === 0}
        menu={{ items, onClick: ({ key }) => setItem(key as ModifyItemKey) }}
        trigger={['click']}
      >
        <Button>
          批量修改 <DownOutlined />
        </Button>
      </Dropdown>
      {item !== undefined ? (
        <BatchModifyDialog
          open
          tab={tab}
          item={item}
          rows={rows}
          onDone={onDone}
          onClose={() => setItem(undefined)}
        />
      ) : null}
    </>
  );
}
