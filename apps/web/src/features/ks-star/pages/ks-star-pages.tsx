import { StarAuthors } from '../components/star-authors';
import { StarOrderDetail } from '../components/star-order-detail';
import { StarOrders } from '../components/star-orders';
import { StarTasks } from '../components/star-tasks';

/** 聚星达人 `/landing/ksstar/star`. */
export function StarAuthorsPage() {
  return <StarAuthors />;
}

/** 聚星补单 `/landing/ksstar/order`. */
export function StarOrdersPage() {
  return <StarOrders />;
}

/** 补单详情 `/landing/ksstar/order/:id`. */
export function StarOrderDetailPage() {
  return <StarOrderDetail />;
}

/** 聚星任务 `/landing/ksstar/taskks`. */
export function StarTasksPage() {
  return <StarTasks />;
}
