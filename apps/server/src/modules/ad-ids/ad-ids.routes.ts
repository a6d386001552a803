import {
  AdIdBulkSearchBodySchema,
  AdIdDetailQuerySchema,
  AdIdSearchQuerySchema,
  AdIdBatchAdIdsQuerySchema,
  AdIdBatchCreateFieldsSchema,
  AdIdBatchListQuerySchema,
  CategoryCreateBodySchema,
  CategoryListQuerySchema,
  CategorySearchQuerySchema,
  CategoryUpdateBodySchema,
} from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';
import { AMT_BASE_ABILITY, BATCH_ABILITY, CHANNEL_ID_ABILITY } from './ad-id-abilities';
import { adIdSheetTemplate, readAdIdSheet } from './ad-id-sheet';
import { readSheetUpload, registerSheetUpload, requireFile } from './ad-id-upload';

/** `/transConfigPc/pc`: its create dialog picks a channel category for the sheet of channels. */
const PC_BASE_ABILITY = 'tradition:linkbase';
/** `/landing/adid` 广告ID查询 and `/landing/moreadid` 广告ID批量查询. */
export const AD_ID_DETAIL_ABILITY = 'searchadid:detail';
export const AD_ID_BULK_SEARCH_ABILITY = 'searchadid:search';

const tags = ['ad-ids'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Channel categories and ad IDs (spec 002 §7 `/category/create|update|search`,
 * `/amt/adid_category_create|list`, `/batch/list`, `/batch/list_adid`,
 * `/batch/adid_category_batch_create`, `/amt/search_adid`, `/searchadid/detail|search`;
 * docs/architecture/ad-ids.md). The medium is a parameter: one route set serves the three media.
 */
export function adIdsRoutes(app: FastifyInstance, services: Services): void {
  const channel = access.ability(CHANNEL_ID_ABILITY);
  // The batch calls serve the channel-ID pages, the batch pages and a base's 批量广告ID alike;
  // the service narrows the last to the media whose bases the caller keeps (`batchMedia`).
  const batches = access.anyAbility([CHANNEL_ID_ABILITY, BATCH_ABILITY, AMT_BASE_ABILITY]);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const adIds = services.adIds;

  for (const path of ['/api/category/create', '/api/amt/adid_category_create']) {
    r.post(
      path,
      { ...channel, schema: { tags, summary: '新建渠道分类', body: CategoryCreateBodySchema } },
      async (request) => ok(await adIds.createCategory(requireAuth(request), request.body)),
    );
  }
  r.post(
    '/api/category/update',
    { ...channel, schema: { tags, summary: '编辑渠道分类', body: CategoryUpdateBodySchema } },
    async (request) => ok(await adIds.updateCategory(request.body)),
  );
  r.get(
    '/api/category/search',
    {
      // The category picker of the batch upload and of the desktop-game base dialog.
      ...access.anyAbility([CHANNEL_ID_ABILITY, BATCH_ABILITY, AMT_BASE_ABILITY, PC_BASE_ABILITY]),
      schema: { tags, summary: '渠道分类选项', querystring: CategorySearchQuerySchema },
    },
    async (request) => ok(await adIds.searchCategories(request.query)),
  );
  r.get(
    '/api/amt/adid_category_list',
    { ...channel, schema: { tags, summary: '渠道分类列表', querystring: CategoryListQuerySchema } },
    async (request) => ok(await adIds.listCategories(requireAuth(request), request.query)),
  );
  r.get(
    '/api/batch/list',
    { ...batches, schema: { tags, summary: '广告ID批次', querystring: AdIdBatchListQuerySchema } },
    async (request) => ok(await adIds.listBatches(requireAuth(request), request.query)),
  );
  r.get(
    '/api/batch/list_adid',
    {
      ...batches,
      schema: { tags, summary: '批次的广告ID', querystring: AdIdBatchAdIdsQuerySchema },
    },
    async (request) => ok(await adIds.batchAdIds(requireAuth(request), request.query)),
  );

  r.get(
    '/api/batch/temp_view_3',
    {
      ...access.anyAbility([CHANNEL_ID_ABILITY, BATCH_ABILITY, AMT_BASE_ABILITY, PC_BASE_ABILITY]),
      schema: { tags, summary: '下载广告ID表格模板（名称、备注）' },
    },
    async (_request, reply) =>
      reply
        .header('content-type', XLSX_TYPE)
        .header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent('广告ID批量生成模板.xlsx')}`,
        )
        .send(await adIdSheetTemplate()),
  );

  const detail = access.ability(AD_ID_DETAIL_ABILITY);
  r.get(
    '/api/amt/search_adid',
    { ...detail, schema: { tags, summary: '搜索广告ID', querystring: AdIdSearchQuerySchema } },
    async (request) => ok(await adIds.search(requireAuth(request), request.query)),
  );
  r.get(
    '/api/searchadid/detail',
    { ...detail, schema: { tags, summary: '广告ID详情', querystring: AdIdDetailQuerySchema } },
    async (request) => ok(await adIds.detail(requireAuth(request), request.query.ad_id)),
  );
  r.post(
    '/api/searchadid/search',
    {
      ...access.ability(AD_ID_BULK_SEARCH_ABILITY),
      schema: { tags, summary: '批量查询广告ID', body: AdIdBulkSearchBodySchema },
    },
    async (request) => ok(await adIds.bulkSearch(requireAuth(request), request.body)),
  );

  // The upload parser is registered for the batch sheet only; every other route keeps JSON bodies.
  void app.register(async (scope) => {
    await registerSheetUpload(scope, 4);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/batch/adid_category_batch_create',
      {
        ...batches,
        schema: { tags, summary: '从 Excel 批量生成广告ID（表头 名称、备注）' },
      },
      async (request) => {
        const upload = await readSheetUpload(request, scope, AdIdBatchCreateFieldsSchema);
        const file = requireFile(upload);
        const rows = await readAdIdSheet(file.fileName, file.data);
        return ok(
          await adIds.createBatch(requireAuth(request), upload.fields, file.fileName, rows),
        );
      },
    );
  });
}
