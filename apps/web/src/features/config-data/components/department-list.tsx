import type { DepartmentRow } from '@toufang/contracts';
import type { TableColumnsType } from 'antd';
import { CONFIG_KEYS, listDepartments, setDepartmentStatus } from '../api';
import { ConfigList } from './config-list';
import { DepartmentFormModal } from './department-form-modal';

const COLUMNS: TableColumnsType<DepartmentRow> = [
  { title: '名称', dataIndex: 'name', ellipsis: true },
  { title: '人数', dataIndex: 'user_count', width: 100, align: 'right' },
];

/** The 部门 tab of configuration management: search, list, add, rename, enable/disable. */
export function DepartmentList() {
  return (
    <ConfigList<DepartmentRow>
      queryKey={CONFIG_KEYS.departments}
      fetchPage={listDepartments}
      setStatus={setDepartmentStatus}
      columns={COLUMNS}
      keywordPlaceholder="部门名称"
      disableConfirm="确认禁用该部门？"
      disableDescription="禁用后设置部门时不再可选，已在该部门的用户不受影响"
      addText="新增部门"
      emptyText="暂无部门"
      renderForm={({ open, row, onClose }) => (
        <DepartmentFormModal open={open} department={row} onClose={onClose} />
      )}
    />
  );
}
