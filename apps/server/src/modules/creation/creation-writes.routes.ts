import multipart from '@fastify/multipart';
import {
  CREATION_ABILITIES,
  CREATION_WRITES,
  KeywordUploadFieldsSchema,
  keywordFileRows,
  type CreationWrite,
  type KeywordCreateAnswer,
} from '@toufang/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import { AppError } from '../../lib/app-error';
import type { Services } from '../../services';
import { creationCallRoutes } from './creation-call-routes';
import { readKeywordFile } from './keyword-file';

const tags = ['creation'];
/** Largest keyword file accepted. */
const KEYWORD_FILE_MAX_BYTES = 2 * 1024 * 1024;

const SUMMARIES: Record<CreationWrite, string> = {
  anchorSave: '保存锚点',
  anchorDelete: '删除锚点',
  carouselSave: '保存图集',
  carouselDelete: '删除图集',
  autoGenerateConfigCreate: '创建衍生创意配置',
  keywordCreate: '添加关键词',
};

/**
 * The creation wizards' supporting writes (spec 002 §7): one POST a write of `CREATION_WRITES`,
 * behind the medium's creation ability, all served by `creationWrites.write`; and the keyword
 * upload, whose file's rows are checked (every row's errors listed, nothing sent) before they
 * are added as one keyword create.
 */
export function creationWriteRoutes(app: FastifyInstance, services: Services): void {
  creationCallRoutes(app, {
    method: 'POST',
    calls: CREATION_WRITES,
    input: (write) => CREATION_WRITES[write].body,
    summaries: SUMMARIES,
    serve: (auth, write, body) => services.creationWrites.write(auth, write, body),
  });

  // The upload parser is registered for the upload only; every other route keeps JSON bodies.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: KEYWORD_FILE_MAX_BYTES, files: 1, fields: 4, parts: 5 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/bytedance/keyword/upload',
      {
        ...access.ability(CREATION_ABILITIES.bytedance),
        schema: { tags, summary: '上传关键词（xlsx 或 csv：关键词、匹配方式）' },
      },
      async (request) => {
        const upload = await readUpload(request, scope);
        const rows = keywordFileRows(
          'bytedance',
          await readKeywordFile('bytedance', upload.fileName, upload.data),
        );
        const bad = rows.flatMap((r) => (r.ok ? [] : r.errors.map((e) => `第 ${r.row} 行：${e}`)));
        if (bad.length > 0) throw new AppError('VALIDATION_FAILED', { details: bad });
        const keywords = rows.flatMap((r) => (r.ok ? [{ row: r.row, ...r.keyword }] : []));
        const answer = (await services.creationWrites.write(requireAuth(request), 'keywordCreate', {
          ...upload.fields,
          keywords: keywords.map(({ word, match_type }) => ({ word, match_type })),
        })) as KeywordCreateAnswer;
        const rowOf = new Map(keywords.map((k) => [k.word, k.row]));
        return ok({
          created: answer.created,
          refused: answer.refused.map((r) => ({ ...r, row: rowOf.get(r.word) })),
        });
      },
    );
  });
}

/** The form's `file`, `advertiser_id` and `project_id`. */
async function readUpload(request: FastifyRequest, scope: FastifyInstance) {
  const unreadable = (reason: string) =>
    new AppError('KEYWORD_FILE_UNREADABLE', { params: { reason } });
  if (!request.isMultipart()) throw unreadable('请以表单上传文件（multipart/form-data）');
  let file: { fileName: string; data: Buffer } | undefined;
  const values: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') file = { fileName: part.filename, data: await part.toBuffer() };
      else if (typeof part.value === 'string') values[part.fieldname] = part.value;
    }
  } catch (error) {
    const errors = scope.multipartErrors;
    if (error instanceof errors.RequestFileTooLargeError) {
      throw unreadable(`文件不能超过 ${KEYWORD_FILE_MAX_BYTES / 1024 / 1024} MB`);
    }
    if (error instanceof errors.FilesLimitError) throw unreadable('一次只能上传一个文件');
    if (error instanceof Error && 'statusCode' in error) throw unreadable('上传内容不完整');
    throw error;
  }
  const fields = KeywordUploadFieldsSchema.safeParse(values);
  if (!fields.success) {
    throw new AppError('VALIDATION_FAILED', {
      details: fields.error.issues.map((i) => i.message),
    });
  }
  if (!file) throw unreadable('请选择要上传的文件');
  return { ...file, fields: fields.data };
}
