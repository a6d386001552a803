import type { LandingPageItem, LandingSubmissionItem } from '@toufang/contracts';
import { Modal } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatDateTime } from '../../../components/format-date-time';
import { PagedTable } from '../../../components/paged-table';
import { usePagedQuery } from '../../../components/use-paged-query';
import { LANDING_KEY, listSubmissions } from '../api';

/** The form submissions of one page, newest first, with each form's field names as columns. */
export function SubmissionsDialog({
  page,
  onClose,
}: {
  page: LandingPageItem;
  onClose: () => void;
}) {
  const query = usePagedQuery<LandingSubmissionItem>({
    queryKey: [...LANDING_KEY, 'submissions', page.id],
    fetchPage: (params, signal) => listSubmissions({ ...params, id: page.id }, signal),
  });
  const fields = page.components.flatMap((c) => (c.type === 'form' ? c.fields : []));
  const labels = new Map(fields.map((f) => [f.key, f.label]));
  const columns: TableColumnsType<LandingSubmissionItem> = [
    ...[...labels].map(([key, label]) => ({
      title: label,
      key,
      render: (_: unknown, row: LandingSubmissionItem) => row.values[key] ?? '—',
    })),
    {
      title: '提交时间',
      dataIndex: 'created_at',
      width: 180,
      render: (value: string) => formatDateTime(value),
    },
  ];
  return (
    <Modal open width={800} title={`表单线索：${page.name}`} footer={null} onCancel={onClose}>
      <PagedTable<LandingSubmissionItem>
        rowKey="id"
        columns={columns}
        query={query}
        emptyText="暂无表单提交"
      />
    </Modal>
  );
}
