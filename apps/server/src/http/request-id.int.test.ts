import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// The request id is echoed in a header and written in every log line of the request: only a plain
// id from a trusted proxy is kept, anything else is replaced.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: { TRUST_PROXY: 'true' },
    logStream: { write: (line) => void lines.push(line) },
  });
});
afterAll(async () => {
  await t.close();
});

const reqIdsLogged = () =>
  lines.map((line) => (JSON.parse(line) as { reqId?: string }).reqId).filter(Boolean);

describe('request ids', () => {
  it('echo and log a plain id from the trusted proxy', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-77f0' },
    });
    expect(res.headers['x-request-id']).toBe('lb-77f0');
    expect(reqIdsLogged()).toContain('lb-77f0');
  });

  it('replace anything that could bend the header or a log line', async () => {
    for (const given of ['<script>x</script>', '","level":60,"msg":"forged', 'a'.repeat(200)]) {
      lines.length = 0;
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-request-id': given },
      });
      expect(String(res.headers['x-request-id'])).toMatch(UUID);
      expect(lines.join('')).not.toContain(given);
      for (const id of reqIdsLogged()) expect(id).toMatch(UUID);
    }
  });
});
