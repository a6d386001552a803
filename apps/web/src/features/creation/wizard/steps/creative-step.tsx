import { CREATION_MATERIALS_MAX, CREATION_TITLES_MAX } from '@toufang/contracts';
import { Card, Flex, Form } from 'antd';
import { MaterialPicker } from '../../pickers/material-picker';
import { TitlePicker } from '../../pickers/title-picker';
import type { WizardDefinition } from '../wizard-definition';
import { FieldGroups } from './field-groups';

/** Step 5: the library materials and titles, and how titles go with the objects. */
export function CreativeStep({
  definition,
  gameId,
}: {
  definition: WizardDefinition;
  gameId: number | undefined;
}) {
  return (
    <Flex vertical gap={16}>
      <Card size="small" title="素材">
        <Form.Item name="materials" noStyle>
          <MaterialPicker
            medium={definition.mediumKey}
            types={definition.materialTypes}
            max={CREATION_MATERIALS_MAX}
          />
        </Form.Item>
      </Card>
      <Card size="small" title="标题">
        <Form.Item name={['titles', 'list']} noStyle>
          <TitlePicker medium={definition.mediumKey} max={CREATION_TITLES_MAX} gameId={gameId} />
        </Form.Item>
      </Card>
      <FieldGroups groups={definition.creative} />
    </Flex>
  );
}
