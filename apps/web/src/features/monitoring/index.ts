export { MonitorPage } from './pages/monitor-page';
