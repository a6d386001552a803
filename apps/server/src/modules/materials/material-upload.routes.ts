import multipart from '@fastify/multipart';
import {
  MaterialUploadChunkQuerySchema,
  MaterialUploadFieldsSchema,
  MaterialUploadSessionBodySchema,
  MaterialUploadSessionParamsSchema,
} from '@toufang/contracts';
import { largestMaterialBytes } from '@toufang/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { requireAuth, type access } from '../../http/access';
import { ok } from '../../http/envelope';
import { AppError } from '../../lib/app-error';
import type { Services } from '../../services';
import { receiveFile, type IncomingFile } from './incoming-file';
import type { MaterialUpload } from './materials.service';

const tags = ['materials'];

const UPLOAD_MAX_BYTES = Math.max(largestMaterialBytes('image'), largestMaterialBytes('video'));

const refused = (name: string, reason: string) =>
  new AppError('MATERIAL_REJECTED', { params: { name, reason } });
const tooLarge = (name: string) =>
  refused(name, `文件不能超过 ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`);

/**
 * Uploads into the library (spec 002 §7 `material/file/upload`), and the resumable form of it for
 * large files: a session takes the bytes in chunks and, once they are all in, the same checks run.
 */
export function materialUploadRoutes(
  app: FastifyInstance,
  services: Services,
  guard: ReturnType<typeof access.ability>,
): void {
  // The upload parsers are registered for these routes only; every other route keeps JSON bodies.
  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 8, parts: 9 },
    });
    // Chunks arrive as raw bytes and are streamed to disk as they come.
    scope.addContentTypeParser('application/octet-stream', (_request, payload, done) => {
      done(null, payload);
    });
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const uploadDir = services.materialUploads.dir;

    r.post(
      '/api/material/file/upload',
      {
        ...guard,
        schema: {
          tags,
          summary: '上传素材（dir_id, file, replace, is_public, gad_cfg_game_id）',
        },
      },
      async (request) => {
        const upload = await readUpload(request, scope, uploadDir);
        try {
          return ok(await services.materials.upload(requireAuth(request), upload));
        } finally {
          await rm(upload.file.path, { force: true });
        }
      },
    );

    r.post(
      '/api/material/file/upload/session',
      {
        ...guard,
        schema: {
          tags,
          summary: '开始续传上传（文件名、大小与上传表单的字段）',
          body: MaterialUploadSessionBodySchema,
        },
      },
      async (request) => {
        const { file_name: fileName, size, ...fields } = request.body;
        const name = await services.materials.checkUploadTarget(fileName, fields);
        if (size > UPLOAD_MAX_BYTES) throw tooLarge(name);
        const auth = requireAuth(request);
        return ok(
          await services.materialUploads.create(auth.userId, { fileName: name, size, fields }),
        );
      },
    );

    r.get(
      '/api/material/file/upload/session/:upload_id',
      {
        ...guard,
        schema: {
          tags,
          summary: '续传上传的进度（服务器已收到的字节数）',
          params: MaterialUploadSessionParamsSchema,
        },
      },
      async (request) =>
        ok(
          await services.materialUploads.status(
            requireAuth(request).userId,
            request.params.upload_id,
          ),
        ),
    );

    r.put(
      '/api/material/file/upload/session/:upload_id',
      {
        ...guard,
        schema: {
          tags,
          summary: '续传上传的一个分片（application/octet-stream，offset 为其起始字节）',
          params: MaterialUploadSessionParamsSchema,
          querystring: MaterialUploadChunkQuerySchema,
        },
      },
      async (request) => {
        if (!request.headers['content-type']?.startsWith('application/octet-stream')) {
          throw new AppError('VALIDATION_FAILED', {
            details: ['分片须以 application/octet-stream 发送'],
          });
        }
        return ok(
          await services.materialUploads.append(
            requireAuth(request).userId,
            request.params.upload_id,
            request.query.offset,
            request.body as Readable,
          ),
        );
      },
    );

    r.post(
      '/api/material/file/upload/session/:upload_id/complete',
      {
        ...guard,
        schema: {
          tags,
          summary: '完成续传上传：与上传表单相同的检查后入库',
          params: MaterialUploadSessionParamsSchema,
        },
      },
      async (request) => {
        const auth = requireAuth(request);
        const id = request.params.upload_id;
        const received = await services.materialUploads.received(auth.userId, id);
        try {
          return ok(await services.materials.upload(auth, received));
        } finally {
          // Kept or refused, the bytes are done with: a refused file starts over as a new upload.
          await services.materialUploads.remove(id);
        }
      },
    );
  });
}

/** The form's one `file`, streamed to a file under `uploadDir`, and its text fields. */
async function readUpload(
  request: FastifyRequest,
  scope: FastifyInstance,
  uploadDir: string,
): Promise<MaterialUpload> {
  if (!request.isMultipart()) {
    throw new AppError('VALIDATION_FAILED', {
      details: ['请以表单上传文件（multipart/form-data）'],
    });
  }
  let file: IncomingFile | undefined;
  let fileName = '';
  const fields: Record<string, string> = {};
  const discard = async () => {
    if (file) await rm(file.path, { force: true });
    file = undefined;
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        fileName = part.filename;
        file = await receiveFile(part.file, uploadDir);
        if (part.file.truncated) throw tooLarge(fileName);
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    await discard();
    const errors = scope.multipartErrors;
    if (error instanceof errors.RequestFileTooLargeError) throw tooLarge(fileName);
    if (error instanceof errors.FilesLimitError) throw refused(fileName, '一次只能上传一个文件');
    if (error instanceof Error && 'statusCode' in error) throw refused(fileName, '上传内容不完整');
    throw error;
  }
  if (!file) throw new AppError('VALIDATION_FAILED', { details: ['请选择要上传的文件'] });
  const parsed = MaterialUploadFieldsSchema.safeParse(fields);
  if (!parsed.success) {
    await discard();
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}：${i.message}`);
    throw new AppError('VALIDATION_FAILED', { details });
  }
  return { fileName, file, fields: parsed.data };
}
