import type { FastifyInstance } from 'fastify';

// multipart/form-data bodies of the upload calls (reference §1.1, §2.9, §3.8): text
// fields become strings, file parts keep their bytes, name and declared type. The handler then sees
// the form as it sees a JSON body.

export interface UploadedFile {
  filename: string;
  contentType: string;
  data: Buffer;
}

export type MultipartFields = Record<string, string | UploadedFile>;

export function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).data)
  );
}

class MultipartError extends Error {
  readonly statusCode = 400;
}

function boundaryOf(contentType: string): string {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw new MultipartError('multipart 请求缺少 boundary');
  return boundary;
}

function headerParam(header: string, name: string): string | undefined {
  const match = new RegExp(`${name}="([^"]*)"`, 'i').exec(header);
  return match?.[1];
}

/** The fields of a multipart body; a repeated field keeps its first value. */
export function parseMultipart(body: Buffer, contentType: string): MultipartFields {
  const boundary = boundaryOf(contentType);
  const delimiter = Buffer.from(`--${boundary}`);
  const separator = Buffer.from(`\r\n--${boundary}`);
  const fields: MultipartFields = {};
  let pos = body.indexOf(delimiter);
  if (pos < 0) throw new MultipartError('multipart 请求体格式错误');
  pos += delimiter.length;
  for (;;) {
    if (body.subarray(pos, pos + 2).toString() === '--') return fields;
    pos += 2;
    const headerEnd = body.indexOf('\r\n\r\n', pos);
    if (headerEnd < 0) throw new MultipartError('multipart 分段缺少头部');
    const headers = body.toString('utf8', pos, headerEnd);
    const start = headerEnd + 4;
    const end = body.indexOf(separator, start);
    if (end < 0) throw new MultipartError('multipart 请求体不完整');
    const disposition = /content-disposition:([^\r\n]*)/i.exec(headers)?.[1] ?? '';
    const name = headerParam(disposition, 'name');
    if (name !== undefined && !(name in fields)) {
      const filename = headerParam(disposition, 'filename');
      const data = body.subarray(start, end);
      fields[name] =
        filename === undefined
          ? data.toString('utf8')
          : {
              filename,
              contentType: /content-type:\s*([^\r\n]*)/i.exec(headers)?.[1]?.trim() ?? '',
              data: Buffer.from(data),
            };
    }
    pos = end + separator.length;
  }
}

/** Lets the sandbox read multipart bodies (once per app, whichever upload route registers first). */
export function registerMultipartParser(app: FastifyInstance): void {
  if (app.hasContentTypeParser('multipart/form-data')) return;
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (request, body, done) => {
    try {
      done(null, parseMultipart(body as Buffer, String(request.headers['content-type'] ?? '')));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
