import {
  AUTORULE_LIMITS,
  COPY_NAME_RULE_DEFAULT,
  type AutoruleAction,
  type AutoruleCopyAction,
} from '@toufang/contracts';
import { Input, InputNumber, Select } from 'antd';

/** A copy rule's settings when the action is first picked. */
export const NEW_COPY: AutoruleCopyAction = {
  copies: 1,
  name_rule: COPY_NAME_RULE_DEFAULT,
  enabled: false,
  max_per_day: 3,
};

const STATUS_OPTIONS = [
  { value: 'paused', label: '复制后暂停' },
  { value: 'enabled', label: '复制后启用' },
];

/**
 * 复制优胜广告: how many copies of each matching object a run makes, their name rule ({原名},
 * {序号}), their status when created, and the copies of one object a day at most.
 */
export function CopyActionFields({
  levelName,
  action,
  onChange,
}: {
  levelName: string;
  action: AutoruleAction;
  onChange: (a: AutoruleAction) => void;
}) {
  const copy = action.copy ?? NEW_COPY;
  const set = (patch: Partial<AutoruleCopyAction>) =>
    onChange({ ...action, copy: { ...copy, ...patch } });
  return (
    <>
      <InputNumber
        aria-label="复制份数"
        min={1}
        max={AUTORULE_LIMITS.copiesMax}
        precision={0}
        style={{ width: 190 }}
        prefix={`每个${levelName}复制`}
        suffix="份"
        value={copy.copies}
        onChange={(v) => set({ copies: v ?? 1 })}
      />
      <Input
        aria-label="命名规则"
        style={{ width: 240 }}
        prefix="命名"
        maxLength={AUTORULE_LIMITS.copyNameRuleMax}
        title="{原名} 为原名称，{序号} 为该对象的第几份复制"
        value={copy.name_rule}
        onChange={(e) => set({ name_rule: e.target.value })}
      />
      <Select
        aria-label="复制后状态"
        style={{ width: 130 }}
        value={copy.enabled ? 'enabled' : 'paused'}
        options={STATUS_OPTIONS}
        onChange={(v: string) => set({ enabled: v === 'enabled' })}
      />
      <InputNumber
        aria-label="每日复制上限"
        min={1}
        max={AUTORULE_LIMITS.copiesPerDayMax}
        precision={0}
        style={{ width: 210 }}
        prefix="同一对象每天最多"
        suffix="份"
        value={copy.max_per_day}
        onChange={(v) => set({ max_per_day: v ?? 1 })}
      />
    </>
  );
}
