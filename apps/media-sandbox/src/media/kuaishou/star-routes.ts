import { kuaishou } from '@toufang/media-wire';
import type { MediumContext } from '../../http/medium-context';
import { mediumError } from '../../http/medium-error';
import { API, pageOf } from './object-support';
import {
  findOrder,
  orderDetail,
  orderStatus,
  orderView,
  ordersOf,
  starAuthors,
  taskStatus,
  taskView,
  tasksOf,
} from './star-world';

// 磁力聚星 calls (media-wire kuaishou/star.ts, modelled; the world in star-world.ts): creators,
// the advertiser's star tasks and its supplement orders with their detail. Reads only.

export function registerKuaishouStar(ctx: MediumContext): void {
  let cached: { seed: string; authors: kuaishou.StarAuthor[] } | null = null;
  const authors = (): kuaishou.StarAuthor[] => {
    if (cached?.seed !== ctx.state.seed) {
      cached = { seed: ctx.state.seed, authors: starAuthors(ctx.state.seed) };
    }
    return cached.authors;
  };

  ctx.endpoint('POST', `${API}/gw/star/v1/author/list`, (req) => {
    const body = ctx.parse(kuaishou.StarAuthorListRequestSchema, req.input);
    ctx.advertiser(req);
    const keyword = body.keyword?.trim();
    const list = authors().filter(
      (a) =>
        (!keyword || a.author_name.includes(keyword) || a.kwai_id === keyword) &&
        (!body.industry || a.industry === body.industry),
    );
    return pageOf(list, body.page, body.page_size) satisfies kuaishou.StarAuthorListData;
  });

  ctx.endpoint('POST', `${API}/gw/star/v1/task/list`, (req) => {
    const body = ctx.parse(kuaishou.StarTaskListRequestSchema, req.input);
    const advertiser = ctx.advertiser(req);
    const name = body.task_name?.trim();
    const list = tasksOf(ctx.state.seed, advertiser, authors(), req.now).filter(
      (t) =>
        (!body.status || taskStatus(t, req.now) === body.status) &&
        (!name || t.name.includes(name)),
    );
    const page = pageOf(list, body.page, body.page_size);
    return {
      total_count: page.total_count,
      details: page.details.map((t) => taskView(t, req.now)),
    } satisfies kuaishou.StarTaskListData;
  });

  ctx.endpoint('POST', `${API}/gw/star/v1/supplement_order/list`, (req) => {
    const body = ctx.parse(kuaishou.StarOrderListRequestSchema, req.input);
    const advertiser = ctx.advertiser(req);
    const list = ordersOf(ctx.state.seed, advertiser, authors(), req.now).filter(
      (o) =>
        (body.task_id === undefined || o.task.taskId === body.task_id) &&
        (body.status === undefined || orderStatus(o, req.now) === body.status),
    );
    const page = pageOf(list, body.page, body.page_size);
    return {
      total_count: page.total_count,
      details: page.details.map((o) => orderView(o, req.now)),
    } satisfies kuaishou.StarOrderListData;
  });

  ctx.endpoint('POST', `${API}/gw/star/v1/supplement_order/detail`, (req) => {
    const body = ctx.parse(kuaishou.StarOrderDetailRequestSchema, req.input);
    const advertiser = ctx.advertiser(req);
    const order = findOrder(ctx.state.seed, advertiser, authors(), body.order_id, req.now);
    if (!order) throw mediumError('param', `补单 ${body.order_id} 不存在`);
    return orderDetail(order, req.now) satisfies kuaishou.StarOrderDetailData;
  });
}
