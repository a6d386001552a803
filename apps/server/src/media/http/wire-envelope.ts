import { kuaishou, oceanengine, tencent } from '@toufang/media-wire';
import type { Medium } from '../../lib/media-mirror';

// Each medium's envelope (reference §0): OE/KS `{code, message, request_id, data}`, Tencent
// `{code, message, message_cn, errors?, data}` with the trace id at the end of `message` and in a
// response header.

export interface ParsedEnvelope {
  code: number;
  message: string;
  requestId: string | null;
  data: unknown;
}

const REQUEST_ID_HEADERS = ['x-tt-logid', 'x-request-id', 'x-tsa-trace-id'];

export function requestIdFromHeaders(headers: Headers): string | null {
  for (const name of REQUEST_ID_HEADERS) {
    const value = headers.get(name);
    if (value) return value;
  }
  return null;
}

/** The envelope of an answer, or null when the body is not one. */
export function parseEnvelope(
  medium: Medium,
  body: unknown,
  headers: Headers,
): ParsedEnvelope | null {
  if (medium === 'tencent') {
    const parsed = tencent.EnvelopeSchema.safeParse(body);
    if (!parsed.success) return null;
    const env = parsed.data;
    const trace = /trace_id:\s*([0-9a-zA-Z-]+)/.exec(env.message)?.[1];
    const detail = env.errors?.map((e) => e.description ?? e.type).join('; ');
    return {
      code: env.code,
      message: [env.message_cn || env.message, detail].filter(Boolean).join(' — '),
      requestId: trace ?? requestIdFromHeaders(headers),
      data: env.data,
    };
  }
  const schema = medium === 'bytedance' ? oceanengine.EnvelopeSchema : kuaishou.EnvelopeSchema;
  const parsed = schema.safeParse(body);
  if (!parsed.success) return null;
  return {
    code: parsed.data.code,
    message: parsed.data.message,
    requestId: parsed.data.request_id || requestIdFromHeaders(headers),
    data: parsed.data.data,
  };
}
