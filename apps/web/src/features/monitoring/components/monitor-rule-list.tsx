import { useMutation } from '@tanstack/react-query';
import type { MonitorKind, MonitorRuleRow } from '@toufang/contracts';
import { MONITOR_KIND_LABELS, ROBOT_NAMES } from '@toufang/domain';
import { App, Button, Space, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { RowActionButton } from '../../../components/row-action-button';
import {
  ruleActionsColumn,
  ruleLastRunColumn,
  ruleNameColumn,
  ruleOwnerColumn,
  ruleStatusColumn,
  ruleSummaryColumn,
} from '../../../components/rules/rule-columns';
import { RuleListShell } from '../../../components/rules/rule-list-shell';
import { useRuleList } from '../../../components/rules/use-rule-list';
import { checkMonitor, deleteMonitor, listMonitors, MONITOR_KEYS, setMonitorStatus } from '../api';
import { MonitorEditor } from './monitor-editor';

/** The monitoring rules: sentence, where they notify, open incidents; edit, check now, delete. */
export function MonitorRuleList({
  onShowIncidents,
}: {
  onShowIncidents: (ruleId: number) => void;
}) {
  const { message } = App.useApp();
  const list = useRuleList<MonitorRuleRow>({
    queryKey: MONITOR_KEYS.rules,
    fetchPage: listMonitors,
    allKey: MONITOR_KEYS.all,
    setStatus: setMonitorStatus,
    remove: deleteMonitor,
    removed: '监控规则已删除',
  });
  const check = useMutation({
    mutationFn: checkMonitor,
    onSuccess: async (result, ruleId) => {
      await list.refresh();
      if (result.error) {
        void message.error(result.error);
        return;
      }
      void message.success(
        `已检查 ${result.checked} 个对象：${result.matching} 个满足告警条件，新告警 ${result.opened} 个，恢复 ${result.resolved} 个`,
      );
      if (result.opened > 0) onShowIncidents(ruleId);
    },
  });

  const columns: TableColumnsType<MonitorRuleRow> = [
    ruleNameColumn(150),
    {
      title: '类型',
      dataIndex: ['rule', 'watch', 'kind'],
      width: 90,
      render: (kind: MonitorKind) => MONITOR_KIND_LABELS[kind],
    },
    ruleSummaryColumn(),
    {
      title: '通知方式',
      key: 'notify',
      width: 160,
      render: (_, row) => (
        <Space size={[0, 4]} wrap>
          {row.rule.in_app && <Tag>站内</Tag>}
          {row.channels.map((c) => (
            <Tag key={c.id} color="blue">
              {ROBOT_NAMES[c.type]}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: '未恢复告警',
      dataIndex: 'open_incidents',
      width: 100,
      render: (n: number, row) =>
        n > 0 ? (
          <Button type="link" danger size="small" onClick={() => onShowIncidents(row.id)}>
            {n}
          </Button>
        ) : (
          0
        ),
    },
    ruleStatusColumn('启用监控规则', list),
    ruleOwnerColumn(100),
    ruleLastRunColumn('上次检查', 'last_checked_at'),
    ruleActionsColumn(list, {
      runNow: (row) => (
        <RowActionButton
          loading={check.isPending && check.variables === row.id}
          onClick={() => check.mutate(row.id)}
        >
          立即检查
        </RowActionButton>
      ),
      history: { label: '告警记录', open: onShowIncidents },
      deletion: { title: '确认删除该监控规则？', description: '规则的告警和通知记录一并删除' },
    }),
  ];

  return (
    <RuleListShell<MonitorRuleRow>
      list={list}
      create={{ label: '新建监控规则' }}
      columns={columns}
      scrollX={1300}
      emptyText="暂无监控规则，点击「新建监控规则」在投放异常时收到通知"
      editor={(row, close) => <MonitorEditor row={row} onClose={close} />}
    />
  );
}
