import multipart from '@fastify/multipart';
import {
  MATERIAL_REVIEW_ABILITY,
  MaterialReviewBodySchema,
  MaterialReviewTasksQuerySchema,
} from '@toufang/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { access, requireAuth } from '../../http/access';
import { ok } from '../../http/envelope';
import { AppError } from '../../lib/app-error';
import type { Services } from '../../services';
import { REJECT_IMAGE_MAX_BYTES } from './material-review.service';

const tags = ['materials'];

/** The review page's calls (spec 002 §2 `/creative/materialAudit`, §7 `material/file/review`). */
export function materialReviewRoutes(app: FastifyInstance, services: Services): void {
  const guard = access.ability(MATERIAL_REVIEW_ABILITY);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const review = services.materialReview;

  r.get(
    '/api/material/file/review/tasks',
    {
      ...guard,
      schema: { tags, summary: '素材审核队列', querystring: MaterialReviewTasksQuerySchema },
    },
    async (request) => ok(await review.tasks(requireAuth(request), request.query)),
  );

  r.post(
    '/api/material/file/review',
    {
      ...guard,
      schema: {
        tags,
        summary: '审核素材（file_ids, review_status, reject_reason, reject_image）',
        body: MaterialReviewBodySchema,
      },
    },
    async (request) => ok(await review.review(requireAuth(request), request.body)),
  );

  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: REJECT_IMAGE_MAX_BYTES, files: 1, fields: 0, parts: 1 },
    });
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/material/file/review/image',
        { ...guard, schema: { tags, summary: '上传驳回截图（file）' } },
        async (request) => {
          const file = await readImage(request, scope);
          return ok(await review.rejectImage(file.fileName, file.data));
        },
      );
  });
}

async function readImage(request: FastifyRequest, scope: FastifyInstance) {
  if (!request.isMultipart()) {
    throw new AppError('VALIDATION_FAILED', {
      details: ['请以表单上传截图（multipart/form-data）'],
    });
  }
  let file: { fileName: string; data: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') file = { fileName: part.filename, data: await part.toBuffer() };
    }
  } catch (error) {
    if (error instanceof scope.multipartErrors.RequestFileTooLargeError) {
      const mb = REJECT_IMAGE_MAX_BYTES / 1024 / 1024;
      throw new AppError('VALIDATION_FAILED', { details: [`驳回截图不能超过 ${mb} MB`] });
    }
    if (error instanceof Error && 'statusCode' in error) {
      throw new AppError('VALIDATION_FAILED', { details: ['一次只能上传一张截图'] });
    }
    throw error;
  }
  if (!file) throw new AppError('VALIDATION_FAILED', { details: ['请选择驳回截图'] });
  return file;
}
