import { kuaishou } from '@toufang/media-wire';
import { CDN_HOSTS } from '../../cdn/cdn-hosts';
import { formatDateTime } from '../../clock';
import type { MediumContext } from '../../http/medium-context';
import { createRandom, randomInt } from '../../prng';
import { API, pageOf } from './object-support';

// 魔力建站 pages (media-wire kuaishou/magic-site.ts, DOC 3029): each advertiser has a catalogue
// drawn from a generator seeded by its id, so every call answers the same pages; their audit
// statuses are mixed (草稿, 审核中, 审核通过, 审核拒绝). `select` matches a page id exactly or a
// part of its name; `view_comps` keeps the pages holding every listed component type.

const DAY_MS = 86_400_000;
const AUDIT_STATUSES = [3, 3, 3, 1, 2, 4] as const;
/** Component types of the page's table: 0 图片, 1 文本, 2 表单, 5 视频, 7 应用下载. */
const COMPONENT_SETS: readonly { type: number; sub_type: number; name: string }[][] = [
  [
    { type: 0, sub_type: 0, name: '图片' },
    { type: 7, sub_type: 0, name: '应用下载-安卓' },
  ],
  [
    { type: 5, sub_type: 0, name: '视频' },
    { type: 1, sub_type: 0, name: '文本' },
    { type: 7, sub_type: 2, name: '应用下载-iOS' },
  ],
  [
    { type: 0, sub_type: 0, name: '图片' },
    { type: 2, sub_type: 0, name: '表单' },
  ],
];

function catalogueOf(advertiserId: number, now: number): kuaishou.MagicSitePage[] {
  const random = createRandom(`magic-sites:${advertiserId}`);
  const total = randomInt(random, 2, 12);
  return Array.from({ length: total }, (_, n) => {
    const id = 81_000_000_000 + advertiserId * 100 + n;
    const comps = COMPONENT_SETS[randomInt(random, 0, COMPONENT_SETS.length - 1)] ?? [];
    const created = now - (n + 1) * DAY_MS;
    return {
      id,
      name: `魔力建站落地页${n + 1}`,
      url: `${CDN_HOSTS.kuaishou}/lp/${id}/index.jpeg`,
      audit_status: AUDIT_STATUSES[randomInt(random, 0, AUDIT_STATUSES.length - 1)] ?? 3,
      cover_img_url: `${CDN_HOSTS.kuaishou}/lp/${id}/cover.jpeg`,
      page_component_type: [...new Set(comps.map((c) => c.type))],
      biz_type: 0,
      conversion_type: comps.some((c) => c.type === 2) ? ['FORM'] : [],
      comps: comps.map((c, i) => ({ id: id * 10 + i, ...c })),
      create_time: formatDateTime(created),
      update_time: formatDateTime(created + DAY_MS / 2),
    };
  });
}

export function registerKuaishouMagicSites(ctx: MediumContext): void {
  ctx.endpoint('POST', `${API}/v2/lp/page/list`, (req) => {
    const body = ctx.parse(kuaishou.MagicSitePageListRequestSchema, req.input);
    const select = body.select?.trim();
    const list = catalogueOf(ctx.advertiser(req).id, req.now).filter(
      (p) =>
        (!select || String(p.id) === select || p.name.includes(select)) &&
        (!body.page_name || p.name.includes(body.page_name)) &&
        (!body.view_comps ||
          body.view_comps.every((type) => p.page_component_type?.includes(type))),
    );
    return pageOf(list, body.page, body.page_size) satisfies kuaishou.MagicSitePageListData;
  });
}
