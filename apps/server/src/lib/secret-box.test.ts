import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import {
  embeddedKeyPath,
  keyIdOf,
  loadSecretBox,
  parseKey,
  SecretBox,
  SecretBoxError,
} from './secret-box';

const newKey = () => randomBytes(32);
const TOKEN = 'a1b2c3d4e5f6-access-token-令牌';

function failure(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof SecretBoxError) return error.reason;
    throw error;
  }
  throw new Error('expected a SecretBoxError');
}

describe('SecretBox', () => {
  it('round-trips a value and never shows the plaintext in the sealed form', () => {
    const box = new SecretBox(newKey());
    const sealed = box.seal(TOKEN, 'field');
    expect(sealed).not.toContain('access-token');
    expect(sealed.split(':')).toHaveLength(5);
    expect(sealed.startsWith(`v1:${box.keyId}:`)).toBe(true);
    expect(box.open(sealed, 'field')).toBe(TOKEN);
  });

  it('uses a fresh IV per value: the same plaintext seals differently', () => {
    const box = new SecretBox(newKey());
    const a = box.seal(TOKEN);
    const b = box.seal(TOKEN);
    expect(a).not.toBe(b);
    expect(a.split(':')[2]).not.toBe(b.split(':')[2]);
    expect(Buffer.from(a.split(':')[2] ?? '', 'base64url')).toHaveLength(12);
  });

  it('detects a flipped ciphertext byte, a changed tag and a changed IV', () => {
    const box = new SecretBox(newKey());
    const parts = box.seal(TOKEN).split(':');
    const flip = (i: number) => {
      const bytes = Buffer.from(parts[i] ?? '', 'base64url');
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      const copy = [...parts];
      copy[i] = bytes.toString('base64url');
      return copy.join(':');
    };
    expect(failure(() => box.open(flip(4)))).toBe('tampered');
    expect(failure(() => box.open(flip(3)))).toBe('tampered');
    expect(failure(() => box.open(flip(2)))).toBe('tampered');
  });

  it('refuses a value sealed for another field', () => {
    const box = new SecretBox(newKey());
    const sealed = box.seal(TOKEN, 'media_authorizations.access_token');
    expect(failure(() => box.open(sealed, 'media_authorizations.refresh_token'))).toBe('tampered');
  });

  it('refuses a value sealed with a key it does not hold', () => {
    const sealed = new SecretBox(newKey()).seal(TOKEN);
    expect(failure(() => new SecretBox(newKey()).open(sealed))).toBe('unknown_key');
  });

  it('refuses a key id pointed at another key (the id is authenticated)', () => {
    const mine = new SecretBox(newKey());
    const other = newKey();
    const forged = new SecretBox(other).seal(TOKEN).replace(keyIdOf(other), mine.keyId);
    expect(failure(() => mine.open(forged))).toBe('tampered');
  });

  it('refuses malformed values', () => {
    const box = new SecretBox(newKey());
    for (const bad of [
      '',
      'plain-token',
      `v2:${box.keyId}:a:b:c`,
      `v1:${box.keyId}:AAAA:BBBB:CC`,
    ]) {
      expect(failure(() => box.open(bad))).toBe('malformed');
    }
  });

  it('after rotation, opens values of the previous key and seals with the new one', () => {
    const oldKey = newKey();
    const before = new SecretBox(oldKey);
    const sealedOld = before.seal(TOKEN);
    const after = new SecretBox(newKey(), [oldKey]);
    expect(after.keyId).not.toBe(before.keyId);
    expect(after.open(sealedOld)).toBe(TOKEN);
    expect(after.isStale(sealedOld)).toBe(true);
    const resealed = after.seal(after.open(sealedOld));
    expect(after.isStale(resealed)).toBe(false);
    expect(failure(() => before.open(resealed))).toBe('unknown_key');
  });
});

