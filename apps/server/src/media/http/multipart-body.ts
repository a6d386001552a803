import { randomBytes } from 'node:crypto';

// A multipart/form-data body (RFC 7578) written as a stream: the text fields, then each file's
// bytes as its source yields them, so an upload of any size holds one chunk at a time. Its length
// is known beforehand (the files' sizes), and sent as Content-Length as a form would be.

/** A file part: bytes in hand, or a source opened when the body is sent (again on a retry). */
export type WireFileSource =
  | { data: Uint8Array }
  | {
      /** The bytes the source yields, in all. */
      size: number;
      open(): Promise<AsyncIterable<Uint8Array>>;
    };

export type WireFile = { filename: string; contentType: string } & WireFileSource;

export interface MultipartBody {
  contentType: string;
  length: number;
  body: AsyncIterable<Uint8Array>;
}

/** A header value in quotes, escaped as browsers escape form field and file names. */
const quoted = (value: string) =>
  `"${value.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22')}"`;

const sizeOf = (file: WireFileSource) => ('data' in file ? file.data.length : file.size);

export function multipartBody(
  fields: Record<string, string>,
  files: Record<string, WireFile>,
): MultipartBody {
  const boundary = `----toufang${randomBytes(12).toString('hex')}`;
  const text = (s: string) => Buffer.from(s, 'utf8');
  const head = text(
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\ncontent-disposition: form-data; name=${quoted(name)}\r\n\r\n${value}\r\n`,
      )
      .join(''),
  );
  const parts = Object.entries(files).map(([name, file]) => ({
    file,
    head: text(
      `--${boundary}\r\ncontent-disposition: form-data; name=${quoted(name)}; ` +
        `filename=${quoted(file.filename)}\r\ncontent-type: ${file.contentType}\r\n\r\n`,
    ),
  }));
  const crlf = text('\r\n');
  const tail = text(`--${boundary}--\r\n`);
  const length =
    head.length +
    parts.reduce((n, p) => n + p.head.length + sizeOf(p.file) + crlf.length, 0) +
    tail.length;

  async function* body(): AsyncGenerator<Uint8Array> {
    yield head;
    for (const { file, head: partHead } of parts) {
      yield partHead;
      if ('data' in file) {
        yield file.data;
      } else {
        let sent = 0;
        for await (const chunk of await file.open()) {
          sent += chunk.length;
          if (sent > file.size) throw new Error(`${file.filename}: more bytes than its size`);
          yield chunk;
        }
        if (sent !== file.size) throw new Error(`${file.filename}: fewer bytes than its size`);
      }
      yield crlf;
    }
    yield tail;
  }

  return { contentType: `multipart/form-data; boundary=${boundary}`, length, body: body() };
}
