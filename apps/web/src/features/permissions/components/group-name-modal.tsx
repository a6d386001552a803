import { AbilityGroupAddBodySchema } from '@toufang/contracts';
import type { AbilityGroupRow } from '@toufang/contracts';
import { App, Form, Input } from 'antd';
import { FormModal } from '../../../components/form-modal';
import { addAbilityGroup, renameAbilityGroup } from '../api';
import { schemaRule } from '../form-rules';
import { useFormSubmit } from '../hooks/use-form-submit';
import { useRefreshAbilities } from '../hooks/use-permission-data';

interface GroupNameValues {
  name: string;
}

export interface GroupNameModalProps {
  open: boolean;
  /** The group to rename; null adds a new one. */
  group: AbilityGroupRow | null;
  onClose: () => void;
}

const NAME_RULE = schemaRule(AbilityGroupAddBodySchema.shape.name);

/** Adds or renames an ability group. */
export function GroupNameModal({ open, group, onClose }: GroupNameModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<GroupNameValues>();
  const refresh = useRefreshAbilities();
  const { submit, submitting } = useFormSubmit(form, { fields: ['name'], uniqueField: 'name' });

  const save = async () => {
    const saved = await submit(({ name }) =>
      group === null
        ? addAbilityGroup(name.trim(), { silent: true })
        : renameAbilityGroup(group.id, name.trim(), { silent: true }),
    );
    if (!saved) return;
    void message.success(group === null ? '分组已新增' : '分组已重命名');
    await refresh();
    onClose();
  };

  return (
    <FormModal<GroupNameValues>
      open={open}
      title={group === null ? '新增分组' : '重命名分组'}
      width={420}
      okText="保存"
      form={form}
      initialValues={{ name: group?.name ?? '' }}
      saving={submitting}
      onSubmit={() => void save()}
      onClose={onClose}
      submitOnEnter
      maskClosable
    >
      <Form.Item name="name" label="分组名称" required rules={[NAME_RULE]}>
        <Input placeholder="如：投放操作" maxLength={32} showCount autoFocus />
      </Form.Item>
    </FormModal>
  );
}
