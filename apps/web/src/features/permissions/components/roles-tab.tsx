import { PlusOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import type { RoleRow } from '@toufang/contracts';
import { App, Button, Popconfirm, Space, Tag, Typography, theme } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { actionsColumn } from '../../../components/actions-column';
import { formatDateTime } from '../../../components/format-date-time';
import { ListToolbar } from '../../../components/list-toolbar';
import { PagedTable } from '../../../components/paged-table';
import { RowActionButton } from '../../../components/row-action-button';
import { SearchInput } from '../../../components/search-input';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { usePagedQuery } from '../../../components/use-paged-query';
import { deleteRole, fetchRoles, permissionKeys } from '../api';
import { useRefreshRoles } from '../hooks/use-permission-data';
import { abilityCountText } from '../role-rules';
import { RoleAbilitiesDrawer } from './role-abilities-drawer';
import { RoleFormModal } from './role-form-modal';
import { RoleUsersModal } from './role-users-modal';

type Dialog = 'form' | 'abilities' | 'users';

/** Which dialog is open; each dialog keeps its role while it closes, so it does not blank out. */
interface DialogState {
  open: Dialog | null;
  roles: Record<Dialog, RoleRow | null>;
}

const NO_DIALOG: DialogState = { open: null, roles: { form: null, abilities: null, users: null } };

/** Tab 角色管理: the role list and its dialogs (edit, abilities, members). */
export function RolesTab() {
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const refresh = useRefreshRoles();
  const [keyword, setKeyword] = useState('');
  const debouncedKeyword = useDebouncedValue(keyword);
  const query = usePagedQuery<RoleRow>({
    queryKey: permissionKeys.roles(),
    fetchPage: fetchRoles,
    filters: { keyword: debouncedKeyword },
  });
  const [dialog, setDialog] = useState<DialogState>(NO_DIALOG);
  const show = (open: Dialog, role: RoleRow | null) =>
    setDialog((current) => ({ open, roles: { ...current.roles, [open]: role } }));
  const close = () => setDialog((current) => ({ ...current, open: null }));

  const remove = useMutation({
    mutationFn: (role: RoleRow) => deleteRole(role.id),
    onSuccess: async () => {
      void message.success('角色已删除');
      await refresh();
    },
  });

  const columns: TableColumnsType<RoleRow> = [
    {
      title: '角色名称',
      dataIndex: 'title',
      width: 160,
      render: (title: string, role) => (
        <Space size={6}>
          <Typography.Text strong>{title}</Typography.Text>
          {role.is_system ? (
            <Tag color="gold" bordered={false}>
              内置
            </Tag>
          ) : null}
        </Space>
      ),
    },
    {
      title: '标识',
      dataIndex: 'name',
      width: 160,
      render: (name: string) => <Typography.Text code>{name}</Typography.Text>,
    },
    {
      title: '描述',
      dataIndex: 'description',
      ellipsis: { showTitle: true },
      render: (text: string) => text || <Typography.Text type="secondary">-</Typography.Text>,
    },
    { title: '用户数', dataIndex: 'user_count', width: 80, align: 'right' },
    {
      title: '权限数',
      key: 'abilities',
      width: 80,
      align: 'right',
      render: (_value, role) => abilityCountText(role),
    },
    {
      title: '创建时间',
      dataIndex: 'created_at',
      width: 160,
      render: (value: string) => formatDateTime(value),
    },
    actionsColumn<RoleRow>({
      width: 250,
      render: (role) => (
        <Space size={0} separator={<span style={{ color: token.colorSplit }}>|</span>}>
          <RowActionButton onClick={() => show('form', role)}>编辑</RowActionButton>
          <RowActionButton onClick={() => show('abilities', role)}>分配权限</RowActionButton>
          <RowActionButton onClick={() => show('users', role)}>分配用户</RowActionButton>
          {role.is_system ? null : (
            <Popconfirm
              title={`确认删除角色「${role.title}」？`}
              description={
                role.user_count > 0 ? `该角色下的 ${role.user_count} 名用户将失去其权限` : undefined
              }
              okText="删除"
              okButtonProps={{ danger: true }}
              onConfirm={() => remove.mutateAsync(role)}
            >
              <RowActionButton danger>删除</RowActionButton>
            </Popconfirm>
          )}
        </Space>
      ),
    }),
  ];

  return (
    <>
      <ListToolbar
        filters={
          <SearchInput
            placeholder="搜索角色名称或标识"
            value={keyword}
            onChange={setKeyword}
            width={240}
          />
        }
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => show('form', null)}>
            新增角色
          </Button>
        }
      />
      <PagedTable<RoleRow> rowKey="id" query={query} columns={columns} />
      <RoleFormModal open={dialog.open === 'form'} role={dialog.roles.form} onClose={close} />
      <RoleAbilitiesDrawer
        open={dialog.open === 'abilities'}
        role={dialog.roles.abilities}
        onClose={close}
      />
      <RoleUsersModal open={dialog.open === 'users'} role={dialog.roles.users} onClose={close} />
    </>
  );
}
