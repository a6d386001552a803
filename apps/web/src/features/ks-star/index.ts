export {
  StarAuthorsPage,
  StarOrderDetailPage,
  StarOrdersPage,
  StarTasksPage,
} from './pages/ks-star-pages';
