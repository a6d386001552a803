import multipart from '@fastify/multipart';
import {
  AD_ID_SHEET_MAX_BYTES,
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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import { AppError } from '../../lib/app-error';
import type { Services } from '../../services';
import { readAdIdSheet } from './ad-id-sheet';

/** spec 000 §2 / spec 002 §2: the channel-ID pages (media, mediaKs, mediaQq). */
export const CHANNEL_ID_ABILITY = 'amt:adid_category_list';
/** `/landing/adid` 广告ID查询 and `/landing/moreadid` 广告ID批量查询. */
export const AD_ID_DETAIL_ABILITY = 'searchadid:detail';
export const AD_ID_BULK_SEARCH_ABILITY = 'searchadid:search';

const tags = ['ad-ids'];

/**
 * Channel categories and ad IDs (spec 002 §7 `/category/create|update|search`,
 * `/amt/adid_category_create|list`, `/batch/list`, `/batch/list_adid`,
 * `/batch/adid_category_batch_create`, `/amt/search_adid`, `/searchadid/detail|search`;
 * docs/architecture/ad-ids.md). The medium is a parameter: one route set serves the three media.
 */
export function adIdsRoutes(app: FastifyInstance, services: Services): void {
  const channel = access.ability(CHANNEL_ID_ABILITY);
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
      ...channel,
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
    { ...channel, schema: { tags, summary: '广告ID批次', querystring: AdIdBatchListQuerySchema } },
    async (request) => ok(await adIds.listBatches(requireAuth(request), request.query)),
  );
  r.get(
    '/api/batch/list_adid',
    {
      ...channel,
      schema: { tags, summary: '批次的广告ID', querystring: AdIdBatchAdIdsQuerySchema },
    },
    async (request) => ok(await adIds.batchAdIds(requireAuth(request), request.query)),
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
    await scope.register(multipart, {
      limits: { fileSize: AD_ID_SHEET_MAX_BYTES, files: 1, fields: 4, parts: 5 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/batch/adid_category_batch_create',
      {
        ...channel,
        schema: { tags, summary: '从 Excel 批量生成广告ID（表头 名称、备注）' },
      },
      async (request) => {
        const upload = await readUpload(request, scope);
        const rows = await readAdIdSheet(upload.fileName, upload.data);
        return ok(
          await adIds.createBatch(requireAuth(request), upload.fields, upload.fileName, rows),
        );
      },
    );
  });
}

const unreadable = (reason: string) =>
  new AppError('AD_ID_SHEET_UNREADABLE', { params: { reason } });

/** The form's `file`, `category_id` and `base_id`. */
async function readUpload(request: FastifyRequest, scope: FastifyInstance) {
  if (!request.isMultipart()) throw unreadable('请以表单上传文件（multipart/form-data）');
  let file: { fileName: string; data: Buffer } | undefined;
  const values: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        file = { fileName: part.filename, data: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        values[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const errors = scope.multipartErrors;
    if (error instanceof errors.RequestFileTooLargeError) {
      throw unreadable(`文件不能超过 ${AD_ID_SHEET_MAX_BYTES / 1024 / 1024} MB`);
    }
    if (error instanceof errors.FilesLimitError) throw unreadable('一次只能上传一个文件');
    if (error instanceof Error && 'statusCode' in error) throw unreadable('上传内容不完整');
    throw error;
  }
  const fields = AdIdBatchCreateFieldsSchema.safeParse(values);
  if (!fields.success) {
    throw new AppError('VALIDATION_FAILED', {
      details: fields.error.issues.map((issue) => issue.message),
    });
  }
  if (!file) throw unreadable('请选择要上传的文件');
  return { ...file, fields: fields.data };
}
