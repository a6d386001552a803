import type { AutoruleDefinition } from '@toufang/contracts';
import type { RuleObject } from './evaluate';
import { EMPTY_SUMS, type MetricSums } from './metrics';

/** A valid rule for tests: pause Ocean Engine promotions spending over 100 元 today without conversions. */
export function testRule(patch: Partial<AutoruleDefinition> = {}): AutoruleDefinition {
  return {
    name: '无转化暂停',
    medium: 'bytedance',
    scope: {
      level: 2,
      kind: 'accounts',
      advertiser_ids: ['1001'],
      object_ids: [],
      name_contains: '',
    },
    conditions: {
      join: 'and',
      groups: [
        {
          join: 'and',
          conditions: [
            { metric: 'cost', operator: 'gt', value: 100, window: 'today' },
            { metric: 'conversions', operator: 'lt', value: 1, window: 'today' },
          ],
        },
      ],
      min_spend: 0,
    },
    action: { type: 'pause', mode: null, value: null, notify: false },
    schedule: { frequency: 'every_30_min', at: null, start_date: null, end_date: null },
    guardrails: {
      cooldown_minutes: 60,
      max_runs_per_day: 48,
      max_objects_per_run: 100,
      max_value: null,
      min_value: null,
    },
    complete_hours_only: true,
    ...patch,
  };
}

export function testObject(
  id: string,
  today: Partial<MetricSums>,
  patch: Partial<RuleObject> = {},
): RuleObject {
  return {
    id,
    name: `广告${id}`,
    advertiserId: '1001',
    optStatus: 'ENABLE',
    budgetMode: 'BUDGET_MODE_DAY',
    budgetFen: 20_000,
    bidFen: 1_000,
    sums: { today: { ...EMPTY_SUMS, ...today } },
    ...patch,
  };
}
