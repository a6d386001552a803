import { describe, expect, it } from 'vitest';
import type { FieldDef, WizardDefinition } from '../wizard/wizard-definition';
import { defaultValues, type WizardValues } from '../wizard/wizard-values';
import { BYTEDANCE_V2_WIZARD } from './bytedance-v2-wizard';
import { BYTEDANCE_WIZARD } from './bytedance-wizard';
import { KUAISHOU_WIZARD } from './kuaishou-wizard';
import { TENCENT_V2_WIZARD } from './tencent-v2-wizard';
import { TENCENT_WIZARD } from './tencent-wizard';
import { valueAt } from './shared-fields';

// The download fields (下载方式, 下载链接, the app's package and name or id) show, and are sent,
// only while the draft's goal downloads an app: each medium's goals as data, with whether they do.

const DOWNLOAD_LABELS = ['下载方式', '下载链接', '应用包名', '应用名称', '应用ID'];

interface GoalCase {
  definition: WizardDefinition;
  /** Where the goal sits in the draft. */
  goal: readonly string[];
  /** Every goal the wizard offers, with whether it takes the download fields. */
  downloads: ReadonlyMap<unknown, boolean>;
  /** The download fields the wizard has. */
  fields: readonly string[];
}

const CASES: readonly GoalCase[] = [
  {
    definition: BYTEDANCE_WIZARD,
    goal: ['project', 'landing_type'],
    downloads: new Map([
      ['APP', true],
      ['LINK', false],
      ['MICRO_GAME', false],
    ]),
    fields: ['下载方式', '下载链接', '应用包名', '应用名称'],
  },
  {
    definition: BYTEDANCE_V2_WIZARD,
    goal: ['campaign', 'landing_type'],
    downloads: new Map([
      ['APP', true],
      ['LINK', false],
    ]),
    fields: ['下载方式', '下载链接', '应用包名', '应用名称'],
  },
  {
    definition: KUAISHOU_WIZARD,
    goal: ['campaign', 'type'],
    downloads: new Map([
      [2, true],
      [7, true],
    ]),
    fields: ['应用ID', '下载链接'],
  },
];

const fieldsOf = (definition: WizardDefinition): FieldDef[] =>
  [...definition.level1, ...definition.level2, ...definition.creative].flatMap((g) => g.fields);

function withGoal(values: WizardValues, path: readonly string[], goal: unknown): WizardValues {
  const [part, ...rest] = path;
  const set = (node: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> =>
    keys.length === 1
      ? { ...node, [keys[0]!]: goal }
      : { ...node, [keys[0]!]: set(node[keys[0]!] as Record<string, unknown>, keys.slice(1)) };
  return { ...values, [part!]: set(values[part!] as Record<string, unknown>, rest) };
}

describe.each(CASES.map((c) => [c.definition.path, c] as const))(
  'the download fields of %s',
  (_path, { definition, goal, downloads, fields }) => {
    const all = fieldsOf(definition);
    const downloadFields = all.filter((f) => DOWNLOAD_LABELS.includes(f.label));

    it('names every goal the wizard offers', () => {
      const offered = all.find((f) => f.name.join('.') === goal.join('.'))?.options ?? [];
      expect(offered.map((o) => o.value).sort()).toEqual([...downloads.keys()].sort());
      expect(downloadFields.map((f) => f.label).sort()).toEqual([...fields].sort());
    });

    it.each([...downloads])('goal %s shows them: %s', (value, shown) => {
      const values = withGoal(defaultValues(definition.medium), goal, value);
      expect(valueAt(values, goal)).toBe(value);
      for (const field of downloadFields) expect(field.visible?.(values) ?? true).toBe(shown);
    });
  },
);

describe('the Tencent wizards', () => {
  it('offer only app goals, so their app fields are never hidden by the goal', () => {
    const goals = [TENCENT_WIZARD, TENCENT_V2_WIZARD].flatMap((d) =>
      fieldsOf(d)
        .filter((f) => f.label === '营销载体' || f.label === '推广目标')
        .flatMap((f) => f.options ?? [])
        .map((o) => String(o.value)),
    );
    expect(goals.length).toBeGreaterThan(0);
    for (const goal of goals) expect(goal).toMatch(/_APP_(IOS|ANDROID)$/);
  });
});
