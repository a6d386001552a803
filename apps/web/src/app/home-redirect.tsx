import { firstAllowedPath } from '@toufang/domain';
import { Empty, Result } from 'antd';
import { Navigate } from 'react-router';
import { useSessionStore } from '../stores/session-store';
import { useMenu } from './use-menu';

/**
 * `/` opens the first page the user may see. A user whose abilities open no page (write abilities
 * alone, say) is told so; a user without any ability is told to ask for permissions.
 */
export function HomeRedirect() {
  const { menu } = useMenu();
  const privileges = useSessionStore((state) => state.privileges);
  const target = firstAllowedPath(menu);
  if (target !== undefined) return <Navigate to={target} replace />;
  if (privileges.length > 0) {
    return (
      <Result
        icon={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={false} />}
        title="暂无可打开的页面"
        subTitle="你的账号持有的权限不对应任何页面，如需使用请联系管理员"
      />
    );
  }
  return (
    <Result
      icon={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={false} />}
      title="暂无可访问的页面"
      subTitle="请联系管理员为你的账号分配权限"
    />
  );
}
