import multipart from '@fastify/multipart';
import { AD_ID_SHEET_MAX_BYTES } from '@toufang/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';

// The multipart forms that carry an ad-ID sheet (`/batch/adid_category_batch_create`,
// `/tradition/createbase_v2`): the form's fields, checked by a schema, and at most one .xlsx.

/** The error a form that cannot be read answers: the ad-ID sheet's or the spend sheet's. */
export type UnreadableCode = 'AD_ID_SHEET_UNREADABLE' | 'SPEND_SHEET_UNREADABLE';

const unreadableAs = (code: UnreadableCode) => (reason: string) =>
  new AppError(code, { params: { reason } });

/** Registers the upload parser on a scope of its own; every other route keeps JSON bodies. */
export async function registerSheetUpload(scope: FastifyInstance, fields: number): Promise<void> {
  await scope.register(multipart, {
    limits: { fileSize: AD_ID_SHEET_MAX_BYTES, files: 1, fields, parts: fields + 1 },
  });
}

export interface SheetUpload<T> {
  fields: T;
  file: { fileName: string; data: Buffer } | undefined;
}

/** The form's fields (refused with their Chinese reasons) and its file, if one was sent. */
export async function readSheetUpload<S extends z.ZodType>(
  request: FastifyRequest,
  scope: FastifyInstance,
  schema: S,
  code: UnreadableCode = 'AD_ID_SHEET_UNREADABLE',
): Promise<SheetUpload<z.output<S>>> {
  const unreadable = unreadableAs(code);
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
  const fields = schema.safeParse(values);
  if (!fields.success) {
    throw new AppError('VALIDATION_FAILED', {
      details: fields.error.issues.map((issue) => issue.message),
    });
  }
  return { fields: fields.data, file };
}

/** The upload's file; 请选择要上传的文件 when none was sent. */
export function requireFile<T>(
  upload: SheetUpload<T>,
  code: UnreadableCode = 'AD_ID_SHEET_UNREADABLE',
): { fileName: string; data: Buffer } {
  if (!upload.file) throw unreadableAs(code)('请选择要上传的文件');
  return upload.file;
}