describe('SecretBox signatures', () => {
  it('signs the same text the same way, and verifies only that text in that context', () => {
    const box = new SecretBox(randomBytes(32));
    const signature = box.sign('abc:png:100', 'link');
    expect(box.sign('abc:png:100', 'link')).toBe(signature);
    expect(box.verify('abc:png:100', 'link', signature)).toBe(true);
    expect(box.verify('abc:png:101', 'link', signature)).toBe(false);
    expect(box.verify('abc:png:100', 'other', signature)).toBe(false);
    expect(box.verify('abc:png:100', 'link', `${signature}x`)).toBe(false);
    expect(box.verify('abc:png:100', 'link', 'nokey.abc')).toBe(false);
    expect(new SecretBox(randomBytes(32)).verify('abc:png:100', 'link', signature)).toBe(false);
  });

  it('verifies signatures of a previous key after rotation', () => {
    const old = randomBytes(32);
    const signature = new SecretBox(old).sign('t', 'c');
    expect(new SecretBox(randomBytes(32), [old]).verify('t', 'c', signature)).toBe(true);
  });
});

describe('parseKey', () => {
  it('accepts 32 bytes in base64 or base64url and nothing else', () => {
    const key = newKey();
    expect(parseKey(key.toString('base64'))?.equals(key)).toBe(true);
    expect(parseKey(key.toString('base64url'))?.equals(key)).toBe(true);
    expect(parseKey(randomBytes(16).toString('base64'))).toBeNull();
    expect(parseKey('not a key')).toBeNull();
  });
});

describe('loadSecretBox', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'secret-box-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const settings = (dataDir: string, key?: string, databaseUrl?: string) => ({
    dataDir,
    databaseUrl,
    tokenEncryption: { key, previousKeys: [] },
  });

  it('embedded: generates a key once, keeps it with mode 0600 and reuses it', () => {
    const dir = tempDir();
    const first = loadSecretBox(settings(dir));
    const file = embeddedKeyPath(dir);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const second = loadSecretBox(settings(dir));
    expect(second.keyId).toBe(first.keyId);
    expect(second.open(first.seal(TOKEN))).toBe(TOKEN);
  });

  it('embedded: tightens a key file whose mode was loosened', () => {
    const dir = tempDir();
    mkdirSync(path.dirname(embeddedKeyPath(dir)), { recursive: true });
    writeFileSync(embeddedKeyPath(dir), newKey().toString('base64'), { mode: 0o644 });
    loadSecretBox(settings(dir));
    expect(statSync(embeddedKeyPath(dir)).mode & 0o777).toBe(0o600);
  });

  it('uses TOKEN_ENCRYPTION_KEY when set, still opening what the embedded key sealed', () => {
    const dir = tempDir();
    const embedded = loadSecretBox(settings(dir));
    const sealed = embedded.seal(TOKEN);
    const key = newKey();
    const box = loadSecretBox(settings(dir, key.toString('base64')));
    expect(box.keyId).toBe(keyIdOf(key));
    expect(box.open(sealed)).toBe(TOKEN);
  });

  it('with DATABASE_URL never generates a local key', () => {
    const dir = tempDir();
    expect(() => loadSecretBox(settings(dir, undefined, 'postgres://db/x'))).toThrow(
      /TOKEN_ENCRYPTION_KEY is required/,
    );
    expect(() => readFileSync(embeddedKeyPath(dir))).toThrow();
  });
});

describe('loadConfig token encryption keys', () => {
  it('refuses to start with DATABASE_URL and no TOKEN_ENCRYPTION_KEY, saying what to set', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/toufang' })).toThrow(
      /TOKEN_ENCRYPTION_KEY is required with DATABASE_URL.*openssl rand -base64 32/s,
    );
  });

  it('accepts DATABASE_URL with a key, and previous keys for rotation', () => {
    const key = newKey().toString('base64');
    const old = newKey().toString('base64');
    const c = loadConfig({
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/toufang',
      TOKEN_ENCRYPTION_KEY: key,
      TOKEN_ENCRYPTION_PREVIOUS_KEYS: ` ${old} ,`,
      PUBLIC_URL: 'https://ads.example.com',
    });
    expect(c.tokenEncryption).toEqual({ key, previousKeys: [old] });
  });

  it('refuses a key that is not 32 bytes of base64, without echoing it', () => {
    expect(() => loadConfig({ TOKEN_ENCRYPTION_KEY: 'short-secret' })).toThrow(
      /TOKEN_ENCRYPTION_KEY: must be 32 bytes of base64/,
    );
    expect(() => loadConfig({ TOKEN_ENCRYPTION_KEY: 'short-secret' })).not.toThrow(/short-secret/);
  });
});
