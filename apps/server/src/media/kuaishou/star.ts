import type {
  Paged,
  StarAuthorQuery,
  StarAuthorRow,
  StarOrderDetail,
  StarOrderQuery,
  StarOrderRow,
  StarTaskQuery,
  StarTaskRow,
} from '@toufang/contracts';
import { pageInfo } from '@toufang/contracts';
import { kuaishou, liToYuan } from '@toufang/media-wire';
import type { ZodType } from 'zod';
import type { TokenSource } from '../http/token-provider';
import type { AdapterDeps } from '../media-adapter';
import { numericId } from '../oauth-support';

// 磁力聚星 reads (media-wire kuaishou/star.ts, modelled; docs/architecture/ks-star.md): POST
// `gw/star/v1/author/list`, `task/list`, `supplement_order/list` and `supplement_order/detail`,
// paged by the medium (`page`, `page_size`, `{total_count, details}`), mapped to our rows: 厘 →
// 元, ids as strings, an empty time as null.

const MEDIUM = 'kuaishou' as const;
const PATHS = {
  authors: 'gw/star/v1/author/list',
  tasks: 'gw/star/v1/task/list',
  orders: 'gw/star/v1/supplement_order/list',
  order: 'gw/star/v1/supplement_order/detail',
} as const;

export interface KuaishouStar {
  authors(token: TokenSource, query: StarAuthorQuery): Promise<Paged<StarAuthorRow>>;
  tasks(token: TokenSource, query: StarTaskQuery): Promise<Paged<StarTaskRow>>;
  orders(token: TokenSource, query: StarOrderQuery): Promise<Paged<StarOrderRow>>;
  order(token: TokenSource, advertiserId: string, orderId: string): Promise<StarOrderDetail>;
}

const taskRow = (t: kuaishou.StarTask): StarTaskRow => ({
  task_id: String(t.task_id),
  task_name: t.task_name,
  author_id: String(t.author_id),
  author_name: t.author_name,
  status: String(t.status),
  budget: liToYuan(t.budget),
  cost: liToYuan(t.cost),
  play_num: t.play_num,
  create_time: t.create_time,
  launch_time: t.launch_time,
  end_time: t.end_time || null,
});

const orderRow = (o: kuaishou.StarOrder): StarOrderRow => ({
  order_id: String(o.order_id),
  task_id: String(o.task_id),
  task_name: o.task_name,
  author_id: String(o.author_id),
  author_name: o.author_name,
  status: Number(o.status),
  video_num: o.video_num,
  amount: liToYuan(o.amount),
  create_time: o.create_time,
  update_time: o.update_time,
});

const authorRow = (a: kuaishou.StarAuthor): StarAuthorRow => ({
  author_id: String(a.author_id),
  author_name: a.author_name,
  kwai_id: a.kwai_id,
  avatar_url: a.avatar_url,
  industry: a.industry,
  city: a.city,
  fans_num: a.fans_num,
  avg_play_num: a.avg_play_num,
  price: liToYuan(a.price),
  expected_cpm: liToYuan(a.expected_cpm),
  completed_task_num: a.completed_task_num,
});

export function createKuaishouStar({ client }: Pick<AdapterDeps, 'client'>): KuaishouStar {
  const read = <T>(
    path: string,
    advertiserId: string,
    params: Record<string, unknown>,
    data: ZodType<T>,
    token: TokenSource,
  ) =>
    client
      .call({
        medium: MEDIUM,
        method: 'POST',
        path,
        params: { advertiser_id: numericId(advertiserId), ...params },
        data,
        effect: 'read',
        token,
        advertiserId,
      })
      .then((r) => r.data);

  const paged = <W, R>(
    data: { total_count: number; details: W[] },
    map: (w: W) => R,
    page: number,
    perPage: number,
  ): Paged<R> => ({
    list: data.details.map(map),
    page_info: pageInfo(page, perPage, data.total_count),
  });

  return {
    async authors(token, q) {
      const data = await read(
        PATHS.authors,
        q.advertiser_id,
        {
          ...(q.keyword ? { keyword: q.keyword } : {}),
          ...(q.industry ? { industry: q.industry } : {}),
          page: q.page,
          page_size: q.per_page,
        },
        kuaishou.StarAuthorListDataSchema,
        token,
      );
      return paged(data, authorRow, q.page, q.per_page);
    },

    async tasks(token, q) {
      const data = await read(
        PATHS.tasks,
        q.advertiser_id,
        {
          ...(q.status ? { status: q.status } : {}),
          ...(q.task_name ? { task_name: q.task_name } : {}),
          page: q.page,
          page_size: q.per_page,
        },
        kuaishou.StarTaskListDataSchema,
        token,
      );
      return paged(data, taskRow, q.page, q.per_page);
    },

    async orders(token, q) {
      const data = await read(
        PATHS.orders,
        q.advertiser_id,
        {
          ...(q.task_id ? { task_id: numericId(q.task_id) } : {}),
          ...(q.status !== undefined ? { status: q.status } : {}),
          page: q.page,
          page_size: q.per_page,
        },
        kuaishou.StarOrderListDataSchema,
        token,
      );
      return paged(data, orderRow, q.page, q.per_page);
    },

    async order(token, advertiserId, orderId) {
      const d = await read(
        PATHS.order,
        advertiserId,
        { order_id: numericId(orderId) },
        kuaishou.StarOrderDetailDataSchema,
        token,
      );
      return {
        ...orderRow(d),
        reason: d.reason,
        reject_reason: d.reject_reason || null,
        videos: d.videos.map((v) => ({ ...v, cost: liToYuan(v.cost) })),
      };
    },
  };
}
