import {
  ACCOUNT_RULE_LABELS,
  AGE_BAND_LABELS,
  CREATE_TYPE_LABELS,
  FLOW_SPEED_LABELS,
  GENDER_LABELS,
  NAME_MACRO_LABELS,
  TITLE_MATCH_RULE_LABELS,
} from '@toufang/contracts';
import type { RegionMedium } from '@toufang/domain';
import type { AccountAssetKind } from '../pickers/account-asset-kinds';
import type { FieldDef, FieldOption, FieldPath } from '../wizard/wizard-definition';

// Fields every medium's wizard has, at the medium's place in its draft.

/** Options from a label table, in its order. */
export function optionsOf(labels: Readonly<Record<string | number, string>>): FieldOption[] {
  return Object.entries(labels).map(([value, label]) => ({
    value: /^-?\d+$/.test(value) ? Number(value) : value,
    label,
  }));
}

export const STATUS_OPTIONS: readonly FieldOption[] = [
  { value: 'ENABLE', label: '开启' },
  { value: 'DISABLE', label: '暂停' },
];

/** 地域: 不限 or provinces and cities, on the medium's wire as its region definition says. */
export const regionField = (name: FieldPath, medium: RegionMedium): FieldDef => ({
  name,
  label: '地域',
  kind: 'regions',
  regionMedium: medium,
});

export const genderField = (name: FieldPath): FieldDef => ({
  name,
  label: '性别',
  kind: 'radio',
  options: optionsOf(GENDER_LABELS),
});

export const ageField = (name: FieldPath): FieldDef => ({
  name,
  label: '年龄',
  kind: 'checks',
  options: optionsOf(AGE_BAND_LABELS),
  help: '不选为不限',
});

export const speedField = (name: FieldPath): FieldDef => ({
  name,
  label: '投放速度',
  kind: 'radio',
  options: optionsOf(FLOW_SPEED_LABELS),
});

export const scheduleField = (name: FieldPath): FieldDef => ({
  name,
  label: '投放时段',
  kind: 'schedule',
  help: '不选为全天投放',
});

export const yuanField = (name: FieldPath, label: string, extra: Partial<FieldDef> = {}) =>
  ({ name, label, kind: 'number', unit: '元', min: 0, ...extra }) satisfies FieldDef;

/** The rules of spreading level-2 objects over accounts and making them from materials. */
export const distributionFields = (
  countName: string,
  countLabel: string,
  materialsName: string,
  materialsLabel: string,
): FieldDef[] => [
  {
    name: ['rules', 'acc_rule'],
    label: '账户分配',
    kind: 'radio',
    options: optionsOf(ACCOUNT_RULE_LABELS),
  },
  {
    name: ['rules', 'create_type'],
    label: '创建方式',
    kind: 'radio',
    options: optionsOf(CREATE_TYPE_LABELS),
  },
  { name: ['rules', countName], label: countLabel, kind: 'number', min: 1, required: true },
  {
    name: ['rules', materialsName],
    label: materialsLabel,
    kind: 'number',
    min: 1,
    required: true,
    visible: (values) =>
      (values.rules as { create_type?: string } | undefined)?.create_type === 'MATERIAL_GROUP',
  },
];

export const titleRuleFields: FieldDef[] = [
  {
    name: ['titles', 'match_rule'],
    label: '标题分配',
    kind: 'radio',
    options: optionsOf(TITLE_MATCH_RULE_LABELS),
  },
  { name: ['titles', 'limit'], label: '每个广告标题数', kind: 'number', min: 1, required: true },
];

export const nameField = (name: FieldPath, label: string): FieldDef => ({
  name,
  label,
  kind: 'name',
  required: true,
  help: `可用宏：${Object.entries(NAME_MACRO_LABELS)
    .map(([macro, text]) => `${macro} ${text}`)
    .join('；')}`,
});

/** Whether a nested value of the form equals one of `expected`. */
export function valueAt(values: Record<string, unknown>, path: FieldPath): unknown {
  let current: unknown = values;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** A `visible` test: the value at `path` is one of `expected`. */
export const is =
  (path: FieldPath, ...expected: unknown[]) =>
  (values: Record<string, unknown>) =>
    expected.includes(valueAt(values, path));

/** The call-to-action buttons the wizards offer. */
export const ACTION_BUTTON_OPTIONS: readonly FieldOption[] = [
  '立即下载',
  '立即安装',
  '马上玩',
  '立即预约',
].map((text) => ({ value: text, label: text }));

/** A picker of the accounts' objects on the medium, into the draft's `account_picks`. */
export const accountAssetField = (
  asset: AccountAssetKind,
  label: string,
  extra: Partial<FieldDef> = {},
): FieldDef => ({
  name: ['account_picks'],
  label,
  kind: 'account-assets',
  asset,
  ...extra,
});
