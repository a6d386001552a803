import { Select } from 'antd';
import { SearchInput } from '../../../components/search-input';
import { ENABLE_STATUS_OPTIONS } from '../../../components/status-values';
import type { EnableStatus } from '../../../components/status-values';
import { useDepartmentOptions } from '../hooks/use-department-options';
import { useRoleOptions } from '../hooks/use-role-options';

export interface UserFilterValues {
  keyword: string;
  status?: EnableStatus;
  role_id?: number;
  dept_id?: number;
}

export interface UserFiltersProps {
  value: UserFilterValues;
  onChange: (next: UserFilterValues) => void;
}

/** The filter controls of 用户账号; the keyword is debounced by the page. */
export function UserFilters({ value, onChange }: UserFiltersProps) {
  const roles = useRoleOptions();
  const departments = useDepartmentOptions();
  return (
    <>
      <SearchInput
        placeholder="用户名 / 姓名 / 手机号"
        value={value.keyword}
        onChange={(keyword) => onChange({ ...value, keyword })}
        width={220}
      />
      <Select<EnableStatus>
        allowClear
        placeholder="状态"
        options={ENABLE_STATUS_OPTIONS}
        value={value.status}
        onChange={(status) => onChange({ ...value, status })}
        style={{ width: 100 }}
      />
      <Select<number>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="角色"
        loading={roles.isLoading}
        options={roles.data}
        value={value.role_id}
        onChange={(role_id) => onChange({ ...value, role_id })}
        style={{ width: 150 }}
      />
      <Select<number>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="部门"
        loading={departments.loading}
        options={departments.options}
        value={value.dept_id}
        onChange={(dept_id) => onChange({ ...value, dept_id })}
        style={{ width: 150 }}
      />
    </>
  );
}
