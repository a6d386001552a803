import type { UserRow } from '@toufang/contracts';
import { Space, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { actionsColumn } from '../../../components/actions-column';
import { formatDateTime } from '../../../components/format-date-time';
import { RowActionButton } from '../../../components/row-action-button';
import { statusColumn } from '../../../components/status-column';
import type { StatusChange } from '../../../components/use-status-change';
import { gameLabel } from '../../config-data';
import type { UnlockUser } from '../hooks/use-unlock-user';
import { SignInLockTag, UnlockButton } from './sign-in-lock';

/** Games listed in the cell before the rest fold into "+N". */
const VISIBLE_GAMES = 2;

export interface UserColumnHandlers {
  onEdit: (user: UserRow) => void;
  onAssignGames: (user: UserRow) => void;
  onResetPassword: (user: UserRow) => void;
  statusChange: StatusChange;
  /** Lifts a user's sign-in lock (docs/adr/0008). */
  unlock: UnlockUser;
  /** The signed-in user: they cannot disable themselves (the server refuses it too). */
  selfId: number | null;
}

function GamesCell({ games }: { games: UserRow['games'] }) {
  if (games.length === 0) return <Typography.Text type="secondary">-</Typography.Text>;
  const shown = games.slice(0, VISIBLE_GAMES);
  const hidden = games.length - shown.length;
  return (
    <Space size={[0, 4]} wrap>
      {shown.map((game) => (
        <Tag key={game.id}>{game.game_name}</Tag>
      ))}
      {hidden > 0 ? (
        <Tooltip title={games.map(gameLabel).join('、')}>
          <Tag style={{ cursor: 'default' }}>+{hidden}</Tag>
        </Tooltip>
      ) : null}
    </Space>
  );
}

/** The columns of 用户账号 (`/info`). */
export function userColumns(handlers: UserColumnHandlers): TableColumnsType<UserRow> {
  return [
    {
      title: '用户名',
      dataIndex: 'username',
      width: 170,
      fixed: 'left',
      ellipsis: true,
      // A locked or delayed sign-in shows beside the name, where it cannot be scrolled away.
      render: (username: string, user) =>
        user.sign_in_lock ? (
          <Space size={4}>
            {username}
            <SignInLockTag lock={user.sign_in_lock} />
          </Space>
        ) : (
          username
        ),
    },
    { title: '姓名', dataIndex: 'nick_name', width: 110, ellipsis: true },
    {
      title: '手机号',
      dataIndex: 'mobile',
      width: 120,
      render: (mobile: string | null) => mobile ?? '-',
    },
    {
      title: '部门',
      dataIndex: 'dept_name',
      width: 120,
      ellipsis: true,
      render: (name: string | null) => name ?? '-',
    },
    {
      title: '角色',
      dataIndex: 'roles',
      width: 150,
      render: (roles: UserRow['roles']) =>
        roles.length === 0 ? (
          <Typography.Text type="secondary">-</Typography.Text>
        ) : (
          <Space size={[0, 4]} wrap>
            {roles.map((role) => (
              <Tag key={role.id} color="geekblue">
                {role.title || role.name}
              </Tag>
            ))}
          </Space>
        ),
    },
    {
      title: '负责游戏',
      dataIndex: 'games',
      width: 200,
      render: (games: UserRow['games']) => <GamesCell games={games} />,
    },
    statusColumn<UserRow>({
      width: 120,
      statusChange: handlers.statusChange,
      disableConfirm: '确认禁用该用户？',
      disableDescription: '禁用后其登录状态将立即失效',
      lockedReason: (user) =>
        user.status === 1 && user.id === handlers.selfId ? '不能禁用自己的账号' : undefined,
    }),
    { title: '最近登录', dataIndex: 'last_login_at', width: 160, render: formatDateTime },
    { title: '创建时间', dataIndex: 'created_at', width: 160, render: formatDateTime },
    actionsColumn<UserRow>({
      width: 225,
      fixed: 'right',
      render: (user) => (
        <Space size={12}>
          <RowActionButton flush onClick={() => handlers.onEdit(user)}>
            编辑
          </RowActionButton>
          <RowActionButton flush onClick={() => handlers.onAssignGames(user)}>
            分配游戏
          </RowActionButton>
          <RowActionButton flush onClick={() => handlers.onResetPassword(user)}>
            重置密码
          </RowActionButton>
          {user.sign_in_lock ? (
            <UnlockButton
              onUnlock={() => handlers.unlock.unlock(user.id)}
              loading={handlers.unlock.pendingId === user.id}
            />
          ) : null}
        </Space>
      ),
    }),
  ];
}
