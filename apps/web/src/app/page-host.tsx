import { ROUTE_TABLE } from '@toufang/contracts';
import { Result } from 'antd';
import { Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { useSessionStore } from '../stores/session-store';
import { PAGES } from './pages';
import { routeAccess } from './route-access';

/** One routed page: the ability check (403 result) and the lazy component (spec 000 §2, §5). */
export function PageHost({ path }: { path: string }) {
  const location = useLocation();
  const privileges = useSessionStore((state) => state.privileges);
  const Page = PAGES[path];
  const access = routeAccess(ROUTE_TABLE, location.pathname, privileges);
  if (Page === undefined || access === 'unknown') return <Navigate to="/404" replace />;
  if (access === 'forbidden') {
    return <Result status="403" title="403" subTitle="无权访问该页面" />;
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}
