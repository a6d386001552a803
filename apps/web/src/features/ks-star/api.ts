import type {
  Paged,
  StarAccount,
  StarAuthorRow,
  StarOrderDetail,
  StarOrderRow,
  StarTaskRow,
} from '@toufang/contracts';
import { apiGet, type QueryParams } from '../../api/client';

// 磁力聚星 calls (docs/architecture/ks-star.md): read live from Kuaishou for one account.

export const KS_STAR_KEY = ['ks-star'] as const;

export const listStarAccounts = (signal?: AbortSignal) =>
  apiGet<{ list: StarAccount[] }>('/kuaishou/star/accounts', undefined, { signal });

export const listStarAuthors = (params: QueryParams, signal: AbortSignal) =>
  apiGet<Paged<StarAuthorRow>>('/kuaishou/star/authors', params, { signal });

export const listStarTasks = (params: QueryParams, signal: AbortSignal) =>
  apiGet<Paged<StarTaskRow>>('/kuaishou/star/tasks', params, { signal });

export const listStarOrders = (params: QueryParams, signal: AbortSignal) =>
  apiGet<Paged<StarOrderRow>>('/kuaishou/star/orders', params, { signal });

export const getStarOrder = (advertiserId: string, orderId: string, signal: AbortSignal) =>
  apiGet<StarOrderDetail>(
    '/kuaishou/star/order',
    { advertiser_id: advertiserId, order_id: orderId },
    { signal },
  );
