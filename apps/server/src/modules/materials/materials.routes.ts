import multipart from '@fastify/multipart';
import {
  MaterialContentParamsSchema,
  MaterialDirQuerySchema,
  MaterialLinkParamsSchema,
  MaterialLinkQuerySchema,
  MaterialListQuerySchema,
  MaterialMkdirBodySchema,
  MaterialMoveBodySchema,
  MaterialRenameBodySchema,
  MaterialUploadFieldsSchema,
} from '@toufang/contracts';
import { largestMaterialBytes } from '@toufang/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import { AppError } from '../../lib/app-error';
import type { Services } from '../../services';
import { parseByteRange } from './byte-range';
import { MATERIAL_LINK_PATH } from './material-links';
import type { MaterialUpload } from './materials.service';

const tags = ['materials'];

/** Every call of the library needs the library's menu ability (spec 002 §2 `/creative/material`). */
export const MATERIAL_ABILITY = 'material:list';

const UPLOAD_MAX_BYTES = Math.max(largestMaterialBytes('image'), largestMaterialBytes('video'));

/** The material library (spec 002 §7 `material/file/*`). */
export function materialsRoutes(app: FastifyInstance, services: Services): void {
  const guard = access.ability(MATERIAL_ABILITY);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/material/file/tree',
    { ...guard, schema: { tags, summary: '素材文件夹树' } },
    async () => ok(await services.materials.tree()),
  );

  r.get(
    '/api/material/file/dir',
    {
      ...guard,
      schema: { tags, summary: '文件夹内容与路径', querystring: MaterialDirQuerySchema },
    },
    async (request) => ok(await services.materials.dir(request.query.dir_id)),
  );

  r.post(
    '/api/material/file/mkdir',
    { ...guard, schema: { tags, summary: '新建文件夹', body: MaterialMkdirBodySchema } },
    async (request) => ok(await services.materials.mkdir(requireAuth(request), request.body)),
  );

  r.post(
    '/api/material/file/rename',
    { ...guard, schema: { tags, summary: '重命名素材', body: MaterialRenameBodySchema } },
    async (request) => ok(await services.materials.rename(requireAuth(request), request.body)),
  );

  r.post(
    '/api/material/file/move',
    { ...guard, schema: { tags, summary: '移动素材', body: MaterialMoveBodySchema } },
    async (request) => ok(await services.materials.move(requireAuth(request), request.body)),
  );

  r.get(
    '/api/material/file/list',
    { ...guard, schema: { tags, summary: '素材列表', querystring: MaterialListQuerySchema } },
    async (request) => ok(await services.materials.list(requireAuth(request), request.query)),
  );

  for (const [variant, url, summary] of [
    ['original', '/api/material/file/content/:fid', '素材文件（支持 Range）'],
    ['thumb', '/api/material/file/thumb/:fid', '素材缩略图'],
  ] as const) {
    r.get(
      url,
      { ...guard, schema: { tags, summary, params: MaterialContentParamsSchema } },
      async (request, reply) =>
        sendContent(
          request,
          reply,
          services,
          await services.materials.content(requireAuth(request), request.params.fid, variant),
        ),
    );
  }

  // The link is the permission: it is only made for a caller who could see the file.
  r.get(
    `${MATERIAL_LINK_PATH}/:key`,
    {
      ...access.public,
      schema: {
        tags,
        summary: '素材文件（签名链接，支持 Range）',
        params: MaterialLinkParamsSchema,
        querystring: MaterialLinkQuerySchema,
      },
    },
    async (request, reply) => {
      const content = await services.materials.linked({ ...request.params, ...request.query });
      return sendContent(request, reply, services, content, content.remainingS);
    },
  );

  // The upload parser is registered for this route only; every other route keeps JSON bodies.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 8, parts: 9 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/material/file/upload',
      {
        ...guard,
        schema: {
          tags,
          summary: '上传素材（dir_id, file, replace, is_public, gad_cfg_game_id）',
        },
      },
      async (request) => {
        const upload = await readUpload(request, scope);
        return ok(await services.materials.upload(requireAuth(request), upload));
      },
    );
  });
}

async function sendContent(
  request: FastifyRequest,
  reply: FastifyReply,
  services: Services,
  content: { key: string; size: number; contentType: string },
  maxAgeS = 86_400,
) {
  const etag = `"${content.key}"`;
  // The key is the content's hash: a cached copy stays right until the file itself changes.
  void reply
    .header('cache-control', `private, max-age=${maxAgeS}`)
    .header('etag', etag)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  const range = parseByteRange(request.headers.range, content.size);
  if (range === null) {
    return reply.status(416).header('content-range', `bytes */${content.size}`).send();
  }
  void reply.type(content.contentType);
  if (range === undefined) {
    return reply.header('content-length', content.size).send(services.materials.read(content.key));
  }
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${content.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(services.materials.read(content.key, range));
}

const refused = (name: string, reason: string) =>
  new AppError('MATERIAL_REJECTED', { params: { name, reason } });

/** The form's one `file` and its text fields. */
async function readUpload(
  request: FastifyRequest,
  scope: FastifyInstance,
): Promise<MaterialUpload> {
  if (!request.isMultipart()) {
    throw new AppError('VALIDATION_FAILED', {
      details: ['请以表单上传文件（multipart/form-data）'],
    });
  }
  let file: { fileName: string; data: Buffer } | undefined;
  let fileName = '';
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        fileName = part.filename;
        file = { fileName, data: await part.toBuffer() };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const errors = scope.multipartErrors;
    if (error instanceof errors.RequestFileTooLargeError) {
      throw refused(fileName, `文件不能超过 ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`);
    }
    if (error instanceof errors.FilesLimitError) throw refused(fileName, '一次只能上传一个文件');
    if (error instanceof Error && 'statusCode' in error) throw refused(fileName, '上传内容不完整');
    throw error;
  }
  if (!file) throw new AppError('VALIDATION_FAILED', { details: ['请选择要上传的文件'] });
  const parsed = MaterialUploadFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}：${i.message}`);
    throw new AppError('VALIDATION_FAILED', { details });
  }
  return { ...file, fields: parsed.data };
}
