import { isBatchMenuItemDisabled } from '@toufang/domain';
import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { useState } from 'react';
import { BatchModifyDialog } from './batch-modify-dialog';
import type { EditLevel, EditRow } from './edit-row';
import { MODIFY_ITEMS, MODIFY_MENUS, type ModifyItemKey } from './modify-items';

/** Whether a menu item is greyed out: no row selected, or none has the value it changes. */
export function isModifyItemDisabled(item: ModifyItemKey, rows: readonly EditRow[]): boolean {
  if (rows.length === 0) return true;
  const valueItem = MODIFY_ITEMS[item].valueItem;
  return valueItem !== undefined && isBatchMenuItemDisabled(rows, valueItem);
}

export interface BatchModifyMenuProps {
  level: EditLevel;
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
  level,
  rows,
  onDone,
  disabled = false,
  isAllowed = () => true,
}: BatchModifyMenuProps) {
  const [item, setItem] = useState<ModifyItemKey>();
  const allowed = MODIFY_MENUS[level].filter(isAllowed);
  const items: MenuProps['items'] = MODIFY_MENUS[level].map((key) => ({
    key,
    label: MODIFY_ITEMS[key].label,
    disabled: !allowed.includes(key) || isModifyItemDisabled(key, rows),
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
          level={level}
          item={item}
          rows={rows}
          onDone={onDone}
          onClose={() => setItem(undefined)}
        />
      ) : null}
    </>
  );
}
