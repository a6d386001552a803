import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the embedded defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.dataDir).toMatch(/data$/);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.allowedCidrs).toEqual([]);
    expect(c.session.idleMs).toBe(12 * 3_600_000);
  });

  it('splits ALLOWED_CIDRS on commas and trims blanks', () => {
    expect(loadConfig({ ALLOWED_CIDRS: ' 10.0.0.0/8, ,192.168.0.0/16 ' }).allowedCidrs).toEqual([
      '10.0.0.0/8',
      '192.168.0.0/16',
    ]);
  });

  it('refuses an invalid port or database URL with every problem named', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });

  it('requires ADMIN_USER and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_USER: 'boss' })).toThrow(/together/);
    expect(loadConfig({ ADMIN_USER: 'boss', ADMIN_PASSWORD: 'Secret123' }).admin).toEqual({
      username: 'boss',
      password: 'Secret123',
    });
  });
});
