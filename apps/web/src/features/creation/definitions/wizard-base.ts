import {
  CREATION_ABILITIES,
  CREATION_MEDIUM_KEYS,
  type BaseItem,
  type MaterialType,
} from '@toufang/contracts';
import type {
  FieldDef,
  FieldGroup,
  FieldPath,
  WizardDefinition,
} from '../wizard/wizard-definition';
import type { WizardValues } from '../wizard/wizard-values';
import { distributionFields, nameField, titleRuleFields } from './shared-fields';

// What every wizard definition is built from (wizard-definition.ts): a definition is data — its
// routes, draft schema, the fields of its settings steps, the keys of its distribution rules and
// the name rules of its levels — and the steps every wizard shares (accounts, conversion base,
// materials and titles with the title rule, distribution and naming, preview, submit) are made
// here, the same for every medium and API family.

export interface WizardData extends Pick<
  WizardDefinition,
  | 'medium'
  | 'storageKey'
  | 'title'
  | 'path'
  | 'taskPath'
  | 'deliveryPath'
  | 'templateType'
  | 'schema'
  | 'stepTitles'
  | 'level1'
  | 'level2'
  | 'mediaMaterials'
  | 'stepChecks'
> {
  /** The creative step's own fields (creative mode, buttons …); the title rule follows them. */
  creative: { title: string; fields: readonly FieldDef[] };
  /**
   * The rules' keys and labels of level-2 objects per level-1 object and of materials per level-2
   * object (`ad_num` 每个项目广告数 …).
   */
  distribution: { count: readonly [string, string]; materials: readonly [string, string] };
  /** The name rule of each level, level 1 first. */
  names: readonly (readonly [FieldPath, string])[];
  /** The draft parts the settings steps edit (the accounts, base, materials, titles and rules are every wizard's). */
  parts: { level1: readonly string[]; level2: readonly string[]; creative: readonly string[] };
  materialTypes?: readonly MaterialType[];
  /** The task page lists other wizards' tasks too: its links name this wizard's (`?family=`). */
  sharesTaskPage?: boolean;
  applyBase: (values: WizardValues, base: BaseItem) => WizardValues;
}

export function defineWizard(data: WizardData): WizardDefinition {
  const { creative, distribution, names, parts, materialTypes, sharesTaskPage, ...rest } = data;
  const nameRoots = [...new Set(names.map(([path]) => String(path[0])))];
  const rules: FieldGroup[] = [
    {
      title: '分配规则',
      preset: 'distribution',
      fields: distributionFields(...distribution.count, ...distribution.materials),
    },
    {
      title: '命名规则',
      preset: 'naming',
      fields: names.map(([path, label]) => nameField(path, label)),
    },
  ];
  return {
    ...rest,
    mediumKey: CREATION_MEDIUM_KEYS[data.medium],
    ability: CREATION_ABILITIES[data.medium],
    taskLink: (taskId) =>
      sharesTaskPage
        ? `${data.taskPath}?family=${data.medium}&task=${taskId}`
        : `${data.taskPath}?task=${taskId}`,
    creative: [{ title: creative.title, fields: [...creative.fields, ...titleRuleFields] }],
    rules,
    stepParts: {
      accounts: ['accounts'],
      convert: ['convert'],
      level1: parts.level1,
      level2: parts.level2,
      creative: ['materials', 'titles', ...parts.creative],
      rules: ['rules', ...nameRoots],
    },
    materialTypes: materialTypes ?? ['video', 'image'],
  };
}
