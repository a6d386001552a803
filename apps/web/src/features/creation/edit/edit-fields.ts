import type { EditObjectAnswer } from '@toufang/contracts';
import { EDIT_FIELD_LABELS, findEditDefinition, type EditField } from '@toufang/domain';
import { yuanField } from '../definitions/shared-fields';
import type { FieldDef } from '../wizard/wizard-definition';
import { editWizardField } from './edit-wizard-fields';

// The form of an edit page from its definition, drawn by the wizard's own field component: the
// name as text up to the level's length, budget and bid in 元 within their limits, the end date
// as the wizard's date field (empty: long-term delivery); the audience, placements and time slots
// as the medium's wizard draws them (edit-wizard-fields.ts).

/** spec 001 §5: an ad whose project sets the bid shows this instead of a bid input. */
export const PROJECT_SETS_BID_HELP = '项目成本稳投：出价由项目设置';

export const CREATIVE_LIST_ELSEWHERE_MESSAGE =
  '该广告的创意为自定义创意或直播创意，请到原创建平台修改创意';

/**
 * A money input states its range but does not clamp to it: a value out of range is kept as typed
 * and refused, with its message, in the preview (and by the server).
 */
const limits = (rule: { min: number; max: number } | null): Partial<FieldDef> => ({
  min: undefined,
  ...(rule ? { help: `${rule.min} - ${rule.max} 元` } : {}),
});

export function editFieldDefs(object: EditObjectAnswer): FieldDef[] {
  const fields: FieldDef[] = [];
  for (const field of object.fields) fields.push(...fieldDef(field, object));
  return fields;
}

function fieldDef(field: EditField, object: EditObjectAnswer): FieldDef[] {
  const label = EDIT_FIELD_LABELS[field];
  switch (field) {
    case 'name':
      return [
        {
          name: ['name'],
          label: `${object.label}${label}`,
          kind: 'text',
          max: object.name_max,
          required: true,
          help: `最多${object.name_max}个字`,
        },
      ];
    case 'budget': {
      const rule = object.budget_rule;
      return [
        yuanField(['budget'], label, {
          required: true,
          ...limits(rule),
        }),
      ];
    }
    case 'cpaBid': {
      // The project sets its ads' bid (project_custom ON): no input (spec 001 §5).
      if (object.project_custom === 'ON') return [];
      const rule = object.bid_rule;
      return [yuanField(['cpaBid'], label, limits(rule))];
    }
    case 'endDate':
      return [{ name: ['endDate'], label, kind: 'date', help: '不选为长期投放' }];
    case 'audience':
    case 'placements':
    case 'schedule': {
      const definition = findEditDefinition(object.route, object.type);
      const family = definition?.family;
      if (!family) return [];
      const drawn =
        field === 'audience'
          ? [
              editWizardField(family, 'gender', ['audience', 'gender']),
              editWizardField(family, 'age', ['audience', 'age']),
              // Regions where the medium's update call takes them (the definition's flag).
              definition.regions
                ? editWizardField(family, 'region', ['audience', 'region'])
                : undefined,
            ]
          : [editWizardField(family, field, [field])];
      return drawn.filter((f): f is FieldDef => f !== undefined);
    }
    case 'materials':
    case 'titles':
      // Drawn by the wizards' own material and title pickers (edit-creative-fields.tsx).
      return [];
  }
}
