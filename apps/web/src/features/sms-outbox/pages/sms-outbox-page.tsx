import { Alert, Card, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../../components/format-date-time';
import { ListToolbar } from '../../../components/list-toolbar';
import { PagedTable } from '../../../components/paged-table';
import { SearchInput } from '../../../components/search-input';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { usePagedQuery } from '../../../components/use-paged-query';
import { listSmsOutbox, SMS_OUTBOX_KEY } from '../api';
import type { SmsOutboxRow } from '../api';

const COLUMNS: TableColumnsType<SmsOutboxRow> = [
  { title: '手机号', dataIndex: 'mobile', width: 140 },
  {
    title: '内容',
    dataIndex: 'content',
    render: (content: string) => (
      <Typography.Paragraph copyable style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>
        {content}
      </Typography.Paragraph>
    ),
  },
  { title: '发送时间', dataIndex: 'created_at', width: 180, render: formatDateTime },
];

/**
 * 短信发件箱 `/smsOutbox`: with no SMS gateway configured, verification codes go to the built-in
 * channel, and this list is where administrators read them.
 */
export function SmsOutboxPage() {
  const [mobile, setMobile] = useState('');
  const query = usePagedQuery({
    queryKey: SMS_OUTBOX_KEY,
    fetchPage: listSmsOutbox,
    filters: { mobile: useDebouncedValue(mobile) },
  });

  return (
    <Card title="短信发件箱" variant="borderless">
      <Alert
        type="info"
        showIcon
        title="内置短信通道"
        description="系统未配置短信网关，短信（如登录验证码）不会发到用户手机，而是记录在这里，按发送时间倒序排列。用户收不到验证码时，可在此按手机号查找。"
        style={{ marginBottom: 12 }}
      />
      <ListToolbar
        filters={
          <SearchInput
            placeholder="手机号"
            maxLength={11}
            value={mobile}
            onChange={setMobile}
            width={200}
          />
        }
      />
      <PagedTable<SmsOutboxRow> rowKey="id" columns={COLUMNS} query={query} emptyText="暂无短信" />
    </Card>
  );
}
