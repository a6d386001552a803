import { tencent } from '@toufang/media-wire';
import { listAnswer, readCall } from '../creation-reads';

// Tencent's creation reads (media-wire tencent/creation-assets.ts, conversions.ts): what an
// account has to build an adgroup and its dynamic creatives from — landing pages, brand images,
// conversions, targeting packages and custom audiences. The wizard's filters become the medium's
// `filtering`; its page the medium's `page` / `page_size`; the medium's items are answered as the
// medium names them.

const paging = (q: { page: number; per_page: number }) => ({ page: q.page, page_size: q.per_page });
const paged = <T>(
  data: { list: T[]; page_info: tencent.PageInfo },
  q: { page: number; per_page: number },
) => listAnswer(data.list, q.page, q.per_page, data.page_info.total_number);

export const TENCENT_CREATION_READS = {
  tencentPages: readCall('tencentPages', {
    endpoint: { method: 'GET', path: 'pages/get' },
    params: (q) => ({
      ...paging(q),
      filtering: [
        { field: 'page_type', operator: 'EQUALS', values: [q.page_type] },
        { field: 'page_status', operator: 'EQUALS', values: [q.status] },
        ...(q.keyword ? [{ field: 'page_name', operator: 'CONTAINS', values: [q.keyword] }] : []),
      ],
    }),
    reply: tencent.PagesGetDataSchema,
    answer: paged,
  }),
  tencentBrands: readCall('tencentBrands', {
    endpoint: { method: 'GET', path: 'brand/get' },
    params: paging,
    reply: tencent.BrandGetDataSchema,
    answer: paged,
  }),
  tencentConversions: readCall('tencentConversions', {
    endpoint: { method: 'GET', path: 'conversions/get' },
    params: (q) => {
      const filtering = [
        ...(q.optimization_goal
          ? [{ field: 'optimization_goal', operator: 'EQUALS', values: [q.optimization_goal] }]
          : []),
        ...(q.keyword
          ? [{ field: 'conversion_name', operator: 'CONTAINS', values: [q.keyword] }]
          : []),
      ];
      return { ...paging(q), ...(filtering.length > 0 ? { filtering } : {}) };
    },
    reply: tencent.ConversionGetDataSchema,
    answer: (data, q) =>
      listAnswer(
        data.list.filter((c) => !c.is_deleted),
        q.page,
        q.per_page,
        data.page_info.total_number,
      ),
  }),
  tencentTargetings: readCall('tencentTargetings', {
    endpoint: { method: 'GET', path: 'targetings/get' },
    params: (q) => ({
      ...paging(q),
      ...(q.keyword
        ? { filtering: [{ field: 'targeting_name', operator: 'CONTAINS', values: [q.keyword] }] }
        : {}),
    }),
    reply: tencent.TargetingsGetDataSchema,
    answer: paged,
  }),
  tencentAudiences: readCall('tencentAudiences', {
    endpoint: { method: 'GET', path: 'custom_audiences/get' },
    params: paging,
    reply: tencent.CustomAudiencesGetDataSchema,
    answer: paged,
  }),
};
