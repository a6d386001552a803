import { AlertOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationRow } from '@toufang/contracts';
import { Badge, Button, Empty, Flex, List, Popover, Spin, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../components/format-date-time';
import { useSessionStore } from '../../../stores/session-store';
import {
  listNotifications,
  markNotificationsRead,
  MONITOR_KEYS,
  unreadNotifications,
} from '../api';

const ABILITY = 'monitor:rules';
const POLL_MS = 60_000;

function NotificationList({ onNavigate }: { onNavigate: () => void }) {
  const client = useQueryClient();
  const list = useQuery({
    queryKey: MONITOR_KEYS.notifications,
    queryFn: ({ signal }) => listNotifications({ page: 1, per_page: 10 }, signal),
  });
  const read = useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () => client.invalidateQueries({ queryKey: MONITOR_KEYS.notifications }),
  });
  const rows = list.data?.list ?? [];
  return (
    <Flex vertical gap={8} style={{ width: 380 }}>
      <Flex justify="space-between" align="center">
        <Typography.Text strong>监控通知</Typography.Text>
        <Button
          size="small"
          type="link"
          disabled={!rows.some((r) => r.read_at === null)}
          loading={read.isPending && read.variables === undefined}
          onClick={() => read.mutate(undefined)}
        >
          全部已读
        </Button>
      </Flex>
      {list.isLoading ? (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin />
        </Flex>
      ) : rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无通知" />
      ) : (
        <List<NotificationRow>
          size="small"
          style={{ maxHeight: 420, overflow: 'auto' }}
          dataSource={rows}
          renderItem={(n) => (
            <List.Item
              style={{ cursor: n.read_at ? 'default' : 'pointer' }}
              onClick={() => (n.read_at ? undefined : read.mutate([n.id]))}
              extra={n.read_at ? null : <Badge status="error" />}
            >
              <List.Item.Meta
                title={
                  <Typography.Text type={n.event === 'opened' ? 'danger' : 'success'}>
                    {n.title}
                  </Typography.Text>
                }
                description={
                  <>
                    <div style={{ whiteSpace: 'pre-line' }}>{n.body}</div>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {formatDateTime(n.created_at)}
                    </Typography.Text>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
      <Link to="/landing/monitor" onClick={onNavigate}>
        查看监控规则与告警记录
      </Link>
    </Flex>
  );
}

/**
 * The header's monitoring bell (spec 002 §2 `/landing/monitor`): the count of unread in-app
 * notifications of the user's monitoring rules, and the latest ones, each marked read on click.
 */
export function MonitorBell() {
  const allowed = useSessionStore((s) => s.infoLoaded && s.privileges.includes(ABILITY));
  const [open, setOpen] = useState(false);
  const unread = useQuery({
    queryKey: MONITOR_KEYS.unread,
    queryFn: ({ signal }) => unreadNotifications(signal),
    enabled: allowed,
    refetchInterval: POLL_MS,
  });
  if (!allowed) return null;
  const count = unread.data?.unread ?? 0;
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      destroyOnHidden
      content={<NotificationList onNavigate={() => setOpen(false)} />}
    >
      <Badge count={count} size="small" offset={[-4, 6]}>
        <Button
          type="text"
          aria-label={count > 0 ? `监控通知（${count} 条未读）` : '监控通知'}
          icon={<AlertOutlined style={{ color: '#fff', fontSize: 16 }} />}
        />
      </Badge>
    </Popover>
  );
}
