import { RoleAddBodySchema, RoleNameSchema } from '@toufang/contracts';
import type { RoleRow } from '@toufang/contracts';
import { App, Form, Input } from 'antd';
import { FormModal } from '../../../components/form-modal';
import { addRole, editRole } from '../api';
import type { RoleInput } from '../api';
import { schemaRule } from '../form-rules';
import { useFormSubmit } from '../hooks/use-form-submit';
import { useRefreshRoles } from '../hooks/use-permission-data';

export interface RoleFormModalProps {
  open: boolean;
  /** The role to edit; null creates one. */
  role: RoleRow | null;
  onClose: () => void;
}

const FIELDS = ['name', 'title', 'description'] as const;
const NAME_RULE = schemaRule(RoleNameSchema);
const TITLE_RULE = schemaRule(RoleAddBodySchema.shape.title);

/** Creates or edits a role; a system role keeps its 标识 (the server refuses renaming it). */
export function RoleFormModal({ open, role, onClose }: RoleFormModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<RoleInput>();
  const refresh = useRefreshRoles();
  const { submit, submitting } = useFormSubmit(form, { fields: FIELDS, uniqueField: 'name' });
  const nameLocked = role?.is_system ?? false;

  const save = async () => {
    const saved = await submit((values) => {
      const input: RoleInput = {
        name: values.name.trim(),
        title: values.title.trim(),
        description: (values.description ?? '').trim(),
      };
      if (role === null) return addRole(input, { silent: true });
      const { name, ...rest } = input;
      return editRole(role.id, nameLocked ? rest : { name, ...rest }, { silent: true });
    });
    if (!saved) return;
    void message.success(role === null ? '角色已新增' : '角色已保存');
    await refresh();
    onClose();
  };

  return (
    <FormModal<RoleInput>
      open={open}
      title={role === null ? '新增角色' : `编辑角色：${role.title}`}
      width={520}
      okText="保存"
      form={form}
      initialValues={{
        name: role?.name ?? '',
        title: role?.title ?? '',
        description: role?.description ?? '',
      }}
      saving={submitting}
      onSubmit={() => void save()}
      onClose={onClose}
      maskClosable
    >
      <Form.Item name="title" label="角色名称" required rules={[TITLE_RULE]}>
        <Input placeholder="如：投放专员" maxLength={32} showCount autoFocus />
      </Form.Item>
      <Form.Item
        name="name"
        label="角色标识"
        required
        rules={nameLocked ? [] : [NAME_RULE]}
        tooltip={nameLocked ? undefined : '2–32 位小写字母、数字或下划线，以字母开头'}
        extra={nameLocked ? '系统内置角色的标识不可修改' : undefined}
      >
        <Input placeholder="如：ad_operator" maxLength={32} disabled={nameLocked} />
      </Form.Item>
      <Form.Item name="description" label="描述">
        <Input.TextArea placeholder="角色的职责说明（选填）" maxLength={200} showCount rows={3} />
      </Form.Item>
    </FormModal>
  );
}
