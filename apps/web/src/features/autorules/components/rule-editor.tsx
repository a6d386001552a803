import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AUTORULE_FREQUENCIES,
  AUTORULE_SCOPE_KINDS,
  type AutoruleAction,
  type AutoruleDefinition,
  type AutoruleDryRunAnswer,
  type AutoruleGuardrails,
  type AutoruleRow,
  type AutoruleScope,
  type AutoruleStatus,
} from '@toufang/contracts';
import {
  ACTION_LABELS,
  AUTORULE_MEDIUM_DEFS,
  FREQUENCY_LABELS,
  ruleSummary,
  SCOPE_KIND_LABELS,
  type AutoruleMedium,
  type RuleLevel,
} from '@toufang/domain';
import {
  Alert,
  App,
  Button,
  Checkbox,
  DatePicker,
  Divider,
  Drawer,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Switch,
  TimePicker,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { AdvertiserPicker } from '../../../components/advertiser-picker/advertiser-picker';
import { AUTORULE_KEYS, dryRun, saveRule } from '../api';
import { draftProblems, newRule, parseIds } from '../rule-draft';
import { ConditionsBuilder } from './conditions-builder';
import { DryRunPreview } from './dry-run-preview';

const VALUE_MODES = [
  { value: 'increase', label: '提高（%）' },
  { value: 'decrease', label: '降低（%）' },
  { value: 'set', label: '设为（元）' },
];

function ScopeFields({
  medium,
  scope,
  onChange,
}: {
  medium: AutoruleMedium;
  scope: AutoruleScope;
  onChange: (s: AutoruleScope) => void;
}) {
  const def = AUTORULE_MEDIUM_DEFS[medium];
  const levels = ([1, 2] as RuleLevel[]).flatMap((l) => {
    const level = def.levels[l];
    return level ? [{ value: l, label: level.name }] : [];
  });
  const [idsText, setIdsText] = useState(scope.object_ids.join('\n'));
  return (
    <>
      <Form.Item label="对象层级">
        <Radio.Group
          aria-label="对象层级"
          value={scope.level}
          options={levels}
          onChange={(e) => onChange({ ...scope, level: e.target.value as RuleLevel })}
        />
      </Form.Item>
      <Form.Item label="作用范围">
        <Radio.Group
          aria-label="作用范围"
          value={scope.kind}
          options={AUTORULE_SCOPE_KINDS.map((k) => ({ value: k, label: SCOPE_KIND_LABELS[k] }))}
          onChange={(e) => onChange({ ...scope, kind: e.target.value as AutoruleScope['kind'] })}
        />
      </Form.Item>
      {(scope.kind === 'accounts' || scope.kind === 'filter') && (
        <Form.Item
          label="账户"
          extra={
            scope.kind === 'filter'
              ? '不选账户时，筛选我负责的全部账户'
              : '账户下以后新建的对象也会被检查'
          }
        >
          <AdvertiserPicker
            platform={medium}
            width="100%"
            value={scope.advertiser_ids}
            onChange={(ids) => onChange({ ...scope, advertiser_ids: ids })}
            aria-label="监控账户"
          />
        </Form.Item>
      )}
      {scope.kind === 'objects' && (
        <Form.Item label="对象ID" extra="每行一个，也可用逗号或空格分隔">
          <Input.TextArea
            aria-label="对象ID"
            rows={3}
            value={idsText}
            onChange={(e) => {
              setIdsText(e.target.value);
              onChange({ ...scope, object_ids: parseIds(e.target.value) });
            }}
          />
        </Form.Item>
      )}
      {scope.kind === 'filter' && (
        <Form.Item label="名称包含">
          <Input
            aria-label="名称关键词"
            value={scope.name_contains}
            onChange={(e) => onChange({ ...scope, name_contains: e.target.value })}
          />
        </Form.Item>
      )}
    </>
  );
}

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
  const actions = AUTORULE_MEDIUM_DEFS[medium].levels[level]?.actions ?? [];
  const valued = action.type === 'budget' || action.type === 'bid';
  return (
    <Form.Item label="执行动作">
      <Flex gap={8} wrap align="center">
        <Select
          aria-label="执行动作"
          style={{ width: 140 }}
          value={action.type}
          options={actions.map((a) => ({ value: a, label: ACTION_LABELS[a] }))}
          onChange={(type) =>
            onChange({
              ...action,
              type,
              ...(type === 'budget' || type === 'bid'
                ? { mode: action.mode ?? 'increase', value: action.value ?? 10 }
                : { mode: null, value: null }),
            })
          }
        />
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
      {num('单次最多改动', 'max_objects_per_run', '个对象', 1)}
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
    <Drawer
      open
      width={960}
      title={
        row ? `编辑规则：${row.rule.name}` : `新建自动规则（${AUTORULE_MEDIUM_DEFS[medium].name}）`
      }
      onClose={onClose}
      destroyOnHidden
      footer={
        <Flex justify="space-between" align="center">
          <Space>
            <Switch
              checked={status === 'enabled'}
              onChange={(on) => setStatus(on ? 'enabled' : 'disabled')}
              aria-label="启用规则"
            />
            <span>{status === 'enabled' ? '保存后按计划运行' : '保存为停用'}</span>
          </Space>
          <Space>
            <Button onClick={onClose}>取消</Button>
            <Button
              disabled={problems.length > 0}
              loading={trial.isPending}
              onClick={() => trial.mutate()}
            >
              试运行
            </Button>
            <Button
              type="primary"
              disabled={problems.length > 0}
              loading={save.isPending}
              onClick={() => save.mutate()}
            >
              保存
            </Button>
          </Space>
        </Flex>
      }
    >
      <Form layout="vertical" component="div">
        <Alert
          type={problems.length > 0 ? 'warning' : 'success'}
          showIcon
          style={{ marginBottom: 16 }}
          message={problems.length > 0 ? '规则尚未完整' : '规则说明'}
          description={
            problems.length > 0 ? (
              <ul style={{ margin: 0, paddingLeft: 18 }}>
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            ) : (
              <span data-testid="rule-summary">{ruleSummary(rule)}</span>
            )
          }
        />
        <Form.Item label="规则名称" required>
          <Input
            aria-label="规则名称"
            maxLength={50}
            showCount
            value={rule.name}
            onChange={(e) => change({ name: e.target.value })}
          />
        </Form.Item>
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
        <Form.Item style={{ marginTop: 12 }}>
          <Checkbox
            checked={rule.complete_hours_only}
            onChange={(e) => change({ complete_hours_only: e.target.checked })}
          >
            只按完整小时的数据判断（{AUTORULE_MEDIUM_DEFS[medium].name}报表约延迟{' '}
            {AUTORULE_MEDIUM_DEFS[medium].reportingLagHours} 小时，转化会晚到）
          </Checkbox>
        </Form.Item>
        <Divider titlePlacement="start">动作</Divider>
        <ActionFields
          medium={medium}
          level={level}
          action={rule.action}
          onChange={(action) => change({ action })}
        />
        <Divider titlePlacement="start">执行计划</Divider>
        <Flex gap={16} wrap>
          <Form.Item label="频率">
            <Select
              aria-label="频率"
              style={{ width: 140 }}
              value={schedule.frequency}
              options={AUTORULE_FREQUENCIES.map((f) => ({ value: f, label: FREQUENCY_LABELS[f] }))}
              onChange={(frequency) =>
                change({
                  schedule: {
                    ...schedule,
                    frequency,
                    at: frequency === 'daily' ? (schedule.at ?? '09:00') : null,
                  },
                })
              }
            />
          </Form.Item>
          {schedule.frequency === 'daily' && (
            <Form.Item label="执行时间">
              <TimePicker
                aria-label="执行时间"
                format="HH:mm"
                minuteStep={5}
                allowClear={false}
                value={schedule.at ? dayjs(schedule.at, 'HH:mm') : null}
                onChange={(t) =>
                  change({ schedule: { ...schedule, at: t ? t.format('HH:mm') : null } })
                }
              />
            </Form.Item>
          )}
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
        </Flex>
        <Divider titlePlacement="start">保护措施</Divider>
        <GuardrailFields rule={rule} onChange={(guardrails) => change({ guardrails })} />
      </Form>
      {preview && (
        <>
          <Divider titlePlacement="start">试运行结果</Divider>
          <DryRunPreview answer={preview} />
        </>
      )}
    </Drawer>
  );
}
