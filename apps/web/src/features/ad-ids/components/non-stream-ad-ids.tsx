import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  NON_STREAM_RETRY_MAX,
  ROUTE_TABLE,
  SUB_PACKAGE_STATUSES,
  type NonStreamAdIdItem,
  type NonStreamListData,
  type SubPackageStatus,
} from '@toufang/contracts';
import { Alert, App, Button, Card, Input, Popconfirm, Segmented, Space, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { findRoute, routeAllowed } from '@toufang/domain';
import { Link } from 'react-router';
import { formatDateTime } from '../../../components/format-date-time';
import { PagedTable } from '../../../components/paged-table';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { usePagedQuery } from '../../../components/use-paged-query';
import { ValueTag } from '../../../components/value-tag';
import { useSessionStore } from '../../../stores/session-store';
import { GameFilter } from '../../config-data';
import { SUB_PACKAGE_STATUS } from '../../game-apps';
import { listNonStreamAdIds, nonStreamKey, retryNonStream } from '../api';

/** While the medium builds, the list is read again this often. */
const BUILDING_POLL_MS = 3_000;

/** The abilities of 分包管理 (`/project/packageTask/:id`), where the packages are cut. */
const PACKAGES_ABILITIES = findRoute(ROUTE_TABLE, '/project/packageTask/1')?.node.abilities;

const columnsFor = (openPackages: boolean): TableColumnsType<NonStreamAdIdItem> => [
  {
    title: '广告ID',
    key: 'ad_id',
    width: 190,
    fixed: 'left',
    render: (_, row) => (
      <div>
        <Typography.Text copyable>{row.ad_id}</Typography.Text>
        <div>
          <Typography.Text type="secondary">{row.ad_id_name}</Typography.Text>
        </div>
      </div>
    ),
  },
  { title: '游戏', dataIndex: 'game_name', width: 140, render: (v: string | null) => v ?? '—' },
  {
    title: '应用',
    key: 'app',
    width: 220,
    render: (_, row) => (
      <div>
        {openPackages ? (
          <Link to={`/project/packageTask/${row.app_id}`}>{row.app_name}</Link>
        ) : (
          row.app_name
        )}
        <div>
          <Typography.Text type="secondary">{row.package_name}</Typography.Text>
        </div>
      </div>
    ),
  },
  {
    title: '状态',
    dataIndex: 'status',
    width: 100,
    render: (v: SubPackageStatus) => <ValueTag map={SUB_PACKAGE_STATUS} value={v} />,
  },
  {
    title: '渠道包 / 失败原因',
    key: 'package',
    render: (_, row) =>
      row.download_url ? (
        <Typography.Text copyable={{ text: row.download_url }} style={{ wordBreak: 'break-all' }}>
          {row.download_url}
        </Typography.Text>
      ) : row.fail_reason ? (
        <Typography.Text type="danger">{row.fail_reason}</Typography.Text>
      ) : (
        <Typography.Text type="secondary">生成中</Typography.Text>
      ),
  },
  {
    title: '更新时间',
    dataIndex: 'updated_at',
    width: 160,
    render: (v: string) => formatDateTime(v),
  },
];

const statusOptions = (counts: NonStreamListData['counts'] | undefined) => [
  {
    value: 'all',
    label: `全部${counts ? `（${Object.values(counts).reduce((a, b) => a + b, 0)}）` : ''}`,
  },
  ...SUB_PACKAGE_STATUSES.map((s) => ({
    value: s,
    label: `${SUB_PACKAGE_STATUS[s].text}${counts ? `（${counts[s]}）` : ''}`,
  })),
];

/**
 * 非信息流广告ID (spec 000 §2 `/landing/nonlink`; spec 002 §7 `/amt/non_stream_adid`,
 * `non_stream_retry`): the ad IDs handed to placements outside the feed as their own channel
 * package, across the caller's apps, with the package to hand out or why it failed; failed ones
 * are cut again from here.
 */
export function NonStreamAdIds() {
  const { message } = App.useApp();
  const client = useQueryClient();
  const privileges = useSessionStore((state) => state.privileges);
  const openPackages = routeAllowed(PACKAGES_ABILITIES, privileges);
  const columns = useMemo(() => columnsFor(openPackages), [openPackages]);
  const [status, setStatus] = useState<SubPackageStatus | 'all'>('all');
  const [keyword, setKeyword] = useState('');
  const [gameId, setGameId] = useState<number>();
  const query = usePagedQuery<NonStreamAdIdItem, NonStreamListData>({
    queryKey: nonStreamKey,
    fetchPage: (params, signal) => listNonStreamAdIds(params, signal),
    filters: {
      status: status === 'all' ? undefined : status,
      keyword: useDebouncedValue(keyword),
      gad_cfg_game_id: gameId,
    },
    refetchInterval: (page) =>
      page && page.counts.queued + page.counts.building > 0 ? BUILDING_POLL_MS : false,
  });
  const retry = useMutation({
    mutationFn: retryNonStream,
    onSuccess: async (answer) => {
      const count = answer.tasks.reduce((sum, t) => sum + t.item_count, 0);
      void message.success(
        `已提交 ${count} 个广告ID重新分包${answer.skipped > 0 ? `，${answer.skipped} 个不是失败状态，已跳过` : ''}`,
      );
      await client.invalidateQueries({ queryKey: nonStreamKey });
    },
  });
  const counts = query.data?.counts;
  const options = useMemo(() => statusOptions(counts), [counts]);

  return (
    <Card title="非信息流广告ID" variant="borderless">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        message={
          <>
            达人视频、搜索、应用商店等非信息流位置不会替换点击监测链接的宏参数，安装按渠道包区分：每个广告ID一个渠道包（渠道号即广告ID），交给渠道的是渠道包的下载链接。为广告ID分包在
            <Link to="/project/projectKs">快手应用</Link>的分包管理中进行。
          </>
        }
      />
      <Space wrap style={{ marginBottom: 12 }}>
        <Segmented
          aria-label="状态"
          value={status}
          onChange={(v) => setStatus(v as SubPackageStatus | 'all')}
          options={options}
        />
        <Input.Search
          allowClear
          aria-label="广告ID、名称或应用"
          placeholder="广告ID、名称、应用或包名"
          style={{ width: 260 }}
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <GameFilter value={gameId} onChange={setGameId} placeholder="全部游戏" width={200} />
      </Space>
      <PagedTable<NonStreamAdIdItem>
        rowKey="id"
        columns={columns}
        query={query}
        scroll={{ x: 1200 }}
        emptyText="暂无分包的广告ID"
        isSelectable={(row) => row.status === 'failed'}
        batchActions={({ selectedKeys, clearSelection }) => (
          <Popconfirm
            title="重新分包"
            description={`为选中的 ${selectedKeys.length} 个失败广告ID重新生成渠道包？`}
            okText="重新分包"
            cancelText="取消"
            disabled={selectedKeys.length > NON_STREAM_RETRY_MAX}
            onConfirm={() =>
              retry.mutateAsync(selectedKeys.map(Number)).then(clearSelection, () => undefined)
            }
          >
            <Button
              type="primary"
              loading={retry.isPending}
              disabled={selectedKeys.length > NON_STREAM_RETRY_MAX}
            >
              重新分包
              {selectedKeys.length > NON_STREAM_RETRY_MAX
                ? `（一次最多 ${NON_STREAM_RETRY_MAX} 个）`
                : ''}
            </Button>
          </Popconfirm>
        )}
      />
    </Card>
  );
}
