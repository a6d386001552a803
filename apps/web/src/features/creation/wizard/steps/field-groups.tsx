import { Card, Flex, Form } from 'antd';
import { PresetActions } from '../preset-actions';
import type { FieldGroup, WizardDefinition } from '../wizard-definition';
import { WizardField } from '../wizard-field';
import type { WizardValues } from '../wizard-values';

export interface GroupPresets {
  definition: WizardDefinition;
  onApplied: () => void;
}

/**
 * The groups of a settings step, each field shown while its definition says so; a group with a
 * preset kind offers the operator's preset of it when `presets` is given.
 */
export function FieldGroups({
  groups,
  presets,
}: {
  groups: readonly FieldGroup[];
  presets?: GroupPresets;
}) {
  return (
    <Flex vertical gap={16}>
      {groups.map((group) => (
        <Card
          key={group.title}
          size="small"
          title={group.title}
          extra={
            presets && group.preset ? (
              <PresetActions
                definition={presets.definition}
                group={{ ...group, preset: group.preset }}
                onApplied={presets.onApplied}
              />
            ) : null
          }
        >
          {group.fields.map((field) =>
            field.visible ? (
              <Form.Item key={`${field.name.join('.')}${field.asset ?? ''}`} noStyle shouldUpdate>
                {(form) =>
                  field.visible?.(form.getFieldsValue(true) as WizardValues) ? (
                    <WizardField field={field} />
                  ) : null
                }
              </Form.Item>
            ) : (
              <WizardField key={`${field.name.join('.')}${field.asset ?? ''}`} field={field} />
            ),
          )}
        </Card>
      ))}
    </Flex>
  );
}
