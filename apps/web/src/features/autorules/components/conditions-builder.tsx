import {
  AUTORULE_LIMITS,
  AUTORULE_OPERATORS,
  AUTORULE_WINDOWS,
  type AutoruleCondition,
  type AutoruleConditions,
  type AutoruleWindow,
} from '@toufang/contracts';
import { METRIC_KEYS, OPERATOR_SIGNS, RULE_METRICS, WINDOW_LABELS } from '@toufang/domain';
import { Button, Card, Flex, InputNumber, Radio, Select, Typography } from 'antd';
import { NEW_CONDITION } from '../rule-draft';

const METRIC_OPTIONS = METRIC_KEYS.map((k) => ({ value: k, label: RULE_METRICS[k].label }));
const WINDOW_OPTIONS = AUTORULE_WINDOWS.map((w) => ({ value: w, label: WINDOW_LABELS[w] }));
const OPERATOR_OPTIONS = AUTORULE_OPERATORS.map((o) => ({ value: o, label: OPERATOR_SIGNS[o] }));
const JOIN_OPTIONS = [
  { value: 'and', label: '全部满足' },
  { value: 'or', label: '任一满足' },
];
const UNIT_SUFFIX = { yuan: '元', percent: '%', count: '', ratio: '' } as const;
/** The hours a 近N小时 window starts with. */
const DEFAULT_HOURS = 6;

/** A condition moved to another window: 近N小时 brings its hours, the others drop them. */
function withWindow(condition: AutoruleCondition, window: AutoruleWindow): AutoruleCondition {
  const { hours, ...rest } = condition;
  return window === 'last_hours'
    ? { ...rest, window, hours: hours ?? DEFAULT_HOURS }
    : { ...rest, window };
}

function ConditionRow({
  condition,
  index,
  onChange,
  onRemove,
}: {
  condition: AutoruleCondition;
  index: number;
  onChange: (c: AutoruleCondition) => void;
  onRemove?: () => void;
}) {
  const metric = RULE_METRICS[condition.metric as keyof typeof RULE_METRICS];
  return (
    <Flex gap={8} align="center" wrap>
      <Select
        aria-label={`时间范围${index + 1}`}
        style={{ width: 96 }}
        value={condition.window}
        options={WINDOW_OPTIONS}
        onChange={(window) => onChange(withWindow(condition, window))}
      />
      {condition.window === 'last_hours' && (
        <InputNumber
          aria-label={`小时数${index + 1}`}
          style={{ width: 110 }}
          min={AUTORULE_LIMITS.windowHoursMin}
          max={AUTORULE_LIMITS.windowHoursMax}
          precision={0}
          prefix="近"
          suffix="小时"
          value={condition.hours ?? null}
          onChange={(hours) => onChange({ ...condition, hours })}
        />
      )}
      <Select
        aria-label={`指标${index + 1}`}
        style={{ width: 140 }}
        value={condition.metric}
        options={METRIC_OPTIONS}
        onChange={(m) => onChange({ ...condition, metric: m })}
      />
      <Select
        aria-label={`比较${index + 1}`}
        style={{ width: 64 }}
        value={condition.operator}
        options={OPERATOR_OPTIONS}
        onChange={(operator) => onChange({ ...condition, operator })}
      />
      <InputNumber
        aria-label={`阈值${index + 1}`}
        style={{ width: 140 }}
        min={0}
        value={condition.value}
        suffix={metric ? UNIT_SUFFIX[metric.unit] : undefined}
        onChange={(v) => onChange({ ...condition, value: v ?? 0 })}
      />
      {onRemove && (
        <Button type="link" size="small" onClick={onRemove}>
          删除
        </Button>
      )}
    </Flex>
  );
}

/** AND/OR groups of conditions, and the spend below which nothing is judged. */
export function ConditionsBuilder({
  value,
  onChange,
}: {
  value: AutoruleConditions;
  onChange: (v: AutoruleConditions) => void;
}) {
  const setGroup = (g: number, patch: Partial<AutoruleConditions['groups'][number]>) =>
    onChange({ ...value, groups: value.groups.map((x, i) => (i === g ? { ...x, ...patch } : x)) });
  return (
    <Flex vertical gap={8}>
      {value.groups.length > 1 && (
        <Flex gap={8} align="center">
          <Typography.Text>条件组之间</Typography.Text>
          <Radio.Group
            aria-label="条件组关系"
            optionType="button"
            size="small"
            value={value.join}
            options={JOIN_OPTIONS}
            onChange={(e) => onChange({ ...value, join: e.target.value as 'and' | 'or' })}
          />
        </Flex>
      )}
      {value.groups.map((group, g) => (
        <Card
          key={g}
          size="small"
          title={
            <Flex gap={8} align="center">
              <span>条件组 {g + 1}</span>
              <Radio.Group
                aria-label={`条件组${g + 1}关系`}
                optionType="button"
                size="small"
                value={group.join}
                options={JOIN_OPTIONS}
                onChange={(e) => setGroup(g, { join: e.target.value as 'and' | 'or' })}
              />
            </Flex>
          }
          extra={
            value.groups.length > 1 && (
              <Button
                type="link"
                size="small"
                onClick={() =>
                  onChange({ ...value, groups: value.groups.filter((_, i) => i !== g) })
                }
              >
                删除条件组
              </Button>
            )
          }
        >
          <Flex vertical gap={8}>
            {group.conditions.map((c, i) => (
              <ConditionRow
                key={i}
                index={i}
                condition={c}
                onChange={(next) =>
                  setGroup(g, { conditions: group.conditions.map((x, j) => (j === i ? next : x)) })
                }
                {...(group.conditions.length > 1
                  ? {
                      onRemove: () =>
                        setGroup(g, { conditions: group.conditions.filter((_, j) => j !== i) }),
                    }
                  : {})}
              />
            ))}
            <Button
              size="small"
              style={{ alignSelf: 'flex-start' }}
              onClick={() => setGroup(g, { conditions: [...group.conditions, NEW_CONDITION] })}
            >
              添加条件
            </Button>
          </Flex>
        </Card>
      ))}
      <Flex gap={8} align="center" wrap>
        <Button
          size="small"
          onClick={() =>
            onChange({
              ...value,
              groups: [...value.groups, { join: 'and', conditions: [NEW_CONDITION] }],
            })
          }
        >
          添加条件组
        </Button>
        <Typography.Text>时间范围内消耗满</Typography.Text>
        <InputNumber
          aria-label="判断门槛"
          min={0}
          style={{ width: 120 }}
          value={value.min_spend}
          suffix="元"
          onChange={(v) => onChange({ ...value, min_spend: v ?? 0 })}
        />
        <Typography.Text>才判断</Typography.Text>
      </Flex>
    </Flex>
  );
}
