export { BytedanceAutorulesPage, TencentAutorulesPage } from './pages/autorule-pages';
