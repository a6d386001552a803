import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { AdvertiserDetail } from '@toufang/contracts';
import { ACCOUNT_STATUS_LABELS } from '@toufang/domain';
import { Alert, Button, Card, Descriptions, Empty, Flex, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { enumLabel } from '../../../components/enum-label';
import { formatDateTime } from '../../../components/format-date-time';
import { PageLoading } from '../../../components/page-loading';
import { ENABLE_STATUS } from '../../../components/status-values';
import { ValueTag } from '../../../components/value-tag';
import { gameLabel } from '../../config-data';
import { accountLabel, HEALTH_DISPLAY, needsReauthorization, ROLE_LABELS } from '../account-labels';
import { ACCOUNT_DEFINITIONS } from '../medium-definitions';
import type { AccountsDefinition } from '../medium-definitions';
import { ACCOUNT_KEYS, fetchAdvertiserDetail, isNotFound } from '../api';
import { useAuthorize } from '../hooks/use-authorize';
import { formatYuan } from './advertiser-columns';
import { ChildAccountsTable } from './child-accounts-table';

const or = (value: string | null | undefined) => value || '-';

/** An account's detail page (spec 000 §2 `/userList/adAcc/:id` and the other media's). */
export function AdvertiserDetailView({ definition }: { definition: AccountsDefinition }) {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const detail = useQuery({
    queryKey: ACCOUNT_KEYS.detail(id),
    queryFn: ({ signal }) => fetchAdvertiserDetail(id, signal),
    enabled: valid,
  });
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(definition.listRoute)}>
      返回列表
    </Button>
  );

  if (!valid || isNotFound(detail.error)) {
    return (
      <Card title={`${definition.title}详情`} variant="borderless" extra={back}>
        <Empty description="账户不存在，或你无权查看该账户" />
      </Card>
    );
  }
  if (detail.isPending) return <PageLoading />;
  if (detail.isError) {
    return (
      <Card title={`${definition.title}详情`} variant="borderless" extra={back}>
        <Empty description="账户详情加载失败">
          <Button onClick={() => void detail.refetch()}>重新加载</Button>
        </Empty>
      </Card>
    );
  }
  const { advertiser } = detail.data;
  // An id of another medium's account: show it on that medium's page.
  if (advertiser.medium !== definition.medium) {
    return <Navigate to={ACCOUNT_DEFINITIONS[advertiser.medium].detailRoute(id)} replace />;
  }
  return <DetailCards data={detail.data} definition={definition} back={back} />;
}

function DetailCards({
  data,
  definition,
  back,
}: {
  data: AdvertiserDetail;
  definition: AccountsDefinition;
  back: ReactNode;
}) {
  const { advertiser: a, grant } = data;
  const { authorize, starting } = useAuthorize(definition.medium);
  const reauthorize = needsReauthorization(a.health) ? (
    <Button danger loading={starting} onClick={authorize}>
      重新授权
    </Button>
  ) : null;
  return (
    <Flex vertical gap={16}>
      <Card
        title={`${definition.title}详情：${accountLabel(a)}`}
        variant="borderless"
        extra={
          <Space>
            {reauthorize}
            {back}
          </Space>
        }
      >
        <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
          <Descriptions.Item label="账户名称">{or(a.name)}</Descriptions.Item>
          <Descriptions.Item label={definition.idLabel}>{a.advertiser_id}</Descriptions.Item>
          <Descriptions.Item label="别名">{or(a.alias)}</Descriptions.Item>
          <Descriptions.Item label="主体">{or(a.company)}</Descriptions.Item>
          <Descriptions.Item label="类型">{ROLE_LABELS[a.role]}</Descriptions.Item>
          <Descriptions.Item label="上级账户">{or(a.parent_advertiser_id)}</Descriptions.Item>
          <Descriptions.Item label="游戏">{a.game ? gameLabel(a.game) : '-'}</Descriptions.Item>
          <Descriptions.Item label="余额（元）">
            {a.balance === null ? '-' : formatYuan(a.balance)}
          </Descriptions.Item>
          <Descriptions.Item label="媒体账户状态">
            {enumLabel(ACCOUNT_STATUS_LABELS[a.medium], a.raw_status)}
          </Descriptions.Item>
          <Descriptions.Item label="状态">
            <ValueTag map={ENABLE_STATUS} value={a.status} />
          </Descriptions.Item>
          <Descriptions.Item label="同步时间">{formatDateTime(a.synced_at)}</Descriptions.Item>
          <Descriptions.Item label="授权时间">{formatDateTime(a.authorized_at)}</Descriptions.Item>
          <Descriptions.Item label="备注" span="filled">
            <span style={{ whiteSpace: 'pre-wrap' }}>{or(a.note)}</span>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="授权信息" variant="borderless">
        {grant ? (
          <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
            <Descriptions.Item label="授权状态">
              <ValueTag map={HEALTH_DISPLAY} value={grant.health} />
            </Descriptions.Item>
            <Descriptions.Item label="媒体授权账号">
              {grant.medium_user_name
                ? `${grant.medium_user_name}（${grant.medium_user_id}）`
                : grant.medium_user_id}
            </Descriptions.Item>
            <Descriptions.Item label="授权人">{or(grant.authorized_by)}</Descriptions.Item>
            <Descriptions.Item label="授权时间">
              {formatDateTime(grant.authorized_at)}
            </Descriptions.Item>
            <Descriptions.Item label="授权到期">{formatDateTime(grant.ends_at)}</Descriptions.Item>
            <Descriptions.Item label="访问令牌到期">
              {formatDateTime(grant.access_expires_at)}
            </Descriptions.Item>
            <Descriptions.Item label="最近刷新">
              {formatDateTime(grant.last_refreshed_at)}
            </Descriptions.Item>
            <Descriptions.Item label="最近错误" span={2}>
              {grant.last_error
                ? `${formatDateTime(grant.last_error_at)} ${grant.last_error}`
                : '-'}
            </Descriptions.Item>
            <Descriptions.Item label="权限范围" span="filled">
              {grant.scope.length === 0
                ? '-'
                : grant.scope.map((scope) => <Tag key={scope}>{scope}</Tag>)}
            </Descriptions.Item>
          </Descriptions>
        ) : (
          <Alert type="warning" showIcon title="覆盖该账户的授权已不存在，请重新授权" />
        )}
      </Card>
      {a.role === 'advertiser' ? null : (
        <Card title={`下属账户（${data.children_total}）`} variant="borderless">
          <ChildAccountsTable data={data} definition={definition} />
        </Card>
      )}
    </Flex>
  );
}
