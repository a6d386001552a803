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
  cdpBrand: readCall('cdpBrand', {
    endpoint: { method: 'GET', path: 'v3.0/cdp/brand/get/' },
    params: () => ({}),
    reply: oceanengine.CdpBrandDataSchema,
    answer: (data) => ({
      brands: data.brand_info_data,
      categories: data.brand_category_info,
    }),
  }),
  strategyList: readCall('strategyList', {
    endpoint: { method: 'GET', path: '2/creative/strategy/list/' },
    params: (q) => ({
      ...paging(q),
      ...(q.strategy_types.length > 0 ? { strategy_types: q.strategy_types } : {}),
    }),
    reply: oceanengine.CreativeStrategyListDataSchema,
    answer: (data, q) =>
      listAnswer(data.strategy_models, q.page, q.per_page, data.page_info.total_number),
  }),
  autoGenerateConfig: readCall('autoGenerateConfig', {
    endpoint: { method: 'GET', path: 'v3.0/promotion/auto_generate_config/get/' },
    params: (q) => ({ config_id: Number(q.config_id) }),
    reply: oceanengine.AutoGenerateConfigDataSchema,
    answer: (data) => data,
  }),
  anchorList: readCall('anchorList', {
    endpoint: { method: 'GET', path: 'v3.0/native_anchor/get/' },
    params: (q) => {
      const filtering = {
        ...(q.keyword ? { anchor_name: q.keyword } : {}),
        ...(q.status ? { status: [q.status] } : {}),
      };
      return { ...paging(q), ...(Object.keys(filtering).length > 0 ? { filtering } : {}) };
    },
    reply: oceanengine.NativeAnchorListDataSchema,
    answer: paged,
  }),
  carouselTemplates: readCall('carouselTemplates', {
    endpoint: { method: 'GET', path: '2/carousel/list/' },
    params: (q) => ({
      ...paging(q),
      ...(q.keyword ? { filtering: { file_name: q.keyword } } : {}),
    }),
    reply: oceanengine.CarouselListDataSchema,
    answer: (data, q) => listAnswer(data.carousels, q.page, q.per_page, data.page_info.total_count),
  }),
  keywordSuggest: readCall('keywordSuggest', {
    endpoint: { method: 'POST', path: 'v3.0/sugg_words/' },
    params: (q) => ({
      query_list: q.words,
      ...(q.project_id ? { project_id: BigInt(q.project_id) } : {}),
      ...(q.app_name ? { promotion_materials: { app_name: q.app_name } } : {}),
    }),
    reply: oceanengine.SuggWordsDataSchema,
    answer: (data) => ({ list: data.list }),
  }),
  keywordList: readCall('keywordList', {
    endpoint: { method: 'GET', path: 'v3.0/keyword/list/' },
    params: (q) => ({ filtering: { project_id: BigInt(q.project_id) } }),
    reply: oceanengine.KeywordListDataSchema,
    answer: (data) => ({
      list: data.list.map((k) => ({ ...k, keyword_id: String(k.keyword_id) })),
    }),
  }),
  starDeliveryTasks: readCall('starDeliveryTasks', {
    endpoint: { method: 'GET', path: 'v3.0/stardelivery/task/list/' },
    params: (q) => {
      const filtering = {
        ...(q.keyword ? { star_task_name: q.keyword } : {}),
        ...(q.status ? { star_task_status: q.status } : {}),
      };
      return { ...paging(q), ...(Object.keys(filtering).length > 0 ? { filtering } : {}) };
    },
    reply: oceanengine.StarTaskListDataSchema,
    answer: paged,
  }),
  starDeliveryAuthors: readCall('starDeliveryAuthors', {
    endpoint: { method: 'GET', path: 'v3.0/stardelivery/task_author/detail/' },
    params: (q) => ({ ...paging(q), star_task_id: Number(q.star_task_id) }),
    reply: oceanengine.StarTaskAuthorDataSchema,
    answer: (data, q) =>
      listAnswer(data.task_authors_info, q.page, q.per_page, data.page_info.total_number),
  }),
  starDeliveryVideos: readCall('starDeliveryVideos', {
    endpoint: { method: 'GET', path: 'v3.0/stardelivery/task_author_video/detail/' },
    params: (q) => ({
      star_task_id: Number(q.star_task_id),
      star_task_video_range: q.range,
      cursor: q.cursor,
      count: q.count,
      ...(q.aweme_id ? { filtering: { aweme_ids: [q.aweme_id] } } : {}),
    }),
    reply: oceanengine.StarTaskVideoDataSchema,
    answer: (data) => ({
      list: data.valid_author_submitted_videos,
      cursor: data.cursor_info.cursor,
      has_more: data.cursor_info.has_more,
    }),
  }),
  starMaterialVideos: readCall('starMaterialVideos', {
    endpoint: { method: 'GET', path: '2/file/video/get/' },
    params: (q) => ({ ...paging(q), filtering: { source: ['STAR'] } }),
    reply: oceanengine.VideoLibraryDataSchema,
    answer: (data, q) =>
      listAnswer(
        data.list.map((v) => ({ ...v, material_id: String(v.material_id) })),
        q.page,
        q.per_page,
        data.page_info.total_number,
      ),
  }),
  projectFields: readCall('projectFields', {
    endpoint: { method: 'GET', path: 'v3.0/project/list/' },
    params: (q) => ({
      filtering: { ids: [BigInt(q.project_id)] },
      fields: [...new Set(['project_id', ...q.fields])],
      page: 1,
      page_size: 1,
    }),
    reply: oceanengine.ProjectListDataSchema,
    answer: (data) => {
      const project = data.list[0];
      return project ? { ...project, project_id: String(project.project_id) } : null;
    },
    missing: '项目',
  }),
};
