import multipart from '@fastify/multipart';
import {
  TITLE_IMPORT_MAX_BYTES,
  TitleCreateBodySchema,
  TitleDeleteBodySchema,
  TitleImportBodySchema,
  TitleListQuerySchema,
  TitleUpdateBodySchema,
} from '@toufang/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import { AppError } from '../../lib/app-error';
import type { Services } from '../../services';
import { viewerOf } from '../media-accounts/accounts-access';
import { readTitleFile } from './title-file';

const tags = ['titles'];

/** Every call of the title library needs its menu ability (spec 002 §2 `/creative/title`). */
export const TITLE_ABILITY = 'material:title:list';

const unreadable = (reason: string) =>
  new AppError('TITLE_FILE_UNREADABLE', { params: { reason } });

const GameFieldSchema = z.coerce.number().int().positive();

/** The title library (`material/title/*`, docs/architecture/titles.md). */
export function titlesRoutes(app: FastifyInstance, services: Services): void {
  const guard = access.ability(TITLE_ABILITY);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const titles = services.titles;

  r.get(
    '/api/material/title/list',
    { ...guard, schema: { tags, summary: '标题列表', querystring: TitleListQuerySchema } },
    async (request) => ok(await titles.list(viewerOf(request), request.query)),
  );
  r.get(
    '/api/material/title/tags',
    { ...guard, schema: { tags, summary: '标题标签（含使用数）' } },
    async () => ok(await titles.tags()),
  );
  r.get(
    '/api/material/title/creators',
    { ...guard, schema: { tags, summary: '标题创建人' } },
    async () => ok(await titles.creators()),
  );
  r.post(
    '/api/material/title/create',
    { ...guard, schema: { tags, summary: '新建标题', body: TitleCreateBodySchema } },
    async (request) => ok(await titles.create(requireAuth(request), request.body)),
  );
  r.post(
    '/api/material/title/update',
    { ...guard, schema: { tags, summary: '编辑标题', body: TitleUpdateBodySchema } },
    async (request) => ok(await titles.update(request.body)),
  );
  r.post(
    '/api/material/title/delete',
    { ...guard, schema: { tags, summary: '删除标题（可批量）', body: TitleDeleteBodySchema } },
    async (request) => ok(await titles.delete(request.body)),
  );
  r.post(
    '/api/material/title/import',
    { ...guard, schema: { tags, summary: '导入标题', body: TitleImportBodySchema } },
    async (request) => ok(await titles.import(requireAuth(request), request.body)),
  );

  // The upload parser is registered for the preview only; every other route keeps JSON bodies.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: TITLE_IMPORT_MAX_BYTES, files: 1, fields: 4, parts: 5 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/material/title/import/preview',
      {
        ...guard,
        schema: { tags, summary: '预览标题导入（txt 每行一个标题，或 xlsx 第一列）' },
      },
      async (request) => {
        const upload = await readUpload(request, scope);
        const lines = await readTitleFile(upload.fileName, upload.data);
        return ok(await titles.preview(upload.fileName, upload.gameId, lines));
      },
    );
  });
}

/** The form's `file` and `gad_cfg_game_id`. */
async function readUpload(request: FastifyRequest, scope: FastifyInstance) {
  if (!request.isMultipart()) throw unreadable('请以表单上传文件（multipart/form-data）');
  let file: { fileName: string; data: Buffer } | undefined;
  let gameField: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        file = { fileName: part.filename, data: await part.toBuffer() };
      } else if (part.fieldname === 'gad_cfg_game_id') {
        gameField = typeof part.value === 'string' ? part.value : undefined;
      }
    }
  } catch (error) {
    const errors = scope.multipartErrors;
    if (error instanceof errors.RequestFileTooLargeError) {
      throw unreadable(`文件不能超过 ${TITLE_IMPORT_MAX_BYTES / 1024 / 1024} MB`);
    }
    if (error instanceof errors.FilesLimitError) throw unreadable('一次只能上传一个文件');
    if (error instanceof Error && 'statusCode' in error) throw unreadable('上传内容不完整');
    throw error;
  }
  const game = GameFieldSchema.safeParse(gameField);
  if (!game.success) throw new AppError('VALIDATION_FAILED', { details: ['请选择游戏'] });
  if (!file) throw unreadable('请选择要上传的文件');
  return { ...file, gameId: game.data };
}
