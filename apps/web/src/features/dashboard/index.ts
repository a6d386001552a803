export { DashboardPage } from './pages/dashboard-page';
export { MaterialOverviewPage } from './pages/material-overview-page';
