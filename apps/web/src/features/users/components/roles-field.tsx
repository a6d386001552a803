import { Form, Select } from 'antd';
import { useRoleOptions } from '../hooks/use-role-options';

/** 角色 (`role_ids`) of the user forms: any number of roles. */
export function RolesField() {
  const roles = useRoleOptions();
  return (
    <Form.Item name="role_ids" label="角色">
      <Select
        mode="multiple"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={roles.isLoading}
        options={roles.data}
        placeholder="请选择角色"
      />
    </Form.Item>
  );
}
