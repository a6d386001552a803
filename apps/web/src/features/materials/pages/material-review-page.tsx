import { previewContentOf } from '../material-format';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MATERIAL_REVIEW_LABELS,
  MATERIAL_REVIEW_STATUSES,
  type MaterialFile,
  type MaterialReviewStatus,
  type MaterialReviewTasksData,
} from '@toufang/contracts';
import { App, Button, Card, Popconfirm, Space, Tabs } from 'antd';
import { useState } from 'react';
import { ListToolbar } from '../../../components/list-toolbar';
import { MaterialPreviewModal } from '../../../components/material-preview-modal';
import { PagedTable } from '../../../components/paged-table';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { usePagedQuery } from '../../../components/use-paged-query';
import { useGameIdOptions } from '../../config-data';
import {
  fetchDesigners,
  listReviewTasks,
  MATERIAL_REVIEW_KEY,
  MATERIALS_KEY,
  reviewMaterials,
} from '../api';
import { RejectDialog } from '../components/reject-dialog';
import { reviewColumns } from '../components/review-columns';
import {
  EMPTY_REVIEW_FILTERS,
  ReviewFilterBar,
  type ReviewFilterValues,
} from '../components/review-filter-bar';

type StatusTab = MaterialReviewStatus | 'all';

const EMPTY_TEXT: Record<StatusTab, string> = {
  pending: '没有待审核的素材',
  approved: '没有已通过的素材',
  rejected: '没有已驳回的素材',
  all: '没有符合条件的素材',
};

/**
 * 素材审核 `/creative/materialAudit` (spec 002 §2, §3 "Material review"): the queue of uploads
 * with filters, preview, and 通过 / 驳回 for one file or many.
 */
export function MaterialReviewPage() {
  const client = useQueryClient();
  const { message } = App.useApp();
  const [status, setStatus] = useState<StatusTab>('pending');
  const [filters, setFilters] = useState<ReviewFilterValues>(EMPTY_REVIEW_FILTERS);
  const [preview, setPreview] = useState<MaterialFile>();
  const [rejecting, setRejecting] = useState<{ fids: number[]; done?: () => void }>();

  const designers = useQuery({
    queryKey: [...MATERIALS_KEY, 'designers'],
    queryFn: ({ signal }) => fetchDesigners(signal),
  });
  const games = useGameIdOptions();
  const { keyword, dates, ...chosen } = filters;
  const query = usePagedQuery<MaterialFile, MaterialReviewTasksData>({
    queryKey: MATERIAL_REVIEW_KEY,
    fetchPage: listReviewTasks,
    filters: {
      review_status: status === 'all' ? undefined : status,
      keyword: useDebouncedValue(keyword),
      date_from: dates?.[0],
      date_to: dates?.[1],
      ...chosen,
    },
  });
  const counts = query.data?.counts;

  const gameOptions = games.options;

  const refresh = () => client.invalidateQueries({ queryKey: MATERIALS_KEY });
  const approve = async (fids: number[]) => {
    const res = await reviewMaterials(fids, { review_status: 'approved' });
    void message.success(`已通过 ${res.reviewed} 个素材`);
    await refresh();
  };
  const reject = async (fids: number[], reason: string, image: string | undefined) => {
    const res = await reviewMaterials(fids, {
      review_status: 'rejected',
      reject_reason: reason,
      ...(image ? { reject_image: image } : {}),
    });
    void message.success(`已驳回 ${res.reviewed} 个素材`);
    await refresh();
  };

  const columns = reviewColumns({
    preview: setPreview,
    approve: (file) => void approve([file.fid]).catch(() => undefined),
    reject: (file) => setRejecting({ fids: [file.fid] }),
    gameName: games.labelOf,
  });

  const tabLabel = (tab: StatusTab) => {
    const label = tab === 'all' ? '全部' : MATERIAL_REVIEW_LABELS[tab];
    if (!counts) return label;
    const n = tab === 'all' ? counts.pending + counts.approved + counts.rejected : counts[tab];
    return `${label}（${n}）`;
  };

  return (
    <Card title="素材审核" variant="borderless">
      <Tabs
        activeKey={status}
        onChange={(key) => setStatus(key as StatusTab)}
        items={[...MATERIAL_REVIEW_STATUSES, 'all' as const].map((tab) => ({
          key: tab,
          label: tabLabel(tab),
        }))}
      />
      <ListToolbar
        filters={
          <ReviewFilterBar
            value={filters}
            onChange={(patch) => setFilters((all) => ({ ...all, ...patch }))}
            designers={designers.data?.designers ?? []}
            games={gameOptions}
            minePending={query.data?.mine_pending ?? 0}
          />
        }
        actions={<Button onClick={() => setFilters(EMPTY_REVIEW_FILTERS)}>重置筛选</Button>}
      />
      <PagedTable<MaterialFile>
        rowKey="fid"
        columns={columns}
        query={query}
        scroll={{ x: 1700 }}
        emptyText={EMPTY_TEXT[status]}
        batchActions={({ selectedKeys, clearSelection }) => {
          const fids = selectedKeys.map(Number);
          return (
            <Space>
              <Popconfirm
                title={`通过选中的 ${fids.length} 个素材？`}
                okText="通过"
                cancelText="取消"
                onConfirm={() => approve(fids).then(clearSelection)}
              >
                <Button type="primary">批量通过</Button>
              </Popconfirm>
              <Button danger onClick={() => setRejecting({ fids, done: clearSelection })}>
                批量驳回
              </Button>
            </Space>
          );
        }}
      />
      <MaterialPreviewModal
        content={preview && previewContentOf(preview)}
        onClose={() => setPreview(undefined)}
      />
      {rejecting ? (
        <RejectDialog
          count={rejecting.fids.length}
          onSubmit={async (reason, image) => {
            await reject(rejecting.fids, reason, image);
            rejecting.done?.();
          }}
          onClose={() => setRejecting(undefined)}
        />
      ) : null}
    </Card>
  );
}
