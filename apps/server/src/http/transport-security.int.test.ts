import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// Browsers honour `upgrade-insecure-requests` and HSTS on any host but localhost: sent over plain
// HTTP on the LAN, they rewrite the bundle's URLs to https and the app stays blank. Both belong to
// a product served over HTTPS only.

const HSTS = 'strict-transport-security';
const CSP = 'content-security-policy';

describe('served over plain HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'false' } });
  });
  afterAll(() => t.close());

  it('sends neither upgrade-insecure-requests nor HSTS, even when a client claims https', async () => {
    for (const headers of [{}, { 'x-forwarded-proto': 'https' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health', headers });
      expect(res.headers[CSP]).toContain("default-src 'self'");
      expect(res.headers[CSP]).not.toContain('upgrade-insecure-requests');
      expect(res.headers[HSTS]).toBeUndefined();
    }
  });
});

describe('behind a trusted TLS proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => t.close());

  it('sends both when the proxy forwards an https request', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers[CSP]).toContain('upgrade-insecure-requests');
    expect(res.headers[HSTS]).toMatch(/^max-age=\d+/);
  });

  it('sends neither when the proxy forwards plain http', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(res.headers[CSP]).not.toContain('upgrade-insecure-requests');
    expect(res.headers[HSTS]).toBeUndefined();
  });
});

describe('with an https PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://ads.example.com' } });
  });
  afterAll(() => t.close());

  it('sends both', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers[CSP]).toContain('upgrade-insecure-requests');
    expect(res.headers[HSTS]).toMatch(/^max-age=\d+/);
  });
});
