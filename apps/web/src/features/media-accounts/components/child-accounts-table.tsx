import type { AdvertiserDetail, AdvertiserRow } from '@toufang/contracts';
import { Table, Typography } from 'antd';
import { Link } from 'react-router';
import { ENABLE_STATUS } from '../../../components/status-values';
import { ValueTag } from '../../../components/value-tag';
import type { AccountsDefinition } from '../medium-definitions';
import { HealthCell } from './health-cell';

/** The accounts under an agency or manager account that the user may see. */
export function ChildAccountsTable({
  data,
  definition,
}: {
  data: AdvertiserDetail;
  definition: AccountsDefinition;
}) {
  const hidden = data.children_total - data.children.length;
  return (
    <>
      <Table<AdvertiserRow>
        size="small"
        rowKey="id"
        dataSource={data.children}
        pagination={data.children.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        locale={{ emptyText: '没有你可查看的下属账户' }}
        columns={[
          {
            title: '账户名称',
            dataIndex: 'name',
            render: (name: string, row) => (
              <Link to={definition.detailRoute(row.id)}>{name || row.advertiser_id}</Link>
            ),
          },
          { title: definition.idLabel, dataIndex: 'advertiser_id' },
          { title: '别名', dataIndex: 'alias', render: (alias: string | null) => alias ?? '-' },
          { title: '授权状态', key: 'health', render: (_v, row) => <HealthCell row={row} /> },
          {
            title: '状态',
            dataIndex: 'status',
            render: (status: 0 | 1) => <ValueTag map={ENABLE_STATUS} value={status} />,
          },
        ]}
      />
      {hidden > 0 ? (
        <Typography.Text type="secondary">仅显示前 {data.children.length} 个</Typography.Text>
      ) : null}
    </>
  );
}
