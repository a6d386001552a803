import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
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
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AbilityGroupRow } from '@toufang/contracts';
import { App, Button, Card, Empty, Popconfirm, Skeleton, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { deleteAbilityGroup, permissionKeys, sortAbilityGroups } from '../api';
import { applyOrder, isRealGroup, moveGroup, sortIds } from '../group-order';
import { useRefreshAbilities } from '../hooks/use-permission-data';
import { GroupItem } from './group-item';
import { GroupNameModal } from './group-name-modal';
import { SortableGroupItem } from './sortable-group-item';

export interface GroupListProps {
  /** Groups in display order (real groups, then the pseudo group). */
  groups: AbilityGroupRow[];
  loading: boolean;
  selectedId: number | undefined;
  onSelect: (id: number) => void;
}

/** The group stays set while the dialog closes, so its title does not change mid-animation. */
interface NameDialog {
  open: boolean;
  group: AbilityGroupRow | null;
}

/** The group column: select, drag to reorder, add, rename and delete groups. */
export function GroupList({ groups, loading, selectedId, onSelect }: GroupListProps) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const refresh = useRefreshAbilities();
  const [dialog, setDialog] = useState<NameDialog>({ open: false, group: null });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const sortMutation = useMutation({
    mutationFn: (ordered: AbilityGroupRow[]) => sortAbilityGroups(sortIds(ordered)),
    // The list moves at once; a refused sort puts it back.
    onMutate: async (ordered) => {
      await queryClient.cancelQueries({ queryKey: permissionKeys.groups() });
      const previous = queryClient.getQueryData<AbilityGroupRow[]>(permissionKeys.groups());
      if (previous)
        queryClient.setQueryData(permissionKeys.groups(), applyOrder(previous, ordered));
      return { previous };
    },
    onError: (_error, _ordered, context) => {
      if (context?.previous) queryClient.setQueryData(permissionKeys.groups(), context.previous);
    },
    onSuccess: () => void message.success('排序已保存'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: permissionKeys.groups() }),
  });

  const deleteMutation = useMutation({
    mutationFn: (group: AbilityGroupRow) => deleteAbilityGroup(group.id),
    onSuccess: async () => {
      void message.success('分组已删除');
      await refresh();
    },
  });

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const ordered = moveGroup(groups, Number(active.id), over === null ? null : Number(over.id));
    if (ordered !== null) sortMutation.mutate(ordered);
  };

  const real = groups.filter(isRealGroup);
  const pseudo = groups.filter((group) => !isRealGroup(group));

  const actionsOf = (group: AbilityGroupRow) => (
    <>
      <Tooltip title="重命名">
        <Button
          type="text"
          size="small"
          icon={<EditOutlined />}
          aria-label={`重命名分组 ${group.name}`}
          onClick={() => setDialog({ open: true, group })}
        />
      </Tooltip>
      <Popconfirm
        title="删除分组后，其中的权限将变为未分组，确认删除？"
        okText="删除"
        okButtonProps={{ danger: true }}
        onConfirm={() => deleteMutation.mutateAsync(group)}
      >
        <Button
          type="text"
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={`删除分组 ${group.name}`}
        />
      </Popconfirm>
    </>
  );

  return (
    <Card
      title="分组列表"
      extra={
        <Button
          type="primary"
          size="small"
          icon={<PlusOutlined />}
          onClick={() => setDialog({ open: true, group: null })}
        >
          新增分组
        </Button>
      }
      styles={{ body: { padding: 8 } }}
    >
      <Typography.Paragraph type="secondary" style={{ margin: '0 4px 8px', fontSize: 12 }}>
        拖动左侧图标调整顺序，分配权限时按此顺序展示
      </Typography.Paragraph>
      {loading ? (
        <Skeleton active paragraph={{ rows: 6 }} title={false} style={{ padding: 8 }} />
      ) : groups.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无分组" />
      ) : (
        <>
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SortableContext
              items={real.map((group) => group.id)}
              strategy={verticalListSortingStrategy}
            >
              {real.map((group) => (
                <SortableGroupItem
                  key={group.id}
                  group={group}
                  selected={group.id === selectedId}
                  onSelect={() => onSelect(group.id)}
                  actions={actionsOf(group)}
                />
              ))}
            </SortableContext>
          </DndContext>
          {pseudo.map((group) => (
            <GroupItem
              key={group.id}
              group={group}
              selected={group.id === selectedId}
              onSelect={() => onSelect(group.id)}
              handle={<span style={{ width: 22, flex: 'none' }} />}
            />
          ))}
        </>
      )}
      <GroupNameModal
        open={dialog.open}
        group={dialog.group}
        onClose={() => setDialog((current) => ({ ...current, open: false }))}
      />
    </Card>
  );
}
