import { firstAllowedPath } from '@toufang/domain';
import { Empty, Result } from 'antd';
import { Navigate } from 'react-router';
import { useMenu } from './use-menu';

/** `/` opens the first page the user may see, or says there is none. */
export function HomeRedirect() {
  const { menu } = useMenu();
  const target = firstAllowedPath(menu);
  if (target !== undefined) return <Navigate to={target} replace />;
  return (
    <Result
      icon={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={false} />}
      title="暂无可访问的页面"
      subTitle="请联系管理员为你的账号分配权限"
    />
  );
}
