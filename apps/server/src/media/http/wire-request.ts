import { randomBytes } from 'node:crypto';
import { encodeQuery, stringifyWireJson } from '@toufang/media-wire';
import type { Medium } from '../../lib/media-mirror';
import { multipartBody, type WireFile } from './multipart-body';

// Token transport and parameter encoding per medium (reference §1.1, §2.1, §3.1): Ocean Engine and
// Kuaishou send the token in the `Access-Token` header; Tencent puts `access_token`, `timestamp`
// and a fresh `nonce` in the query of every call. GET parameters that are objects or arrays are
// JSON-encoded inside the query; POST bodies are JSON, or multipart forms for uploads.

export interface WireRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  /** JSON text, or a multipart form streamed (`multipart-body.ts`). */
  body: string | AsyncIterable<Uint8Array> | undefined;
}

export type { WireFile } from './multipart-body';

/** ≤ 32 characters and unique per call (Tencent refuses a reused nonce). */
export function tencentNonce(): string {
  return randomBytes(16).toString('hex');
}

export function buildWireRequest(input: {
  medium: Medium;
  method: 'GET' | 'POST';
  url: string;
  params: Record<string, unknown>;
  token: string | undefined;
  tokenParam?: string | undefined;
  /** Sends a POST as multipart/form-data: the parameters as text fields, these as file parts. */
  files?: Record<string, WireFile> | undefined;
  now: Date;
}): WireRequest {
  const params =
    input.tokenParam !== undefined && input.token !== undefined
      ? { ...input.params, [input.tokenParam]: input.token }
      : input.params;
  const token = input.tokenParam === undefined ? input.token : undefined;
  const query: Record<string, string> = {};
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token !== undefined) {
    if (input.medium === 'tencent') {
      query.access_token = token;
      query.timestamp = String(Math.floor(input.now.getTime() / 1000));
      query.nonce = tencentNonce();
    } else {
      headers['Access-Token'] = token;
    }
  }
  let body: WireRequest['body'];
  if (input.method === 'GET') Object.assign(query, encodeQuery(params));
  else if (input.files !== undefined) {
    const form = multipartBody(encodeQuery(params), input.files);
    headers['content-type'] = form.contentType;
    headers['content-length'] = String(form.length);
    body = form.body;
  } else {
    headers['content-type'] = 'application/json';
    body = stringifyWireJson(params);
  }
  const search = new URLSearchParams(query).toString();
  const url = search ? `${input.url}${input.url.includes('?') ? '&' : '?'}${search}` : input.url;
  return { url, method: input.method, headers, body };
}
