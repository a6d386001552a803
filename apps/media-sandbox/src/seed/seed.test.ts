import { MEDIA } from '@toufang/media-wire';
import { describe, expect, it } from 'vitest';
import { buildSandbox, type Sandbox } from '../app';

// Deterministic seeding: the same SANDBOX_SEED gives the same world.

async function world(seed: string): Promise<{ sandbox: Sandbox; snapshot: unknown }> {
  const sandbox = await buildSandbox({ seed, clockSpeed: 0 });
  const { apps, users, companies } = sandbox.state;
  const snapshot = {
    apps: apps.toJSON(),
    users: users.toJSON(),
    companies: companies.toJSON(),
    advertisers: MEDIA.map((m) => sandbox.state.advertisers(m).toJSON()),
  };
  return { sandbox, snapshot };
}

describe('seeding', () => {
  it('builds the same apps, users and advertisers from the same seed', async () => {
    const a = await world('same');
    const b = await world('same');
    const c = await world('other');
    expect(b.snapshot).toEqual(a.snapshot);
    expect(c.snapshot).not.toEqual(a.snapshot);
    await Promise.all([a.sandbox.close(), b.sandbox.close(), c.sandbox.close()]);
  });

  it('gives every medium dozens of advertisers with managers, an agency and their children', async () => {
    const { sandbox } = await world('shape');
    for (const medium of MEDIA) {
      const advertisers = sandbox.state.advertisers(medium).values();
      expect(advertisers.length).toBeGreaterThanOrEqual(24);
      const agency = advertisers.find((a) => a.role === 'agency');
      expect(advertisers.filter((a) => a.parentId === agency?.id).length).toBeGreaterThan(0);
      for (const a of advertisers.filter((x) => x.role === 'advertiser')) {
        expect(a.name).toMatch(/^[^-]+-(安卓|iOS)-\d{2}$/);
        expect(Number.isSafeInteger(a.balance) && a.balance >= 0).toBe(true);
      }
      // Kuaishou keeps 厘: seeded amounts are whole 分.
      if (medium === 'kuaishou') for (const a of advertisers) expect(a.balance % 10).toBe(0);
      expect(new Set(advertisers.map((a) => a.id)).size).toBe(advertisers.length);
    }
    const managers = (m: (typeof MEDIA)[number]) =>
      sandbox.state.advertisers(m).filter((a) => a.role === 'manager').length;
    expect(managers('oceanengine')).toBeGreaterThan(0);
    expect(managers('tencent')).toBeGreaterThan(0);
    expect(sandbox.state.users.get('demo').password).toBe('demo123');
    expect(sandbox.state.apps.size).toBe(3);
    await sandbox.close();
  });
});
