import { useMutation } from '@tanstack/react-query';
import { App, Form, Select } from 'antd';
import { FormModal } from '../../../components/form-modal';
import { setUsersDepartment } from '../api';
import { useDepartmentOptions } from '../hooks/use-department-options';
import { useInvalidateUsers } from '../hooks/use-invalidate-users';

/** The select value meaning "no department" (the call takes null). */
const NO_DEPARTMENT = 0;

interface BatchDepartmentValues {
  dept_id?: number;
}

export interface BatchDepartmentModalProps {
  open: boolean;
  userIds: number[];
  onClose: () => void;
  /** After the change was saved (e.g. to clear the selection). */
  onDone: () => void;
}

/** 设置部门 for the selected users (batch `/user/dept`). */
export function BatchDepartmentModal({
  open,
  userIds,
  onClose,
  onDone,
}: BatchDepartmentModalProps) {
  const [form] = Form.useForm<BatchDepartmentValues>();
  const { message } = App.useApp();
  const departments = useDepartmentOptions();
  const invalidateUsers = useInvalidateUsers();
  const save = useMutation({
    mutationFn: (deptId: number | null) => setUsersDepartment(userIds, deptId),
    onSuccess: async () => {
      message.success(`已设置 ${userIds.length} 个用户的部门`);
      onDone();
      onClose();
      await invalidateUsers();
    },
  });

  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (values?.dept_id === undefined) return;
    save.mutate(values.dept_id === NO_DEPARTMENT ? null : values.dept_id);
  };

  return (
    <FormModal<BatchDepartmentValues>
      open={open}
      title={`设置部门（已选 ${userIds.length} 个用户）`}
      okText="确定"
      form={form}
      saving={save.isPending}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Form.Item name="dept_id" label="部门" rules={[{ required: true, message: '请选择部门' }]}>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={departments.loading}
          options={[
            { value: NO_DEPARTMENT, label: '无部门（移出当前部门）' },
            ...departments.options,
          ]}
          placeholder="请选择部门"
        />
      </Form.Item>
    </FormModal>
  );
}
