import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSandbox } from './app';
import { connect, readFunds, startSandbox } from './testing/harness';

// State survives a restart from the same data directory: an atomic JSON snapshot.

describe('persistence', () => {
  let dataDir: string;

  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'media-sandbox-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps tokens, advertisers and simulated time across close and rebuild', async () => {
    const first = await startSandbox({ dataDir, clockSpeed: 0 });
    const connection = await connect(first, 'oceanengine');
    first.sandbox.clock.advance(3_600_000);
    const simulatedNow = first.sandbox.clock.now();
    const summary = first.sandbox.state.summary();
    await first.close();

    expect(existsSync(path.join(dataDir, 'state.json'))).toBe(true);
    expect(readdirSync(dataDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);

    const second = await startSandbox({ dataDir, clockSpeed: 0 });
    try {
      expect(second.sandbox.state.summary()).toEqual(summary);
      expect(second.sandbox.clock.now()).toBeGreaterThanOrEqual(simulatedNow);
      const funds = await readFunds(
        second,
        'oceanengine',
        connection.accessToken,
        connection.granted[0],
      );
      expect(funds.code).toBe(0);
    } finally {
      await second.close();
    }
  });

  it('writes changes shortly after they happen, without waiting for close', async () => {
    const running = await startSandbox({ dataDir, clockSpeed: 0 });
    try {
      await connect(running, 'kuaishou');
      // The debounced write lands within a second; a loaded machine may take longer.
      await vi.waitFor(
        () => {
          const saved = JSON.parse(readFileSync(path.join(dataDir, 'state.json'), 'utf8')) as {
            collections: Record<string, unknown[]>;
          };
          expect(saved.collections.accessTokens).toHaveLength(1);
        },
        { timeout: 20_000, interval: 100 },
      );
    } finally {
      await running.close();
    }
  }, 30_000);

  it('reseeds when the saved state belongs to another seed', async () => {
    const first = await startSandbox({ dataDir, seed: 'one', clockSpeed: 0 });
    await connect(first, 'tencent');
    await first.close();
    const second = await buildSandbox({ dataDir, seed: 'two', clockSpeed: 0 });
    try {
      expect(second.state.seed).toBe('two');
      expect(second.state.accessTokens.size).toBe(0);
    } finally {
      await second.close();
    }
  });

  it('sets an unreadable state file aside and starts fresh', async () => {
    writeFileSync(path.join(dataDir, 'state.json'), '{ half a file');
    const sandbox = await buildSandbox({ dataDir, seed: 'fresh', clockSpeed: 0 });
    try {
      expect(sandbox.state.oceanengine.advertisers.size).toBeGreaterThan(20);
      expect(readdirSync(dataDir).some((f) => f.startsWith('state.json.unreadable-'))).toBe(true);
    } finally {
      await sandbox.close();
    }
  });
});
