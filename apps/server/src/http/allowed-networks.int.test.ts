import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { ALLOWED_CIDRS: '10.8.0.0/16, 127.0.0.1' } });
});
afterAll(async () => {
  await t.close();
});

describe('ALLOWED_CIDRS', () => {
  it('answers HTTP 403 with the VPN message outside the allowed ranges', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '192.168.1.9',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message_cn: expect.stringContaining('VPN') as unknown });
  });

  it('lets allowed addresses and IPv4-mapped IPv6 forms through', async () => {
    for (const remoteAddress of ['10.8.3.4', '127.0.0.1', '::ffff:10.8.0.1']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress });
      expect(res.statusCode).toBe(200);
    }
  });
});
