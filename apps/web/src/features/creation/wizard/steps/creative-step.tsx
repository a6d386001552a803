import { CREATION_MATERIALS_MAX, CREATION_TITLES_MAX } from '@toufang/contracts';
import { Card, Flex, Form } from 'antd';
import { MediaMaterialPicker } from '../../pickers/media-material-picker';
import { MaterialPicker } from '../../pickers/material-picker';
import { TitlePicker } from '../../pickers/title-picker';
import type { WizardDefinition } from '../wizard-definition';
import type { WizardValues } from '../wizard-values';
import { FieldGroups } from './field-groups';

/** 媒体素材 of the chosen accounts (the accounts are watched across steps). */
function MediaMaterialsCard() {
  const form = Form.useFormInstance();
  const accounts = Form.useWatch('accounts', { form, preserve: true }) as
    WizardValues['accounts'] | undefined;
  const picks = Form.useWatch('account_picks', { form, preserve: true }) as
    Record<string, { star_task_id?: string | null }> | undefined;
  const starTasks = Object.fromEntries(
    Object.entries(picks ?? {}).map(([id, pick]) => [id, pick.star_task_id ?? null]),
  );
  return (
    <Card size="small" title="媒体素材">
      <Form.Item name="media_materials" noStyle>
        <MediaMaterialPicker accounts={accounts ?? []} starTasks={starTasks} />
      </Form.Item>
    </Card>
  );
}

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
      {definition.mediaMaterials ? <MediaMaterialsCard /> : null}
      <Card size="small" title="标题">
        <Form.Item name={['titles', 'list']} noStyle>
          <TitlePicker medium={definition.mediumKey} max={CREATION_TITLES_MAX} gameId={gameId} />
        </Form.Item>
      </Card>
      <FieldGroups groups={definition.creative} />
    </Flex>
  );
}
