export { BatchTasksPage } from './pages/batch-tasks-page';
export { MyTasksPage } from './pages/my-tasks-page';
