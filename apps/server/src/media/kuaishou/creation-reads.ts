import { kuaishou } from '@toufang/media-wire';
import { numericId } from '../oauth-support';
import { listAnswer, readCall } from '../creation-reads';

// Kuaishou's creation reads (reference §2.5): a unit's detail is the unit list filtered by its id,
// the unit as the medium keeps it (money in 厘), for the wizard to start from; the advertiser's
// 魔力建站 pages (DOC 3029), a unit's `site_id`, found by id or name.

export const KUAISHOU_CREATION_READS = {
  unitDetail: readCall('unitDetail', {
    endpoint: { method: 'POST', path: 'gw/dsp/unit/list' },
    params: (q) => ({ unit_ids: [numericId(q.unit_id)], page: 1, page_size: 1 }),
    reply: kuaishou.UnitListDataSchema,
    answer: (data) => data.details[0] ?? null,
    missing: '广告组',
  }),
  magicSiteList: readCall('magicSiteList', {
    endpoint: { method: 'POST', path: 'v2/lp/page/list' },
    params: (q) => ({
      page: q.page,
      page_size: q.per_page,
      ...(q.keyword ? { select: q.keyword } : {}),
    }),
    reply: kuaishou.MagicSitePageListDataSchema,
    answer: (data, q) => listAnswer(data.details, q.page, q.per_page, data.total_count),
  }),
};
