import { tencent } from '@toufang/media-wire';
import type { MediumContext } from '../../http/medium-context';
import { paginate } from '../../http/paging';
import {
  brandImagesOf,
  customAudiencesOf,
  landingPagesOf,
  targetingPackagesOf,
} from './creation-asset-catalogues';
import { checkFilters, matchAll, type FieldKind } from './filtering';

// pages/get, brand/get, targetings/get and custom_audiences/get (media-wire
// tencent/creation-assets.ts) over each account's catalogue (creation-asset-catalogues.ts). Pages
// and targeting packages filter as the v3 `…/get` calls do; `page_size` is 10 by default.

const API = '/tencent/v3.0';
const PAGE_FILTERS: Record<string, FieldKind> = {
  page_id: 'id',
  page_name: 'text',
  page_type: 'enum',
  page_status: 'enum',
};
const TARGETING_FILTERS: Record<string, FieldKind> = { targeting_id: 'id', targeting_name: 'text' };

const page = <T>(
  list: readonly T[],
  q: { page?: number | undefined; page_size?: number | undefined },
) => {
  const { items, pageInfo } = paginate(list, q.page ?? 1, q.page_size ?? 10);
  return { list: items, page_info: pageInfo };
};

export function registerTencentCreationAssets(ctx: MediumContext): void {
  ctx.endpoint('GET', `${API}/pages/get`, (req) => {
    const query = ctx.parse(tencent.PagesGetRequestSchema, req.input);
    checkFilters(query.filtering, PAGE_FILTERS);
    const list = landingPagesOf(ctx.advertiser(req).id).filter((p) =>
      matchAll(p, query.filtering, PAGE_FILTERS),
    );
    return page(list, query) satisfies tencent.PagesGetData;
  });

  ctx.endpoint('GET', `${API}/brand/get`, (req) => {
    const query = ctx.parse(tencent.BrandGetRequestSchema, req.input);
    return page(brandImagesOf(ctx.advertiser(req).id), query) satisfies tencent.BrandGetData;
  });

  ctx.endpoint('GET', `${API}/targetings/get`, (req) => {
    const query = ctx.parse(tencent.TargetingsGetRequestSchema, req.input);
    checkFilters(query.filtering, TARGETING_FILTERS);
    const list = targetingPackagesOf(ctx.advertiser(req).id).filter((t) =>
      matchAll(t, query.filtering, TARGETING_FILTERS),
    );
    return page(list, query) satisfies tencent.TargetingsGetData;
  });

  ctx.endpoint('GET', `${API}/custom_audiences/get`, (req) => {
    const query = ctx.parse(tencent.CustomAudiencesGetRequestSchema, req.input);
    const list = customAudiencesOf(ctx.advertiser(req).id).filter(
      (a) => query.audience_id === undefined || a.audience_id === query.audience_id,
    );
    return page(list, query) satisfies tencent.CustomAudiencesGetData;
  });
}
