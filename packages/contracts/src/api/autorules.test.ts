import { describe, expect, it } from 'vitest';
import {
  AUTORULE_LIMITS as L,
  AutoruleDefinitionSchema,
  type AutoruleDefinition,
} from './autorules';

const valid: AutoruleDefinition = {
  name: '规则',
  medium: 'bytedance',
  scope: { level: 2, kind: 'all', advertiser_ids: [], object_ids: [], name_contains: '' },
  conditions: {
    join: 'and',
    groups: [
      { join: 'and', conditions: [{ metric: 'cost', operator: 'gt', value: 1, window: 'today' }] },
    ],
    min_spend: 0,
  },
  action: { type: 'pause', mode: null, value: null, notify: false },
  schedule: { frequency: 'hourly', at: null, start_date: null, end_date: null },
  guardrails: {
    cooldown_minutes: 0,
    max_runs_per_day: 1,
    max_objects_per_run: 1,
    max_value: null,
    min_value: null,
  },
  complete_hours_only: true,
};

/** The first message the schema gives for the rule with `patch` applied, or undefined. */
function messageOf(patch: (r: AutoruleDefinition) => void): string | undefined {
  const rule = JSON.parse(JSON.stringify(valid)) as AutoruleDefinition;
  patch(rule);
  const result = AutoruleDefinitionSchema.safeParse(rule);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const condition = valid.conditions.groups[0]!.conditions[0]!;

describe('AutoruleDefinitionSchema limits', () => {
  it('accepts the valid rule and every limit itself', () => {
    expect(messageOf(() => undefined)).toBeUndefined();
    expect(
      messageOf((r) => {
        r.name = 'x'.repeat(L.nameMax);
        r.guardrails = {
          cooldown_minutes: L.cooldownMinutesMax,
          max_runs_per_day: L.runsPerDayMax,
          max_objects_per_run: L.objectsPerRunMax,
          max_value: L.amountMax,
          min_value: 0.01,
        };
        r.conditions.min_spend = L.minSpendMax;
        r.action = {
          type: 'create',
          mode: null,
          value: null,
          notify: false,
          template: { id: 7, name: '模板', keep_running: L.keepRunningMax },
        };
      }),
    ).toBeUndefined();
    for (const hours of [L.windowHoursMin, L.windowHoursMax]) {
      expect(
        messageOf((r) => {
          r.conditions.groups[0]!.conditions[0] = { ...condition, window: 'last_hours', hours };
        }),
      ).toBeUndefined();
    }
  });

  it.each<[string, (r: AutoruleDefinition) => void, string]>([
    ['empty name', (r) => (r.name = ' '), '请输入规则名称'],
    ['long name', (r) => (r.name = 'x'.repeat(L.nameMax + 1)), `规则名称最多 ${L.nameMax} 个字符`],
    ['no group', (r) => (r.conditions.groups = []), '请至少添加一个条件'],
    [
      'too many groups',
      (r) => (r.conditions.groups = Array(L.groupsMax + 1).fill(valid.conditions.groups[0])),
      `最多 ${L.groupsMax} 个条件组`,
    ],
    [
      'empty group',
      (r) => (r.conditions.groups = [{ join: 'and', conditions: [] }]),
      '每组至少一个条件',
    ],
    [
      'too many conditions',
      (r) =>
        (r.conditions.groups = [
          { join: 'and', conditions: Array(L.conditionsPerGroupMax + 1).fill(condition) },
        ]),
      `每组最多 ${L.conditionsPerGroupMax} 个条件`,
    ],
    [
      'negative threshold',
      (r) => (r.conditions.groups[0]!.conditions[0]!.value = -1),
      '阈值不能为负数',
    ],
    [
      'huge threshold',
      (r) => (r.conditions.groups[0]!.conditions[0]!.value = L.thresholdMax + 1),
      `阈值最多 ${L.thresholdMax}`,
    ],
    ...([0, L.windowHoursMax + 1, 2.5] as const).map(
      (hours): [string, (r: AutoruleDefinition) => void, string] => [
        `${hours} hours`,
        (r) =>
          (r.conditions.groups[0]!.conditions[0] = { ...condition, window: 'last_hours', hours }),
        `近N小时的小时数应为 ${L.windowHoursMin}–${L.windowHoursMax} 的整数`,
      ],
    ),
    ['negative min spend', (r) => (r.conditions.min_spend = -1), '判断门槛不能为负数'],
    [
      'huge min spend',
      (r) => (r.conditions.min_spend = L.minSpendMax + 1),
      `判断门槛最多 ${L.minSpendMax} 元`,
    ],
    [
      'too many accounts',
      (r) => (r.scope.advertiser_ids = Array(L.advertisersMax + 1).fill('1')),
      `最多选择 ${L.advertisersMax} 个账户`,
    ],
    [
      'too many ids',
      (r) => (r.scope.object_ids = Array(L.objectIdsMax + 1).fill('1')),
      `最多填写 ${L.objectIdsMax} 个ID`,
    ],
    ['bad id', (r) => (r.scope.object_ids = ['abc']), 'ID应为数字'],
    [
      'long keyword',
      (r) => (r.scope.name_contains = 'x'.repeat(L.keywordMax + 1)),
      `名称关键词最多 ${L.keywordMax} 个字符`,
    ],
    [
      'zero amount',
      (r) => (r.action = { type: 'bid', mode: 'set', value: 0, notify: false }),
      '调整幅度应大于 0',
    ],
    [
      'huge amount',
      (r) => (r.action = { type: 'bid', mode: 'set', value: L.amountMax + 1, notify: false }),
      `调整幅度最多 ${L.amountMax}`,
    ],
    [
      'bad time',
      (r) => (r.schedule = { ...r.schedule, frequency: 'daily', at: '24:00' }),
      '执行时间格式应为 HH:mm',
    ],
    ['bad date', (r) => (r.schedule.start_date = '2026/1/1'), '开始日期格式应为 YYYY-MM-DD'],
    ['negative cooldown', (r) => (r.guardrails.cooldown_minutes = -1), '冷却时间不能为负数'],
    [
      'long cooldown',
      (r) => (r.guardrails.cooldown_minutes = L.cooldownMinutesMax + 1),
      `冷却时间最多 ${L.cooldownMinutesMax} 分钟（7 天）`,
    ],
    ['no runs', (r) => (r.guardrails.max_runs_per_day = 0), '每日最多执行次数至少 1 次'],
    [
      'too many runs',
      (r) => (r.guardrails.max_runs_per_day = L.runsPerDayMax + 1),
      `每日最多执行 ${L.runsPerDayMax} 次`,
    ],
    ['no objects', (r) => (r.guardrails.max_objects_per_run = 0), '单次最多改动对象数至少 1 个'],
    [
      'too many objects',
      (r) => (r.guardrails.max_objects_per_run = L.objectsPerRunMax + 1),
      `单次最多改动 ${L.objectsPerRunMax} 个对象`,
    ],
    [
      'keeping none running',
      (r) => (r.action.template = { id: 7, name: '模板', keep_running: 0 }),
      '保持在投数量至少 1 个',
    ],
    [
      'keeping too many running',
      (r) => (r.action.template = { id: 7, name: '模板', keep_running: L.keepRunningMax + 1 }),
      `保持在投数量最多 ${L.keepRunningMax} 个`,
    ],
    ['zero cap', (r) => (r.guardrails.max_value = 0), '上限应大于 0'],
    ['huge floor', (r) => (r.guardrails.min_value = L.amountMax + 1), `下限最多 ${L.amountMax} 元`],
  ])('refuses %s', (_name, patch, message) => {
    expect(messageOf(patch)).toBe(message);
  });
});
