import { CREATION_PRESET_KINDS } from '@toufang/contracts';
import { describe, expect, it } from 'vitest';
import { BYTEDANCE_V2_WIZARD } from '../definitions/bytedance-v2-wizard';
import { BYTEDANCE_WIZARD } from '../definitions/bytedance-wizard';
import { KUAISHOU_WIZARD } from '../definitions/kuaishou-wizard';
import { TENCENT_V2_WIZARD } from '../definitions/tencent-v2-wizard';
import { TENCENT_WIZARD } from '../definitions/tencent-wizard';
import { applyPreset, presetContent } from './presets';
import type { FieldGroup } from './wizard-definition';
import { defaultValues, type WizardValues } from './wizard-values';

const groupOf = (groups: readonly FieldGroup[], preset: string): FieldGroup => {
  const found = groups.find((group) => group.preset === preset);
  if (!found) throw new Error(`no ${preset} group`);
  return found;
};
const targeting = groupOf(KUAISHOU_WIZARD.level2, 'targeting');
const bid = groupOf(KUAISHOU_WIZARD.level2, 'bid');

describe('the wizards’ presets', () => {
  it('offers targeting, bid, schedule and both rules on every wizard, each kind once', () => {
    for (const definition of [
      BYTEDANCE_WIZARD,
      KUAISHOU_WIZARD,
      TENCENT_WIZARD,
      BYTEDANCE_V2_WIZARD,
      TENCENT_V2_WIZARD,
    ]) {
      const kinds = [...definition.level1, ...definition.level2, ...definition.rules]
        .map((group) => group.preset)
        .filter((kind) => kind !== undefined);
      expect(kinds.sort(), definition.title).toEqual(Object.keys(CREATION_PRESET_KINDS).sort());
    }
  });

  it('saves a group’s fields only, at their places in the draft', () => {
    const values = {
      ...defaultValues('kuaishou'),
      targets: { gender: 'GENDER_MALE', age: ['AGE_BETWEEN_18_23'] },
    };
    expect(presetContent(targeting, values)).toEqual({
      targets: { gender: 'GENDER_MALE', age: ['AGE_BETWEEN_18_23'] },
    });
    const content = presetContent(bid, values);
    expect(Object.keys(content)).toEqual(['unit']);
    expect(Object.keys(content.unit as object)).not.toContain('unit_name');
    expect(content.unit).toMatchObject({ bid_type: 10 });
  });

  it('applies a preset to its group’s fields and leaves the rest of the draft alone', () => {
    const values: WizardValues = {
      ...defaultValues('kuaishou'),
      unit: { ...(defaultValues('kuaishou').unit as object), unit_name: '保留的名称' },
    };
    const outcome = applyPreset(KUAISHOU_WIZARD.schema, bid, values, {
      unit: { bid_type: 2, bid: 1.5, unit_name: '预设里的名称' },
    });
    expect(outcome.values.unit).toMatchObject({ bid_type: 2, bid: 1.5, unit_name: '保留的名称' });
    expect(outcome.applied).toEqual([
      ['unit', 'bid_type'],
      ['unit', 'bid'],
    ]);
    expect(outcome.refused).toEqual([]);
    expect(outcome.values.targets).toBe(values.targets);
  });

  it('keeps the draft’s value where the medium now refuses the preset’s', () => {
    const values = defaultValues('kuaishou');
    const outcome = applyPreset(KUAISHOU_WIZARD.schema, targeting, values, {
      targets: { gender: 'GENDER_FEMALE', age: ['AGE_BETWEEN_8_12'] },
    });
    // A preset saved before the wizard had regions leaves the draft's (不限).
    expect(outcome.values.targets).toEqual({
      gender: 'GENDER_FEMALE',
      age: [],
      region: { district: 'NONE', city: [], location_type: 'ALL' },
    });
    expect(outcome.refused).toEqual(['年龄']);
  });

  it('takes nothing from a preset of another shape', () => {
    const values = defaultValues('kuaishou');
    const outcome = applyPreset(KUAISHOU_WIZARD.schema, targeting, values, {
      project: { district: 'REGION' },
    });
    expect(outcome.values).toBe(values);
    expect(outcome.applied).toEqual([]);
  });
});
