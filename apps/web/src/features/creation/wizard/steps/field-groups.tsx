import { Card, Flex, Form } from 'antd';
import type { FieldGroup } from '../wizard-definition';
import { WizardField } from '../wizard-field';
import type { WizardValues } from '../wizard-values';

/** The groups of a settings step, each field shown while its definition says so. */
export function FieldGroups({ groups }: { groups: readonly FieldGroup[] }) {
  return (
    <Flex vertical gap={16}>
      {groups.map((group) => (
        <Card key={group.title} size="small" title={group.title}>
          {group.fields.map((field) =>
            field.visible ? (
              <Form.Item key={field.name.join('.')} noStyle shouldUpdate>
                {(form) =>
                  field.visible?.(form.getFieldsValue(true) as WizardValues) ? (
                    <WizardField field={field} />
                  ) : null
                }
              </Form.Item>
            ) : (
              <WizardField key={field.name.join('.')} field={field} />
            ),
          )}
        </Card>
      ))}
    </Flex>
  );
}
