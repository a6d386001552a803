import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AutoruleAction,
  AutoruleDefinition,
  AutoruleDryRunAnswer,
  AutoruleGuardrails,
  AutoruleRow,
  AutoruleStatus,
} from '@toufang/contracts';
import {
  ACTION_LABELS,
  AUTORULE_MEDIUM_DEFS,
  ruleSummary,
  type AutoruleMedium,
  type RuleLevel,
} from '@toufang/domain';
import { App, Button, Checkbox, DatePicker, Divider, Flex, Form, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { RuleEditorDrawer } from '../../../components/rules/rule-editor-drawer';
import { ScheduleFields } from '../../../components/rules/schedule-fields';
import { AUTORULE_KEYS, dryRun, saveRule } from '../api';
import { draftProblems, newRule } from '../rule-draft';
import { CompleteHoursField } from './complete-hours-field';
import { ConditionsBuilder } from './conditions-builder';
import { DryRunPreview } from './dry-run-preview';
import { ScopeFields } from './scope-fields';
import { CopyActionFields, NEW_COPY } from './copy-action-fields';
import { TemplateActionFields } from './template-action-fields';

const VALUE_MODES = [
  { value: 'increase', label: '提高（%）' },
  { value: 'decrease', label: '降低（%）' },
  { value: 'set', label: '设为（元）' },
];

function ActionFields({
  medium,
  level,
  action,
  onChange,
}: {
  medium: AutoruleMedium;
  level: RuleLevel;
  action: AutoruleAction;
  onChange: (a: AutoruleAction) => void;
}) {
  const levelDef = AUTORULE_MEDIUM_DEFS[medium].levels[level];
  const actions = levelDef?.actions ?? [];
  const valued = action.type === 'budget' || action.type === 'bid';
  return (
    <Form.Item label="执行动作">
      <Flex gap={8} wrap align="center">
        <Select
          aria-label="执行动作"
          style={{ width: 200 }}
          value={action.type}
          options={actions.map((a) => ({ value: a, label: ACTION_LABELS[a] }))}
          onChange={(type) =>
            onChange({
              ...action,
              type,
              ...(type === 'budget' || type === 'bid'
                ? { mode: action.mode ?? 'increase', value: action.value ?? 10 }
                : { mode: null, value: null }),
              template: type === 'create' ? (action.template ?? null) : null,
              copy: type === 'copy' ? (action.copy ?? NEW_COPY) : null,
            })
          }
        />
        {action.type === 'copy' && levelDef && (
          <CopyActionFields levelName={levelDef.name} action={action} onChange={onChange} />
        )}
        {action.type === 'create' && levelDef?.creationFamily && (
          <TemplateActionFields
            family={levelDef.creationFamily}
            levelName={levelDef.name}
            action={action}
            onChange={onChange}
          />
        )}
        {valued && (
          <>
            <Select
              aria-label="调整方式"
              style={{ width: 120 }}
              value={action.mode ?? 'increase'}
              options={VALUE_MODES}
              onChange={(mode) => onChange({ ...action, mode })}
            />
            <InputNumber
              aria-label="调整幅度"
              min={0}
              style={{ width: 120 }}
              value={action.value}
              suffix={action.mode === 'set' ? '元' : '%'}
              onChange={(v) => onChange({ ...action, value: v })}
            />
          </>
        )}
        {action.type !== 'notify' && (
          <Checkbox
            checked={action.notify}
            onChange={(e) => onChange({ ...action, notify: e.target.checked })}
          >
            同时通知负责人
          </Checkbox>
        )}
      </Flex>
    </Form.Item>
  );
}

function GuardrailFields({
  rule,
  onChange,
}: {
  rule: AutoruleDefinition;
  onChange: (g: AutoruleGuardrails) => void;
}) {
  const g = rule.guardrails;
  const valued = rule.action.type === 'budget' || rule.action.type === 'bid';
  const num = (label: string, key: keyof AutoruleGuardrails, suffix: string, min = 0) => (
    <Form.Item label={label}>
      <InputNumber
        aria-label={label}
        min={min}
        precision={0}
        style={{ width: 160 }}
        suffix={suffix}
        value={g[key]}
        onChange={(v) => onChange({ ...g, [key]: v ?? min })}
      />
    </Form.Item>
  );
  return (
    <Flex gap={16} wrap>
      {num('同一对象冷却', 'cooldown_minutes', '分钟')}
      {num('每天最多执行', 'max_runs_per_day', '次', 1)}
      {rule.action.type === 'copy'
        ? num('单次最多复制', 'max_objects_per_run', '份', 1)
        : num('单次最多改动', 'max_objects_per_run', '个对象', 1)}
      {valued && (
        <>
          <Form.Item label="不高于">
            <InputNumber
              aria-label="不高于"
              min={0}
              style={{ width: 140 }}
              suffix="元"
              value={g.max_value}
              onChange={(v) => onChange({ ...g, max_value: v })}
            />
          </Form.Item>
          <Form.Item label="不低于">
            <InputNumber
              aria-label="不低于"
              min={0}
              style={{ width: 140 }}
              suffix="元"
              value={g.min_value}
              onChange={(v) => onChange({ ...g, min_value: v })}
            />
          </Form.Item>
        </>
      )}
    </Flex>
  );
}

/**
 * A rule's editor (spec 001 §2 自动规则): scope, conditions, action, schedule and guardrails, the
 * rule's sentence and problems as it is edited, and 试运行, which shows what it would do now.
 */
export function RuleEditor({
  medium,
  row,
  onClose,
}: {
  medium: AutoruleMedium;
  /** The rule being changed; none for a new one. */
  row: AutoruleRow | null;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [rule, setRule] = useState<AutoruleDefinition>(() => row?.rule ?? newRule(medium));
  const [status, setStatus] = useState<AutoruleStatus>(row?.status ?? 'enabled');
  const [preview, setPreview] = useState<AutoruleDryRunAnswer | null>(null);
  const problems = draftProblems(rule);
  const change = (patch: Partial<AutoruleDefinition>) => {
    setRule((r) => ({ ...r, ...patch }));
    setPreview(null);
  };
  const body = { ...(row ? { id: row.id } : {}), rule };
  const trial = useMutation({ mutationFn: () => dryRun(body), onSuccess: setPreview });
  const save = useMutation({
    mutationFn: () => saveRule({ ...body, status }),
    onSuccess: async (saved) => {
      await client.invalidateQueries({ queryKey: AUTORULE_KEYS.all });
      void message.success(
        saved.conflicts.length > 0 ? '规则已保存，但与其他规则存在冲突' : '规则已保存',
      );
      onClose();
    },
  });
  const level = rule.scope.level;
  const schedule = rule.schedule;

  return (
    <RuleEditorDrawer
      width={960}
      title={
        row ? `编辑规则：${row.rule.name}` : `新建自动规则（${AUTORULE_MEDIUM_DEFS[medium].name}）`
      }
      status={status}
      onStatusChange={setStatus}
      statusLabel="启用规则"
      enabledHint="保存后按计划运行"
      problems={problems}
      summary={() => <span data-testid="rule-summary">{ruleSummary(rule)}</span>}
      name={rule.name}
      onNameChange={(name) => change({ name })}
      actions={
        <Button
          disabled={problems.length > 0}
          loading={trial.isPending}
          onClick={() => trial.mutate()}
        >
          试运行
        </Button>
      }
      saving={save.isPending}
      onSave={() => save.mutate()}
      onClose={onClose}
      footnote={
        preview && (
          <>
            <Divider titlePlacement="start">试运行结果</Divider>
            <DryRunPreview answer={preview} />
          </>
        )
      }
    >
      <Divider titlePlacement="start">监控范围</Divider>
      <ScopeFields
        medium={medium}
        scope={rule.scope}
        onChange={(scope) => {
          const actions = AUTORULE_MEDIUM_DEFS[medium].levels[scope.level]?.actions ?? [];
          const action = actions.includes(rule.action.type)
            ? rule.action
            : { type: 'pause' as const, mode: null, value: null, notify: rule.action.notify };
          change({ scope, action });
        }}
      />
      <Divider titlePlacement="start">条件</Divider>
      <ConditionsBuilder
        value={rule.conditions}
        onChange={(conditions) => change({ conditions })}
      />
      <CompleteHoursField
        medium={medium}
        style={{ marginTop: 12 }}
        checked={rule.complete_hours_only}
        onChange={(complete_hours_only) => change({ complete_hours_only })}
      />
      <Divider titlePlacement="start">动作</Divider>
      <ActionFields
        medium={medium}
        level={level}
        action={rule.action}
        onChange={(action) => change({ action })}
      />
      <Divider titlePlacement="start">执行计划</Divider>
      <ScheduleFields
        schedule={schedule}
        onChange={(next) => change({ schedule: next })}
        frequencyLabel="频率"
        timeLabel="执行时间"
      >
        <Form.Item label="生效日期" extra="不选则长期有效">
          <DatePicker.RangePicker
            aria-label="生效日期"
            allowEmpty={[true, true]}
            value={[
              schedule.start_date ? dayjs(schedule.start_date) : null,
              schedule.end_date ? dayjs(schedule.end_date) : null,
            ]}
            onChange={(range) =>
              change({
                schedule: {
                  ...schedule,
                  start_date: range?.[0]?.format('YYYY-MM-DD') ?? null,
                  end_date: range?.[1]?.format('YYYY-MM-DD') ?? null,
                },
              })
            }
          />
        </Form.Item>
      </ScheduleFields>
      <Divider titlePlacement="start">保护措施</Divider>
      <GuardrailFields rule={rule} onChange={(guardrails) => change({ guardrails })} />
    </RuleEditorDrawer>
  );
}
