import { ROUTE_TABLE } from '@toufang/contracts';
import { comingPages, firstAllowedPath } from '@toufang/domain';
import { Empty, Result } from 'antd';
import { Navigate } from 'react-router';
import { useSessionStore } from '../stores/session-store';
import { ComingPages } from './coming-pages';
import { isBuilt } from './pages';
import { useMenu } from './use-menu';

/**
 * `/` opens the first page the user may see. A user holding abilities none of whose pages is
 * built yet is told which pages are coming; only a user without any ability is told to ask for
 * permissions.
 */
export function HomeRedirect() {
  const { menu } = useMenu();
  const privileges = useSessionStore((state) => state.privileges);
  const target = firstAllowedPath(menu);
  if (target !== undefined) return <Navigate to={target} replace />;
  if (privileges.length > 0) {
    return <ComingPages pages={comingPages(ROUTE_TABLE, privileges, isBuilt)} />;
  }
  return (
    <Result
      icon={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={false} />}
      title="暂无可访问的页面"
      subTitle="请联系管理员为你的账号分配权限"
    />
  );
}
