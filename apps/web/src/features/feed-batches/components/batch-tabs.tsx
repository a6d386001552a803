import type { BatchCreated, TaskStatus } from '@toufang/contracts';
import { Select, Tabs } from 'antd';
import { useState } from 'react';
import type { Key, ReactNode } from 'react';
import { ListToolbar } from '../../../components/list-toolbar';
import type { BatchKind } from '../api';
import { BATCH_STATUS } from '../batch-labels';
import { BatchTable } from './batch-table';

const STATUS_OPTIONS = (Object.keys(BATCH_STATUS) as TaskStatus[]).map((value) => ({
  value,
  label: BATCH_STATUS[value].text,
}));

export interface BatchTabsProps {
  mine: boolean;
  canRetry: boolean;
  /** Page actions beside the filter (e.g. 创建资产); `opened` shows a new batch in its tab. */
  actions?: (opened: (kind: BatchKind, created: BatchCreated) => void) => ReactNode;
}

/** 资产任务 / 头像任务 tabs over the batch tables, with a status filter. */
export function BatchTabs({ mine, canRetry, actions }: BatchTabsProps) {
  const [kind, setKind] = useState<BatchKind>('asset');
  const [status, setStatus] = useState<TaskStatus>();
  const [expanded, setExpanded] = useState<Record<BatchKind, Key[]>>({ asset: [], avatar: [] });
  // A new batch opens at the top of its tab, expanded.
  const opened = (target: BatchKind, created: BatchCreated) => {
    setKind(target);
    setExpanded((current) => ({ ...current, [target]: [created.batch_id] }));
  };

  const table = (tab: BatchKind) => (
    <BatchTable
      kind={tab}
      mine={mine}
      status={status}
      canRetry={canRetry}
      expandedKeys={expanded[tab]}
      onExpandedChange={(keys) => setExpanded((current) => ({ ...current, [tab]: keys }))}
    />
  );

  return (
    <>
      <ListToolbar
        filters={
          <Select<TaskStatus>
            allowClear
            placeholder="任务状态"
            aria-label="任务状态"
            style={{ width: 140 }}
            value={status}
            onChange={setStatus}
            options={STATUS_OPTIONS}
          />
        }
        actions={actions?.(opened)}
      />
      <Tabs
        activeKey={kind}
        onChange={(key) => setKind(key as BatchKind)}
        items={[
          { key: 'asset', label: '资产任务', children: table('asset') },
          { key: 'avatar', label: '头像任务', children: table('avatar') },
        ]}
      />
    </>
  );
}
