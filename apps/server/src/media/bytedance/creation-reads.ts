import { oceanengine } from '@toufang/media-wire';
import { listAnswer, readCall } from '../creation-reads';

// Ocean Engine's creation reads (media-wire oceanengine/creation-reads.ts, modelled): the wizard's
// query mapped onto the medium's filtering and paging, the reply's page_info onto ours.

const paging = (q: { page: number; per_page: number }) => ({ page: q.page, page_size: q.per_page });
const paged = <T>(
  data: { list: T[]; page_info: oceanengine.PageInfo },
  q: { page: number; per_page: number },
) => listAnswer(data.list, q.page, q.per_page, data.page_info.total_number);

export const BYTEDANCE_CREATION_READS = {
  bidSuggest: readCall('bidSuggest', {
    endpoint: { method: 'GET', path: '2/tools/bid/suggest/' },
    params: (q) => ({
      pricing: `PRICING_${q.pricing}`,
      ...(q.external_action ? { external_action: q.external_action } : {}),
      ...(q.campaign_id ? { campaign_id: Number(q.campaign_id) } : {}),
    }),
    reply: oceanengine.BidSuggestDataSchema,
    answer: (data) => ({ min: data.min, max: data.max }),
  }),
  awemeAccounts: readCall('awemeAccounts', {
    endpoint: { method: 'GET', path: '2/tools/aweme_auth_list/' },
    params: paging,
    reply: oceanengine.AwemeAuthListDataSchema,
    answer: paged,
  }),
  awemeVideos: readCall('awemeVideos', {
    endpoint: { method: 'GET', path: '2/file/video/aweme/get/' },
    params: (q) => ({ aweme_id: q.aweme_id, cursor: q.cursor, count: q.count }),
    reply: oceanengine.AwemeVideoDataSchema,
    answer: (data) => data,
  }),
  componentList: readCall('componentList', {
    endpoint: { method: 'GET', path: '2/assets/creative_component/get/' },
    params: (q) => ({
      ...paging(q),
      filtering: { component_type: q.type, status: q.status },
    }),
    reply: oceanengine.ComponentListDataSchema,
    answer: paged,
  }),
  playableList: readCall('playableList', {
    endpoint: { method: 'GET', path: '2/tools/playable/list/' },
    params: (q) => ({ ...paging(q), filtering: { status: q.status } }),
    reply: oceanengine.PlayableListDataSchema,
    answer: paged,
  }),
  sellingPoints: readCall('sellingPoints', {
    endpoint: { method: 'GET', path: '2/tools/promotion_card/selling_points/get/' },
    params: paging,
    reply: oceanengine.SellingPointsDataSchema,
    answer: (data, q) =>
      listAnswer(
        data.list.map((p) => p.selling_point),
        q.page,
        q.per_page,
        data.page_info.total_number,
      ),
  }),
  siteList: readCall('siteList', {
    endpoint: { method: 'GET', path: '2/tools/site/get/' },
    params: (q) => ({ ...paging(q), ...(q.status ? { status: q.status } : {}) }),
    reply: oceanengine.SiteListDataSchema,
    answer: paged,
  }),
  sitePreview: readCall('sitePreview', {
    endpoint: { method: 'GET', path: '2/tools/site/preview/' },
    params: (q) => ({ site_id: q.site_id }),
    reply: oceanengine.SitePreviewDataSchema,
    answer: (data) => ({ url: data.url }),
  }),
  appletList: readCall('appletList', {
    endpoint: { method: 'GET', path: 'v3.0/tools/micro_app/list/' },
    params: (q) => ({
      ...paging(q),
      ...(q.keyword ? { filtering: { search_key: q.keyword } } : {}),
    }),
    reply: oceanengine.MicroAssetListDataSchema,
    answer: paged,
  }),
  gameList: readCall('gameList', {
    endpoint: { method: 'GET', path: 'v3.0/tools/micro_game/list/' },
    params: (q) => ({
      ...paging(q),
      ...(q.keyword ? { filtering: { search_key: q.keyword } } : {}),
    }),
    reply: oceanengine.MicroAssetListDataSchema,
    answer: paged,
  }),
};
