import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Space, Spin, Switch, Typography } from 'antd';
import { convertCfgKey, fetchConvertCfg, updateConvertStatus } from '../api';

/**
 * 回传的转化事件 (`/convert/cfg`, `/convert/updatestatus`): which of the medium's conversions the
 * base reports back; a push makes only those switched on, at least one stays on.
 */
export function ConversionConfig({ baseId }: { baseId: number }) {
  const client = useQueryClient();
  const cfg = useQuery({
    queryKey: convertCfgKey(baseId),
    queryFn: ({ signal }) => fetchConvertCfg(baseId, signal),
  });
  const update = useMutation({
    mutationFn: updateConvertStatus,
    onSuccess: (data) => client.setQueryData(convertCfgKey(baseId), data),
  });
  if (cfg.isLoading) return <Spin size="small" />;
  const events = cfg.data?.events ?? [];
  const left = events.filter((e) => e.enabled).length;
  return (
    <div>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        之后推送到账户时只创建开启回传的转化事件；已推送的账户保留已创建的事件。
      </Typography.Paragraph>
      <Space size="large" wrap>
        {events.map((event) => (
          <Space key={event.type} size="small">
            <Switch
              aria-label={`回传${event.label}`}
              checked={event.enabled}
              loading={update.isPending && update.variables?.event_type === event.type}
              disabled={event.enabled && left === 1}
              onChange={(enabled) =>
                update.mutate({ base_id: baseId, event_type: event.type, enabled })
              }
            />
            <span>
              {event.label}
              <Typography.Text type="secondary">（{event.type}）</Typography.Text>
            </span>
          </Space>
        ))}
      </Space>
      {left === 1 ? (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 8 }}
          message="转化基础至少回传一个转化事件"
        />
      ) : null}
    </div>
  );
}
