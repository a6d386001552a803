import { ROUTE_TABLE, flattenRoutes } from '@toufang/contracts';
import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { PageLoading } from '../components/page-loading';
import { LOGIN_PATH } from '../features/auth';
import { isBuilt, LoginPage } from './pages';
import { RootShell } from './root-shell';
import { RouteErrorBoundary } from './route-error-boundary';

// Everything below the login page loads with the first signed-in page, as one chunk.
const loadSignedInArea = () => import('./signed-in-area');
const AppLayout = lazy(async () => ({ default: (await loadSignedInArea()).AppLayout }));
const PageHost = lazy(async () => ({ default: (await loadSignedInArea()).PageHost }));
const HomeRedirect = lazy(async () => ({ default: (await loadSignedInArea()).HomeRedirect }));

/**
 * Routes from data (ARCHITECTURE §4): every built page of the route table, plus the redirects of
 * groups whose target is built (e.g. /project → /project/projectTt). Unknown paths go to /404.
 */
export function buildRoutes(): RouteObject[] {
  const nodes = flattenRoutes(ROUTE_TABLE);
  const pages: RouteObject[] = nodes
    .filter((node) => node.path !== LOGIN_PATH && isBuilt(node.path))
    .map((node) => ({ path: node.path, element: <PageHost path={node.path} /> }));
  const redirects: RouteObject[] = nodes.flatMap((node) =>
    node.redirect !== undefined && isBuilt(node.redirect) && !isBuilt(node.path)
      ? [{ path: node.path, element: <Navigate to={node.redirect} replace /> }]
      : [],
  );
  return [
    {
      element: <RootShell />,
      children: [
        {
          // Public (spec 000 §5): no ability check, no shell.
          path: LOGIN_PATH,
          element: <LoginPage />,
        },
        {
          element: (
            <Suspense fallback={<PageLoading fullScreen />}>
              <AppLayout />
            </Suspense>
          ),
          children: [
            { path: '/', element: <HomeRedirect /> },
            ...pages,
            ...redirects,
            { path: '*', element: <Navigate to="/404" replace /> },
          ],
        },
      ],
    },
  ];
}

const routes = buildRoutes();

/**
 * The route tree, rendered inside a `HashRouter` (main.tsx). Declarative routing is all the app
 * uses (no loaders, actions or fetchers), and it leaves react-router's data-router code out of the
 * first download; a failing route is caught here instead of by an `errorElement`.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return <RouteErrorBoundary path={pathname}>{element}</RouteErrorBoundary>;
}
