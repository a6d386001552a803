import { tencent, type Published } from '@toufang/media-wire';
import type { EndpointRequest, MediumContext } from '../../http/medium-context';
import type { ObjectRecord } from '../../state/collection';
import type {
  TencentAdgroupRecord,
  TencentCampaignRecord,
  TencentDynamicCreativeRecord,
} from '../../state/records';
import { checkFilters, matchAll, pageWithFields, wantsDeleted, type FieldKind } from './filtering';
import { LegacyView } from './legacy-views';
import { TencentView } from './object-views';

// Legacy v1.x reads (reference §3.9) under /v1.3/: campaigns/get, adgroups/get, ads/get,
// adcreatives/get over the same world as v3 (legacy-views.ts). The lists page by number, newest
// first; the writes are in legacy-write-routes.ts.

const API = '/tencent/v1.3';

const CAMPAIGN_FILTERS: Record<string, FieldKind> = {
  campaign_id: 'id',
  campaign_name: 'text',
  configured_status: 'enum',
  campaign_type: 'enum',
  promoted_object_type: 'enum',
  created_time: 'time',
  last_modified_time: 'time',
};
const ADGROUP_FILTERS: Record<string, FieldKind> = {
  campaign_id: 'id',
  adgroup_id: 'id',
  adgroup_name: 'text',
  configured_status: 'enum',
  system_status: 'enum',
  status: 'enum',
  created_time: 'time',
  last_modified_time: 'time',
};
const AD_FILTERS: Record<string, FieldKind> = {
  campaign_id: 'id',
  adgroup_id: 'id',
  ad_id: 'id',
  ad_name: 'text',
  configured_status: 'enum',
  system_status: 'enum',
  created_time: 'time',
  last_modified_time: 'time',
};
const ADCREATIVE_FILTERS: Record<string, FieldKind> = {
  campaign_id: 'id',
  adcreative_id: 'id',
  adcreative_name: 'text',
  created_time: 'time',
  last_modified_time: 'time',
};

const newestFirst = (a: ObjectRecord<unknown>, b: ObjectRecord<unknown>) =>
  b.createdAt - a.createdAt || b.id - a.id;

export function registerTencentLegacy(ctx: MediumContext): void {
  const { campaigns, adgroups, dynamicCreatives } = ctx.state.tencent;
  const world = () => ctx.sim.world('tencent');
  const views = (req: EndpointRequest) => {
    const view = new TencentView(world(), ctx.state, ctx.advertiser(req), req.now);
    return { view, legacy: new LegacyView(view, ctx.state, req.now) };
  };

  /** Registers a v1.x get: the account's records, deleted or live, filtered and paged. */
  const get = <R extends ObjectRecord<unknown>, T extends object, K extends keyof T & string>(
    path: string,
    filters: Record<string, FieldKind>,
    idField: K,
    records: (accountId: number) => readonly R[],
    toItem: (legacy: LegacyView, record: R) => T | null,
  ) =>
    ctx.endpoint('GET', `${API}/${path}/get`, (req) => {
      const query = ctx.parse(tencent.LegacyAdgroupGetRequestSchema, req.input);
      checkFilters(query.filtering, filters);
      const { view, legacy } = views(req);
      const deleted = wantsDeleted(query.is_deleted);
      const items = records(view.advertiser.id)
        .filter((r) => (r.sim?.deletedAt !== undefined) === deleted)
        .toSorted(newestFirst)
        .flatMap((r) => {
          const item = toItem(legacy, r);
          return item && matchAll(item, query.filtering, filters) ? [item] : [];
        });
      return pageWithFields(items, query, idField);
    });

  const own =
    <W>(collection: { listByAdvertiser(id: number): Readonly<ObjectRecord<W>>[] }) =>
    (accountId: number) =>
      collection.listByAdvertiser(accountId);
  get<Readonly<TencentCampaignRecord>, Published<tencent.LegacyCampaign>, 'campaign_id'>(
    'campaigns',
    CAMPAIGN_FILTERS,
    'campaign_id',
    own(campaigns),
    (l, r) => l.campaign(r),
  );
  get<Readonly<TencentAdgroupRecord>, Published<tencent.LegacyAdgroup>, 'adgroup_id'>(
    'adgroups',
    ADGROUP_FILTERS,
    'adgroup_id',
    own(adgroups),
    (l, r) => l.adgroup(r),
  );
  get<Readonly<TencentDynamicCreativeRecord>, Published<tencent.LegacyAd>, 'ad_id'>(
    'ads',
    AD_FILTERS,
    'ad_id',
    own(dynamicCreatives),
    (l, r) => l.ad(r),
  );
  get<Readonly<TencentDynamicCreativeRecord>, Published<tencent.Adcreative>, 'adcreative_id'>(
    'adcreatives',
    ADCREATIVE_FILTERS,
    'adcreative_id',
    own(dynamicCreatives),
    (l, r) => l.adcreative(r),
  );
}
