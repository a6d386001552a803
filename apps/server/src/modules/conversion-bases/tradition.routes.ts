import {
  AdIdBatchAdIdsQuerySchema,
  BaseIdQuerySchema,
  TraditionBaseCreateBodySchema,
  TraditionBaseCreateFormSchema,
  TraditionBaseListQuerySchema,
  TraditionBatchListQuerySchema,
} from '@toufang/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';
import { readAdIdSheet } from '../ad-ids/ad-id-sheet';
import { readSheetUpload, registerSheetUpload } from '../ad-ids/ad-id-upload';

/** spec 000 §2 `/transConfigPc/pc` and its detail: the desktop-game media's bases. */
export const TRADITION_BASE_ABILITY = 'tradition:linkbase';
/** spec 000 §2 `/transConfigPc/pcBatch`: the desktop-game media's ad-ID batches. */
export const TRADITION_BATCH_ABILITY = 'tradition:batchlist';

const tags = ['tradition'];

/**
 * The desktop-game media (spec 002 §7 `POST /tradition/createbase`, `GET /tradition/linkbase`,
 * `linklist`, `batchlist`, `batchlist_link`, `POST multipart /tradition/createbase_v2`): the
 * conversion-base and ad-ID calls with the medium fixed to `pc`, under the abilities of
 * `/transConfigPc`.
 */
export function traditionRoutes(app: FastifyInstance, services: Services): void {
  const guard = access.ability(TRADITION_BASE_ABILITY);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/tradition/createbase',
    {
      ...guard,
      schema: { tags, summary: '创建端游转化基础', body: TraditionBaseCreateBodySchema },
    },
    async (request) =>
      ok(await services.tradition.createWithSheet(requireAuth(request), request.body, null)),
  );
  // Also the base picker of the desktop-game ad-ID batch uploads.
  r.get(
    '/api/tradition/linkbase',
    {
      ...access.anyAbility([TRADITION_BASE_ABILITY, 'amt:adid_category_list', 'batch:list']),
      schema: { tags, summary: '端游转化基础列表', querystring: TraditionBaseListQuerySchema },
    },
    async (request) =>
      ok(
        await services.conversionBases.list(requireAuth(request), {
          ...request.query,
          medium: 'pc',
        }),
      ),
  );
  r.get(
    '/api/tradition/linklist',
    { ...guard, schema: { tags, summary: '端游转化基础的链接', querystring: BaseIdQuerySchema } },
    async (request) =>
      ok(await services.conversionBases.links(requireAuth(request), request.query.base_id)),
  );

  const batches = access.ability(TRADITION_BATCH_ABILITY);
  r.get(
    '/api/tradition/batchlist',
    {
      ...batches,
      schema: { tags, summary: '端游广告ID批次', querystring: TraditionBatchListQuerySchema },
    },
    async (request) =>
      ok(
        await services.adIds.listBatches(requireAuth(request), { ...request.query, medium: 'pc' }, [
          'pc',
        ]),
      ),
  );
  r.get(
    '/api/tradition/batchlist_link',
    {
      ...batches,
      schema: { tags, summary: '端游批次的广告ID与链接', querystring: AdIdBatchAdIdsQuerySchema },
    },
    async (request) =>
      ok(await services.adIds.batchAdIds(requireAuth(request), request.query, 'pc')),
  );

  // The base with a sheet of channels: the upload parser serves this route only.
  void app.register(async (scope) => {
    await registerSheetUpload(scope, 8);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/tradition/createbase_v2',
      {
        ...guard,
        schema: {
          tags,
          summary: '创建端游转化基础并从 Excel 生成渠道广告ID（表头 名称、备注）',
        },
      },
      async (request) => {
        const upload = await readSheetUpload(request, scope, TraditionBaseCreateFormSchema);
        const sheet = upload.file
          ? {
              fileName: upload.file.fileName,
              rows: await readAdIdSheet(upload.file.fileName, upload.file.data),
            }
          : null;
        return ok(
          await services.tradition.createWithSheet(requireAuth(request), upload.fields, sheet),
        );
      },
    );
  });
}
