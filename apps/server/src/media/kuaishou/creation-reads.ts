import { kuaishou } from '@toufang/media-wire';
import { numericId } from '../oauth-support';
import { readCall } from '../creation-reads';

// Kuaishou's creation reads (reference §2.5): a unit's detail is the unit list filtered by its id,
// the unit as the medium keeps it (money in 厘), for the wizard to start from.

export const KUAISHOU_CREATION_READS = {
  unitDetail: readCall('unitDetail', {
    endpoint: { method: 'POST', path: 'gw/dsp/unit/list' },
    params: (q) => ({ unit_ids: [numericId(q.unit_id)], page: 1, page_size: 1 }),
    reply: kuaishou.UnitListDataSchema,
    answer: (data) => data.details[0] ?? null,
    missing: '广告组',
  }),
};
