import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MonitorDefinition, MonitorRuleRow, MonitorStatus } from '@toufang/contracts';
import { monitorSummary } from '@toufang/domain';
import { App, Checkbox, Divider, Form } from 'antd';
import { useState } from 'react';
import { RuleEditorDrawer } from '../../../components/rules/rule-editor-drawer';
import { ScheduleFields } from '../../../components/rules/schedule-fields';
import { MONITOR_KEYS, saveMonitor } from '../api';
import { draftProblems, newMonitor } from '../monitor-draft';
import { ChannelFields, channelInputs, draftOf, type ChannelDraft } from './channel-fields';
import { WatchFields } from './watch-fields';

/** Creates or changes a monitoring rule: what it watches, when, and whom it tells. */
export function MonitorEditor({
  row,
  onClose,
}: {
  row: MonitorRuleRow | null;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [rule, setRule] = useState<MonitorDefinition>(() => row?.rule ?? newMonitor());
  const [status, setStatus] = useState<MonitorStatus>(row?.status ?? 'enabled');
  const [channels, setChannels] = useState<ChannelDraft[]>(() =>
    (row?.channels ?? []).map(draftOf),
  );
  const problems = draftProblems(rule);
  const change = (patch: Partial<MonitorDefinition>) => setRule((r) => ({ ...r, ...patch }));
  const save = useMutation({
    mutationFn: () =>
      saveMonitor({
        ...(row ? { id: row.id } : {}),
        status,
        rule,
        channels: channelInputs(channels),
      }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: MONITOR_KEYS.all });
      void message.success('监控规则已保存');
      onClose();
    },
  });

  return (
    <RuleEditorDrawer
      width={900}
      title={row ? `编辑监控规则：${row.rule.name}` : '新建监控规则'}
      status={status}
      onStatusChange={setStatus}
      statusLabel="启用监控规则"
      enabledHint="保存后按计划检查"
      problems={problems}
      summary={() => (
        <span data-testid="monitor-summary">
          {monitorSummary(
            rule,
            channels.map((c) => c.type),
          )}
        </span>
      )}
      name={rule.name}
      onNameChange={(name) => change({ name })}
      saving={save.isPending}
      onSave={() => save.mutate()}
      onClose={onClose}
    >
      <Divider titlePlacement="start">监控内容</Divider>
      <WatchFields watch={rule.watch} onChange={(watch) => change({ watch })} />
      <Divider titlePlacement="start">检查计划</Divider>
      <ScheduleFields
        schedule={rule.schedule}
        onChange={(schedule) => change({ schedule })}
        frequencyLabel="检查频率"
        timeLabel="检查时间"
      />
      <Divider titlePlacement="start">通知方式</Divider>
      <Form.Item extra="告警和恢复各通知一次；同一对象的告警恢复之前不重复通知">
        <Checkbox checked={rule.in_app} onChange={(e) => change({ in_app: e.target.checked })}>
          站内通知（页面右上角的提醒）
        </Checkbox>
      </Form.Item>
      <ChannelFields value={channels} onChange={setChannels} />
    </RuleEditorDrawer>
  );
}
