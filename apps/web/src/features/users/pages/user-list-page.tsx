import { PlusOutlined } from '@ant-design/icons';
import type { UserRow } from '@toufang/contracts';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ListToolbar } from '../../../components/list-toolbar';
import { PagedTable } from '../../../components/paged-table';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { usePagedQuery } from '../../../components/use-paged-query';
import { useSessionStore } from '../../../stores/session-store';
import { listUsers, USER_KEYS } from '../api';
import { AssignGamesModal } from '../components/assign-games-modal';
import { BatchDepartmentModal } from '../components/batch-department-modal';
import { ResetPasswordModal } from '../components/reset-password-modal';
import { userColumns } from '../components/user-columns';
import { UserEditDrawer } from '../components/user-edit-drawer';
import { UserFilters } from '../components/user-filters';
import type { UserFilterValues } from '../components/user-filters';
import { useUnlockUser } from '../hooks/use-unlock-user';
import { useUserStatus } from '../hooks/use-user-status';
import { USER_ADD_PATH } from '../paths';

type RowDialog = 'edit' | 'games' | 'password';

/** 用户账号 `/info` (spec 000 §2 administration, §6; ability user:roles). */
export function UserListPage() {
  const navigate = useNavigate();
  const selfId = useSessionStore((state) => state.uid);
  const [filters, setFilters] = useState<UserFilterValues>({ keyword: '' });
  const keyword = useDebouncedValue(filters.keyword);
  const query = usePagedQuery({
    queryKey: USER_KEYS.list,
    fetchPage: listUsers,
    filters: { ...filters, keyword },
  });
  const statusChange = useUserStatus();
  const unlock = useUnlockUser();
  // The user stays while a dialog closes so its content does not vanish mid-animation.
  const [dialog, setDialog] = useState<{ kind: RowDialog; user: UserRow; open: boolean }>();
  const [batchDept, setBatchDept] = useState<{ open: boolean; ids: number[]; done?: () => void }>({
    open: false,
    ids: [],
  });

  const openDialog = (kind: RowDialog) => (user: UserRow) => setDialog({ kind, user, open: true });
  const closeDialog = () => setDialog((current) => current && { ...current, open: false });
  const dialogProps = (kind: RowDialog) => ({
    open: dialog?.kind === kind && dialog.open,
    user: dialog?.kind === kind ? dialog.user : undefined,
    onClose: closeDialog,
  });

  const columns = userColumns({
    onEdit: openDialog('edit'),
    onAssignGames: openDialog('games'),
    onResetPassword: openDialog('password'),
    statusChange,
    unlock,
    selfId,
  });

  return (
    <Card title="用户账号" variant="borderless">
      <ListToolbar
        filters={<UserFilters value={filters} onChange={setFilters} />}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => void navigate(USER_ADD_PATH)}
          >
            新增用户
          </Button>
        }
      />
      <PagedTable<UserRow>
        rowKey="id"
        columns={columns}
        query={query}
        scroll={{ x: 'max-content' }}
        emptyText="没有符合条件的用户"
        batchActions={({ selectedKeys, clearSelection }) => (
          <Button
            type="primary"
            onClick={() =>
              setBatchDept({ open: true, ids: selectedKeys.map(Number), done: clearSelection })
            }
          >
            设置部门
          </Button>
        )}
      />
      <UserEditDrawer {...dialogProps('edit')} />
      <AssignGamesModal {...dialogProps('games')} />
      <ResetPasswordModal {...dialogProps('password')} />
      <BatchDepartmentModal
        open={batchDept.open}
        userIds={batchDept.ids}
        onClose={() => setBatchDept((current) => ({ ...current, open: false }))}
        onDone={() => batchDept.done?.()}
      />
    </Card>
  );
}
