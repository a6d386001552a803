export { PermissionsPage } from './pages/permissions-page';
