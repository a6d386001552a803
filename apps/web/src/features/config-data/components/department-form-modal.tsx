import { useQueryClient } from '@tanstack/react-query';
import { DepartmentAddBodySchema } from '@toufang/contracts';
import type { DepartmentRow } from '@toufang/contracts';
import { App, Form, Input } from 'antd';
import { schemaRule } from '../../../components/form-errors';
import { FormModal } from '../../../components/form-modal';
import { useFormMutation } from '../../../components/use-form-mutation';
import { addDepartment, CONFIG_KEYS, editDepartment } from '../api';

const FIELDS = ['name'] as const;

interface DepartmentFormValues {
  name?: string;
}

export interface DepartmentFormModalProps {
  open: boolean;
  /** The department being renamed; absent when adding one. */
  department?: DepartmentRow;
  onClose: () => void;
}

/** 新增部门 / 编辑部门 (configuration management, `/manager`). */
export function DepartmentFormModal({ open, department, onClose }: DepartmentFormModalProps) {
  const [form] = Form.useForm<DepartmentFormValues>();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { submit, saving } = useFormMutation({
    form,
    schema: DepartmentAddBodySchema,
    fields: FIELDS,
    conflicts: { 部门名称: 'name' },
    send: ({ name }) => (department ? editDepartment(department.id, name) : addDepartment(name)),
    onSaved: async () => {
      message.success(department ? '保存成功' : '新增成功');
      onClose();
      // Department names appear in user lists too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: CONFIG_KEYS.all }),
        queryClient.invalidateQueries({ queryKey: ['users'] }),
      ]);
    },
  });

  return (
    <FormModal<DepartmentFormValues>
      open={open}
      title={department ? '编辑部门' : '新增部门'}
      okText="保存"
      form={form}
      initialValues={{ name: department?.name }}
      saving={saving}
      onSubmit={() => void submit()}
      onClose={onClose}
      submitOnEnter
    >
      <Form.Item
        name="name"
        label="部门名称"
        rules={[
          { required: true, whitespace: true, message: '请输入部门名称' },
          schemaRule(DepartmentAddBodySchema.shape.name),
        ]}
      >
        <Input maxLength={32} showCount placeholder="请输入部门名称" autoFocus />
      </Form.Item>
    </FormModal>
  );
}
