import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { DragEndEvent } from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import type { PinnedColumn, PinSide } from '@toufang/contracts';
import { Button, Checkbox, Col, Empty, Flex, Modal, Row, theme, Typography } from 'antd';
import { useState } from 'react';
import { SearchInput } from '../../../components/search-input';
import { groupColumnOptions, searchColumnOptions } from './column-option';
import type { ColumnOption } from './column-option';
import { SortableColumnItem } from './sortable-column-item';

export interface CustomColumnsDialogProps {
  open: boolean;
  /** Every column the tab may show. */
  options: readonly ColumnOption[];
  /** The columns shown now, in order. */
  selected: readonly string[];
  /** The columns pinned to a side now (spec 001 §3 key metrics kept in view). */
  pinned?: readonly PinnedColumn[];
  /** The tab's default columns (恢复默认). */
  defaults: readonly string[];
  saving?: boolean;
  /** The chosen columns in order and the pins of those among them. */
  onSubmit: (selected: string[], pinned: PinnedColumn[]) => void;
  onClose: () => void;
}

/**
 * 自定义列 (spec 001 §2 custom-metric dialog, §3 "Custom columns"): search by column name, groups of
 * checkboxes each with select-all, the chosen list on the right in display order (drag to reorder),
 * clear all and the chosen count.
 */
export function CustomColumnsDialog(props: CustomColumnsDialogProps) {
  return (
    <Modal
      open={props.open}
      title="自定义列"
      width={860}
      onCancel={props.onClose}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <ColumnsPicker {...props} />
    </Modal>
  );
}

function ColumnsPicker({
  options,
  selected: initial,
  pinned: initialPins = [],
  defaults,
  saving,
  onSubmit,
  onClose,
}: CustomColumnsDialogProps) {
  const { token } = theme.useToken();
  const known = new Set(options.map((option) => option.key));
  const [selected, setSelected] = useState(() => initial.filter((key) => known.has(key)));
  const [search, setSearch] = useState('');
  const [pins, setPins] = useState(() => initialPins.filter((pin) => known.has(pin.key)));
  const sides = new Map(pins.map((pin) => [pin.key, pin.side]));
  const pin = (key: string, side: PinSide | undefined) =>
    setPins((current) => [
      ...current.filter((item) => item.key !== key),
      ...(side ? [{ key, side }] : []),
    ]);
  const titles = new Map(options.map((option) => [option.key, option.title]));
  const groups = groupColumnOptions(searchColumnOptions(options, search));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const toggle = (keys: readonly string[], checked: boolean) =>
    setSelected((current) =>
      checked
        ? [...current, ...keys.filter((key) => !current.includes(key))]
        : current.filter((key) => !keys.includes(key)),
    );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over === null || active.id === over.id) return;
    setSelected((current) =>
      arrayMove(current, current.indexOf(String(active.id)), current.indexOf(String(over.id))),
    );
  };

  return (
    <Flex vertical gap={12}>
      <Row gutter={16}>
        <Col span={16}>
          <SearchInput
            value={search}
            onChange={setSearch}
            width={260}
            placeholder="搜索列名称"
            aria-label="搜索列名称"
          />
          <div style={{ height: 420, overflowY: 'auto', marginTop: 12 }}>
            {groups.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有匹配的列" />
            ) : (
              groups.map(({ group, options: groupOptions }) => {
                const keys = groupOptions.map((option) => option.key);
                const chosen = keys.filter((key) => selected.includes(key)).length;
                return (
                  <section key={group} aria-label={group} style={{ marginBottom: 16 }}>
                    <Checkbox
                      checked={chosen === keys.length}
                      indeterminate={chosen > 0 && chosen < keys.length}
                      onChange={(event) => toggle(keys, event.target.checked)}
                      aria-label={`全选：${group}`}
                    >
                      <Typography.Text strong>{group}</Typography.Text>
                    </Checkbox>
                    <Flex wrap gap="4px 0" style={{ marginTop: 8, paddingInlineStart: 24 }}>
                      {groupOptions.map((option) => (
                        <Checkbox
                          key={option.key}
                          style={{ width: 160 }}
                          checked={selected.includes(option.key)}
                          onChange={(event) => toggle([option.key], event.target.checked)}
                        >
                          {option.title}
                        </Checkbox>
                      ))}
                    </Flex>
                  </section>
                );
              })
            )}
          </div>
        </Col>
        <Col span={8}>
          <Flex justify="space-between" align="center" style={{ height: 32 }}>
            <Typography.Text>已选 {selected.length} 项</Typography.Text>
            <Button type="link" size="small" onClick={() => setSelected([])}>
              清空
            </Button>
          </Flex>
          <div
            role="list"
            aria-label="已选列"
            style={{
              height: 420,
              overflowY: 'auto',
              marginTop: 12,
              padding: 8,
              border: `1px solid ${token.colorBorderSecondary}`,
              borderRadius: token.borderRadius,
            }}
          >
            <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
              <SortableContext items={selected} strategy={verticalListSortingStrategy}>
                {selected.map((key) => (
                  <SortableColumnItem
                    key={key}
                    id={key}
                    title={titles.get(key) ?? key}
                    onRemove={() => toggle([key], false)}
                    side={sides.get(key)}
                    onPin={(side) => pin(key, side)}
                  />
                ))}
              </SortableContext>
            </DndContext>
          </div>
        </Col>
      </Row>
      <Flex justify="space-between">
        <Button onClick={() => setSelected(defaults.filter((key) => known.has(key)))}>
          恢复默认
        </Button>
        <Flex gap={8}>
          <Button onClick={onClose}>取消</Button>
          <Button
            type="primary"
            loading={saving}
            disabled={selected.length === 0}
            onClick={() =>
              onSubmit(
                selected,
                pins.filter((item) => selected.includes(item.key)),
              )
            }
          >
            确定
          </Button>
        </Flex>
      </Flex>
    </Flex>
  );
}
