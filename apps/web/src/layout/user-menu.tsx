import { HomeOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { hidesHomeLink } from '@toufang/domain';
import { Avatar, Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import { useNavigate } from 'react-router';
import { useLogout } from '../features/auth';
import { useSessionStore } from '../stores/session-store';

/** spec 000 §2: the home link (hidden for star-only users, `hidesHomeLink`) and logout. */
export function UserMenu() {
  const navigate = useNavigate();
  const logout = useLogout();
  const displayName = useSessionStore((state) => state.nick_name || state.name);
  const avatar = useSessionStore((state) => state.avatar);
  const roles = useSessionStore((state) => state.roles);
  const privileges = useSessionStore((state) => state.privileges);

  const items: MenuProps['items'] = [
    ...(hidesHomeLink(roles, privileges)
      ? []
      : [{ key: 'home', icon: <HomeOutlined />, label: '首页' }]),
    { key: 'logout', icon: <LogoutOutlined />, label: '退出登录' },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'home') void navigate('/');
    if (key === 'logout') logout();
  };

  return (
    <Dropdown menu={{ items, onClick }} placement="bottomRight" trigger={['hover']}>
      <span
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 8,
          color: '#fff',
          cursor: 'pointer',
        }}
      >
        <Avatar size="small" src={avatar || undefined} icon={<UserOutlined />} />
        <span style={{ whiteSpace: 'nowrap' }}>{displayName}</span>
      </span>
    </Dropdown>
  );
}
