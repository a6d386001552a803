import { CloseOutlined } from '@ant-design/icons';
import { Button, Flex, Tag } from 'antd';
import type { ReactNode } from 'react';
import type { BatchQueryFilter } from '../filters/batch-query-filter';
import { batchQueryTag } from '../filters/batch-query-filter';
import type { ParentFilter } from '../filters/parent-filter';

export interface FilterTagsProps {
  /** The tab's title: a batch query by name names its objects. */
  tabTitle: string;
  parent: ParentFilter | undefined;
  onClearParent: () => void;
  batchQuery: BatchQueryFilter | undefined;
  onClearBatchQuery: () => void;
}

function RemovableTag({
  color,
  removeLabel,
  onRemove,
  children,
}: {
  color: string;
  removeLabel: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <Tag color={color} style={{ marginInlineEnd: 0 }}>
      {children}
      <Button
        type="text"
        size="small"
        aria-label={removeLabel}
        icon={<CloseOutlined style={{ fontSize: 10 }} />}
        onClick={onRemove}
        style={{ width: 16, height: 16, minWidth: 16, marginInlineStart: 4, color: 'inherit' }}
      />
    </Tag>
  );
}

/** The drill-down parent and the batch query as removable tags above the table. */
export function FilterTags({
  tabTitle,
  parent,
  onClearParent,
  batchQuery,
  onClearBatchQuery,
}: FilterTagsProps) {
  if (parent === undefined && batchQuery === undefined) return null;
  return (
    <Flex gap={8} wrap align="center" style={{ marginBottom: 12 }} aria-label="已选条件">
      {parent ? (
        <RemovableTag color="blue" removeLabel="移除上级筛选" onRemove={onClearParent}>
          {parent.title}：{parent.name}（{parent.id}）
        </RemovableTag>
      ) : null}
      {batchQuery ? (
        <RemovableTag color="purple" removeLabel="移除批量查询" onRemove={onClearBatchQuery}>
          {batchQueryTag(tabTitle, batchQuery)}
        </RemovableTag>
      ) : null}
    </Flex>
  );
}
