import { useMutation } from '@tanstack/react-query';
import type { AutoruleRow } from '@toufang/contracts';
import type { AutoruleMedium } from '@toufang/domain';
import { App, Popconfirm, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
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
import { AUTORULE_KEYS, deleteRule, listRules, setRuleStatus, submitRule } from '../api';
import { OwnerSelect } from './owner-select';
import { RuleEditor } from './rule-editor';

/** The rules of a medium: sentence, status, owner, last run; edit, run now, delete. */
export function RuleList({
  medium,
  onShowRuns,
}: {
  medium: AutoruleMedium;
  /** Opens the run history of a rule. */
  onShowRuns: (ruleId: number) => void;
}) {
  const { message } = App.useApp();
  const [uid, setUid] = useState<number | undefined>();
  const list = useRuleList<AutoruleRow>({
    queryKey: AUTORULE_KEYS.rules(medium),
    fetchPage: (params, signal) => listRules({ ...params, platform: medium }, signal),
    filters: { uid },
    allKey: AUTORULE_KEYS.all,
    setStatus: setRuleStatus,
    remove: deleteRule,
    removed: '规则已删除',
  });
  const run = useMutation({
    mutationFn: submitRule,
    onSuccess: async (result, ruleId) => {
      await list.refresh();
      void message.success(
        `已执行：检查 ${result.checked} 个对象，满足条件 ${result.matched} 个，执行 ${result.acted} 个`,
      );
      onShowRuns(ruleId);
    },
  });

  const running = (id: number) => run.isPending && run.variables === id;

  const columns: TableColumnsType<AutoruleRow> = [
    ruleNameColumn(160),
    ruleSummaryColumn((row) =>
      row.conflicts.map((c) => (
        <Typography.Text key={c.rule_id} type="warning" style={{ fontSize: 12 }}>
          ⚠ {c.message}
        </Typography.Text>
      )),
    ),
    ruleStatusColumn('启用规则', list),
    ruleOwnerColumn(110),
    ruleLastRunColumn('上次执行', 'last_run_at'),
    ruleActionsColumn(list, {
      runNow: (row) => (
        <Popconfirm
          title="立即执行该规则？"
          description="满足条件的对象会立即被修改"
          okText="执行"
          cancelText="取消"
          onConfirm={() => run.mutate(row.id)}
        >
          {/* The run ends by opening the run history. A loading icon whose exit animation
              starts in a hidden tab never finishes and stays in the button (and its name), so
              the button is a fresh one once the run is over. */}
          <RowActionButton key={running(row.id) ? 'running' : 'idle'} loading={running(row.id)}>
            立即执行
          </RowActionButton>
        </Popconfirm>
      ),
      history: { label: '执行记录', open: onShowRuns },
      deletion: {
        title: '确认删除该规则？',
        description: '规则的执行记录一并删除，已做的修改不会撤销',
      },
    }),
  ];

  return (
    <RuleListShell<AutoruleRow>
      list={list}
      filters={<OwnerSelect medium={medium} value={uid} onChange={setUid} />}
      create={{ label: '新建规则', hint: '按条件自动暂停、启用或调整预算和出价' }}
      columns={columns}
      scrollX={1200}
      emptyText="暂无规则，点击「新建规则」让系统按条件自动处理广告"
      editor={(row, close) => <RuleEditor medium={medium} row={row} onClose={close} />}
    />
  );
}
