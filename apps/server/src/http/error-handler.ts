import { ERROR_CODES, formatErrorText, type Envelope } from '@toufang/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';
import { isApiRequest } from './api-request';

function envelope(error: AppError): Envelope<unknown> {
  const messageCn = error.messageCn;
  return {
    code: error.code,
    data: error.data ?? null,
    // Validation failures list every problem (ARCHITECTURE §5: message may be an array).
    message: error.details?.length ? error.details : messageCn,
    msg: error.message,
    message_cn: error.details?.length ? `${messageCn}：${error.details.join('；')}` : messageCn,
  };
}

function validationError(error: FastifyError): AppError {
  const details = hasZodFastifySchemaValidationErrors(error)
    ? error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const text = issue.message ?? '格式不正确';
        return field ? `${field}：${text}` : text;
      })
    : [error.message];
  return new AppError('VALIDATION_FAILED', { details });
}

/**
 * The single place errors become responses: every error answers HTTP 200 with the envelope; unknown
 * errors are logged with the request id and masked (no stack, SQL or secret reaches the client).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let appError: AppError;
    if (error instanceof AppError) {
      appError = error;
    } else if (error.validation) {
      appError = validationError(error);
    } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      appError = new AppError('PAYLOAD_TOO_LARGE');
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type and similar client mistakes.
      appError = new AppError('VALIDATION_FAILED', { details: [formatClientError(error)] });
    } else {
      request.log.error({ err: error }, 'unhandled error');
      appError = new AppError('INTERNAL');
    }
    return reply.status(200).send(envelope(appError));
  });

  app.setNotFoundHandler((request, reply) => {
    if (!isApiRequest(request)) return reply.status(404).send('Not Found');
    const { code, message, message_cn } = ERROR_CODES.ROUTE_NOT_FOUND;
    return reply
      .status(200)
      .send({ code, data: null, message: message_cn, msg: message, message_cn });
  });
}

function formatClientError(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return '不支持的请求内容类型';
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return '请求体不能为空';
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return '请求体不是合法的 JSON';
  }
  return formatErrorText('请求无效（{code}）', { code: error.code });
}
