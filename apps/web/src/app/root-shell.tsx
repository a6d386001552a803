import { Outlet } from 'react-router';
import { DocumentEffects } from './document-effects';
import { NavigationGuard } from './navigation-guard';

/** Above every route: title and scroll effects, then the guard. */
export function RootShell() {
  return (
    <>
      <DocumentEffects />
      <NavigationGuard>
        <Outlet />
      </NavigationGuard>
    </>
  );
}
