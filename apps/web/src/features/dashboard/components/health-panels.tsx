import type { DashboardHealth, DashboardTaskItem, MediumKey } from '@toufang/contracts';
import { ROUTE_TABLE } from '@toufang/contracts';
import { formatCompactYuan, MATERIAL_MEDIUM_NAMES } from '@toufang/domain';
import { Badge, Card, Col, Empty, Flex, List, Row, Statistic, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { routeAccess } from '../../../app/route-access';
import { useSessionStore } from '../../../stores/session-store';

/** Each medium's account authorization page (spec 000 §2), where a grant is renewed. */
const ACCOUNT_PAGES: Record<MediumKey, string> = {
  bytedance: '/userList/user/adAcc',
  kuaishou: '/userList/adAccKs',
  tencent: '/userList/adAccQq',
};
const REVIEW_PAGE = '/creative/materialAudit';

const GRANT_STATUS = {
  expiring: { color: 'warning', text: '即将过期' },
  expired: { color: 'error', text: '已过期' },
  revoked: { color: 'error', text: '已撤销' },
} as const;

const TASK_STATUS: Record<DashboardTaskItem['status'], { color: string; text: string }> = {
  pending: { color: 'default', text: '排队中' },
  running: { color: 'processing', text: '执行中' },
  failed: { color: 'error', text: '失败' },
  partially_failed: { color: 'warning', text: '部分失败' },
};

function useAllowed() {
  const privileges = useSessionStore((state) => state.privileges);
  return (path: string) => routeAccess(ROUTE_TABLE, path, privileges) === 'allowed';
}

function TaskList({ tasks, empty }: { tasks: DashboardTaskItem[]; empty: string }) {
  return (
    <List<DashboardTaskItem>
      size="small"
      dataSource={tasks}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
      renderItem={(task) => (
        <List.Item>
          <Flex vertical style={{ minWidth: 0, flex: 1 }}>
            <Typography.Text ellipsis>{task.title}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {dayjs(task.created_at).format('MM-DD HH:mm')} · 成功 {task.succeeded_count} / 失败{' '}
              {task.failed_count} / 共 {task.item_count}
            </Typography.Text>
          </Flex>
          <Tag color={TASK_STATUS[task.status].color}>{TASK_STATUS[task.status].text}</Tag>
        </List.Item>
      )}
    />
  );
}

/** Grants to renew, accounts low on balance, tasks running or failed, files to review. */
export function HealthPanels({ health }: { health: DashboardHealth }) {
  const allowed = useAllowed();
  const accountLink = (medium: MediumKey, text: string) =>
    allowed(ACCOUNT_PAGES[medium]) ? <Link to={ACCOUNT_PAGES[medium]}>{text}</Link> : text;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12} xxl={6}>
        <Card
          size="small"
          title={
            <Badge count={health.authorizations.length} offset={[12, 0]}>
              授权提醒
            </Badge>
          }
        >
          <List
            size="small"
            dataSource={health.authorizations}
            locale={{
              emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="授权均正常" />,
            }}
            renderItem={(grant) => (
              <List.Item>
                <Flex vertical style={{ minWidth: 0, flex: 1 }}>
                  <Typography.Text ellipsis>
                    {accountLink(grant.medium, grant.account)}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {MATERIAL_MEDIUM_NAMES[grant.medium]} · {grant.advertiser_count} 个账户 · 到期{' '}
                    {dayjs(grant.ends_at).format('YYYY-MM-DD HH:mm')}
                    {grant.last_error ? ` · ${grant.last_error}` : ''}
                  </Typography.Text>
                </Flex>
                <Tag color={GRANT_STATUS[grant.status].color}>
                  {GRANT_STATUS[grant.status].text}
                </Tag>
              </List.Item>
            )}
          />
        </Card>
      </Col>
      <Col xs={24} lg={12} xxl={6}>
        <Card
          size="small"
          title={
            <Badge count={health.low_balance.length} offset={[12, 0]}>
              余额不足
            </Badge>
          }
        >
          <List
            size="small"
            dataSource={health.low_balance}
            locale={{
              emptyText: (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有余额不足的账户" />
              ),
            }}
            renderItem={(row) => (
              <List.Item>
                <Flex vertical style={{ minWidth: 0, flex: 1 }}>
                  <Typography.Text ellipsis>{accountLink(row.medium, row.label)}</Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {MATERIAL_MEDIUM_NAMES[row.medium]} · 余额 {formatCompactYuan(row.balance)} ·
                    日均消耗 {formatCompactYuan(row.daily_cost)}
                  </Typography.Text>
                </Flex>
                <Tag color="error">约 {row.days_left} 天</Tag>
              </List.Item>
            )}
          />
        </Card>
      </Col>
      <Col xs={24} lg={12} xxl={6}>
        <Card size="small" title="任务">
          <Typography.Text strong>进行中 {health.tasks.running.length}</Typography.Text>
          <TaskList tasks={health.tasks.running} empty="没有进行中的任务" />
          <Typography.Text strong>近 7 天失败 {health.tasks.failed.length}</Typography.Text>
          <TaskList tasks={health.tasks.failed} empty="没有失败的任务" />
        </Card>
      </Col>
      <Col xs={24} lg={12} xxl={6}>
        <Card
          size="small"
          title="素材待审核"
          extra={allowed(REVIEW_PAGE) ? <Link to={REVIEW_PAGE}>去审核</Link> : null}
        >
          <Flex gap={32}>
            <Statistic title="待审核素材" value={health.reviews.pending} />
            <Statistic title="分配给我" value={health.reviews.assigned_to_me} />
          </Flex>
        </Card>
      </Col>
    </Row>
  );
}
