import type { DeliveryFamily } from '@toufang/domain';
import { BYTEDANCE_V2_WIZARD } from '../definitions/bytedance-v2-wizard';
import { BYTEDANCE_WIZARD } from '../definitions/bytedance-wizard';
import { KUAISHOU_WIZARD } from '../definitions/kuaishou-wizard';
import { TENCENT_V2_WIZARD } from '../definitions/tencent-v2-wizard';
import { TENCENT_WIZARD } from '../definitions/tencent-wizard';
import type { FieldDef, FieldPath, WizardDefinition } from '../wizard/wizard-definition';

// Where each edit field of the audience, placements and time slots sits in the medium's wizard:
// the edit page draws the wizard's own field (its options, its picker) at the edit value's place.

interface WizardPlaces {
  wizard: WizardDefinition;
  gender: FieldPath;
  age: FieldPath;
  region?: FieldPath;
  placements?: FieldPath;
  schedule?: FieldPath;
}

const PLACES: Partial<Record<DeliveryFamily, WizardPlaces>> = {
  bytedance: {
    wizard: BYTEDANCE_WIZARD,
    gender: ['project', 'audience', 'gender'],
    age: ['project', 'audience', 'age'],
    region: ['project', 'audience', 'region'],
  },
  kuaishou: {
    wizard: KUAISHOU_WIZARD,
    gender: ['targets', 'gender'],
    age: ['targets', 'age'],
    region: ['targets', 'region'],
    placements: ['unit', 'scene_id'],
    schedule: ['unit', 'schedule_time'],
  },
  bytedance_v2: {
    wizard: BYTEDANCE_V2_WIZARD,
    gender: ['ad', 'audience', 'gender'],
    age: ['ad', 'audience', 'age'],
    region: ['ad', 'audience', 'region'],
    schedule: ['ad', 'schedule_time'],
  },
  tencent_v2: {
    wizard: TENCENT_V2_WIZARD,
    gender: ['adgroup', 'targeting', 'gender'],
    age: ['adgroup', 'targeting', 'age'],
    region: ['adgroup', 'targeting', 'region'],
    schedule: ['adgroup', 'time_series'],
  },
  tencent: {
    wizard: TENCENT_WIZARD,
    gender: ['adgroup', 'targeting', 'gender'],
    age: ['adgroup', 'targeting', 'age'],
    region: ['adgroup', 'targeting', 'region'],
    placements: ['adgroup', 'site_set'],
  },
};

const samePath = (a: FieldPath, b: FieldPath) => a.join('.') === b.join('.');

/** The wizard's field at a path of its settings steps. */
function wizardField(wizard: WizardDefinition, path: FieldPath): FieldDef | undefined {
  return [...wizard.level1, ...wizard.level2]
    .flatMap((group) => group.fields)
    .find((field) => samePath(field.name, path));
}

/**
 * The wizard's field of one edit value (`gender`, `age`, `region`, `placements`, `schedule`) of a medium,
 * drawn at `name` and always shown; undefined where the medium's wizard has none.
 */
export function editWizardField(
  family: DeliveryFamily,
  key: 'gender' | 'age' | 'region' | 'placements' | 'schedule',
  name: FieldPath,
): FieldDef | undefined {
  const places = PLACES[family];
  const path = places?.[key];
  const field = places && path ? wizardField(places.wizard, path) : undefined;
  if (!field) return undefined;
  const { visible: _visible, ...shown } = field;
  return { ...shown, name };
}

/** The labels of a medium's placements, as its wizard names them (the preview's after). */
export function placementLabels(family: DeliveryFamily): Record<string, string> {
  const field = editWizardField(family, 'placements', ['placements']);
  return Object.fromEntries((field?.options ?? []).map((o) => [String(o.value), o.label]));
}
