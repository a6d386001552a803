import multipart from '@fastify/multipart';
import {
  NOTE_SHEET_MAX_BYTES,
  NoteSheetMediumSchema,
  SyncNoteBodySchema,
  type MediumKey,
} from '@toufang/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { AppError } from '../../lib/app-error';
import type { Services } from '../../services';
import { accountsAccess, viewerOf } from './accounts-access';
import { readNoteSheet } from './note-sheet';

const tags = ['media-accounts'];

const unreadable = (reason: string) =>
  new AppError('NOTE_SHEET_UNREADABLE', { params: { reason } });

interface Upload {
  fileName: string;
  data: Buffer;
  medium: MediumKey;
}

/**
 * Notes on accounts (spec 000 §7 `/{feed}/advertiser/update_note` multipart, `sync_note`). The
 * upload parser is registered for these routes only; every other route keeps JSON bodies.
 */
export function advertiserNoteRoutes(app: FastifyInstance, services: Services): void {
  const guard = accountsAccess;

  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: NOTE_SHEET_MAX_BYTES, files: 1, fields: 4, parts: 5 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/bytedance/advertiser/update_note',
      {
        ...guard,
        schema: { tags, summary: '导入账户备注（xlsx / csv：广告主ID、备注）' },
      },
      async (request) => {
        const upload = await readUpload(request, scope);
        const lines = await readNoteSheet(upload.fileName, upload.data);
        return ok(
          await services.advertiserNotes.importSheet(viewerOf(request), upload.medium, lines),
        );
      },
    );
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/bytedance/advertiser/sync_note',
      { ...guard, schema: { tags, summary: '同步备注到同主体账户', body: SyncNoteBodySchema } },
      async (request) =>
        ok(await services.advertiserNotes.copyToCompanies(viewerOf(request), request.body.ids)),
    );
}

/** The form's `file` (one .xlsx or .csv) and optional `medium` field. */
async function readUpload(request: FastifyRequest, scope: FastifyInstance): Promise<Upload> {
  if (!request.isMultipart()) throw unreadable('请以表单上传文件（multipart/form-data）');
  let file: { fileName: string; data: Buffer } | undefined;
  let mediumField: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        file = { fileName: part.filename, data: await part.toBuffer() };
      } else if (part.fieldname === 'medium') {
        mediumField = typeof part.value === 'string' ? part.value : undefined;
      }
    }
  } catch (error) {
    const errors = scope.multipartErrors;
    if (error instanceof errors.RequestFileTooLargeError) {
      throw unreadable(`文件不能超过 ${NOTE_SHEET_MAX_BYTES / 1024 / 1024} MB`);
    }
    if (error instanceof errors.FilesLimitError) throw unreadable('一次只能上传一个文件');
    if (error instanceof Error && 'statusCode' in error) throw unreadable('上传内容不完整');
    throw error;
  }
  if (!file) throw unreadable('请选择要上传的文件');
  const medium = NoteSheetMediumSchema.safeParse(mediumField);
  if (!medium.success) throw new AppError('VALIDATION_FAILED', { details: ['请选择媒体'] });
  return { ...file, medium: medium.data };
}
