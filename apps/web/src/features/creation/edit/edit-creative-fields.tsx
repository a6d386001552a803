import type { EditObjectAnswer } from '@toufang/contracts';
import { EDIT_FIELD_LABELS } from '@toufang/domain';
import { Form } from 'antd';
import { TitlePicker } from '../pickers/title-picker';
import { EditMaterialsInput } from './edit-materials-input';

// A creative's files and titles on its edit page, within the limits its creation family makes
// (the edit definition's creative rule): the files as the creative has them with the wizards'
// library picker to add more, the titles with the wizards' title picker and its length rule.

export function EditCreativeFields({ object }: { object: EditObjectAnswer }) {
  const rule = object.creative_rule;
  if (!rule) return null;
  return (
    <>
      {object.fields.includes('materials') ? (
        <Form.Item
          name="materials"
          label={EDIT_FIELD_LABELS.materials}
          help={`${rule.materials_min}–${rule.materials_max} 个；新选的素材保存时先推送到账户`}
        >
          <EditMaterialsInput
            medium={rule.title_medium}
            kinds={rule.kinds}
            max={rule.materials_max}
          />
        </Form.Item>
      ) : null}
      {object.fields.includes('titles') ? (
        <Form.Item
          name="titles"
          label={EDIT_FIELD_LABELS.titles}
          help={`${rule.titles_min}–${rule.titles_max} 个`}
        >
          <TitlePicker medium={rule.title_medium} max={rule.titles_max} />
        </Form.Item>
      ) : null}
    </>
  );
}
