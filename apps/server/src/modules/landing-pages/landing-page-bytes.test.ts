import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { isCurrent, pickEncoding, preparePage } from './landing-page-bytes';

const HTML = `<!doctype html><html><body>${'<p>登录送好礼</p>'.repeat(50)}</body></html>`;
const headersOf = (list: readonly string[]) => {
  const out: Record<string, string> = {};
  for (let i = 0; i < list.length; i += 2) out[list[i] ?? ''] = list[i + 1] ?? '';
  return out;
};

describe('preparePage', () => {
  const page = preparePage(7, HTML, { 'content-type': 'text/html; charset=utf-8' });

  it('keeps the page in brotli, gzip and as it is, each with its own ETag and headers', () => {
    const { br, gzip, identity } = page.variants;
    expect(brotliDecompressSync(br.body).toString()).toBe(HTML);
    expect(gunzipSync(gzip.body).toString()).toBe(HTML);
    expect(identity.body.toString()).toBe(HTML);
    expect(br.body.length).toBeLessThan(identity.body.length / 4);
    expect(new Set([br.etag, gzip.etag, identity.etag]).size).toBe(3);
    for (const variant of [br, gzip, identity]) expect(variant.etag).toContain(page.tag);
    expect(headersOf(br.okHeaders)).toEqual({
      'content-type': 'text/html; charset=utf-8',
      vary: 'accept-encoding',
      'content-encoding': 'br',
      etag: br.etag,
      'content-length': String(br.body.length),
    });
    expect(headersOf(identity.notModifiedHeaders)).toEqual({
      'content-type': 'text/html; charset=utf-8',
      vary: 'accept-encoding',
      etag: identity.etag,
    });
    expect(identity.headers).toEqual(headersOf(identity.notModifiedHeaders));
    expect(page.https).toBe(false);
  });

  it('takes any ETag of the page, weak or in a list, and * as current', () => {
    expect(isCurrent(page.variants.gzip.etag, page)).toBe(true);
    expect(isCurrent(`"x", W/${page.variants.br.etag}`, page)).toBe(true);
    expect(isCurrent(' * ', page)).toBe(true);
    expect(isCurrent('"other"', page)).toBe(false);
    expect(isCurrent(undefined, page)).toBe(false);
    const changed = preparePage(7, `${HTML} `, {});
    expect(isCurrent(page.variants.br.etag, changed)).toBe(false);
  });
});

describe('pickEncoding', () => {
  it('answers browsers with brotli, else gzip, else the page as it is', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('deflate')).toBe('identity');
    expect(pickEncoding('')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
    // A coding is a whole word of the list.
    expect(pickEncoding('brotli-x, xgzip')).toBe('identity');
  });

  it('reads weights, case and the wildcard', () => {
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('gzip;q=0, br;q=0')).toBe('identity');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('GZIP')).toBe('gzip');
    expect(pickEncoding('identity;q=1, *;q=0')).toBe('identity');
  });
});
