export { BatchTasksPage } from './pages/batch-tasks-page';
export { MyTasksPage } from './pages/my-tasks-page';
export {
  BATCH_STATUS,
  formatEta,
  isFinished,
  ITEM_STATUS,
  progressStatus,
  progressText,
} from './batch-labels';
