import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Encryption at rest for the media's OAuth tokens and app secrets (the requirement: "tokens of authorized
 * accounts are encrypted at rest"). AES-256-GCM with a random 96-bit IV per value. A sealed value
 * is `v1:<key id>:<iv>:<tag>:<ciphertext>` (base64url parts): the key id names the key that sealed
 * it, so the key can rotate while older values stay readable (docs/adr/0005).
 */

const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type SecretBoxFailure = 'malformed' | 'unknown_key' | 'tampered';

export class SecretBoxError extends Error {
  constructor(readonly reason: SecretBoxFailure) {
    super(
      reason === 'malformed'
        ? 'sealed secret is malformed'
        : reason === 'unknown_key'
          ? 'sealed secret names a key this server does not hold'
          : 'sealed secret failed authentication (tampered, or sealed for another field)',
    );
    this.name = 'SecretBoxError';
  }
}

/**
 * A key's id: a short hash of the key itself, so an id can never point at the wrong key and
 * nothing has to be configured beside the key. Revealing 48 bits of a hash of a 256-bit random key
 * does not weaken it.
 */
export const keyIdOf = (key: Buffer) =>
  createHash('sha256')
    .update('toufang-token-key:')
    .update(key)
    .digest()
    .subarray(0, 6)
    .toString('base64url');

/** A 32-byte key from base64 or base64url text; null for anything else. */
export function parseKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return null;
  const key = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === KEY_BYTES ? key : null;
}

export class SecretBox {
  readonly keyId: string;
  private readonly current: Buffer;
  private readonly keys = new Map<string, Buffer>();

  /** Seals with `current`; opens values sealed with `current` or any of `previous`. */
  constructor(current: Buffer, previous: readonly Buffer[] = []) {
    if (current.length !== KEY_BYTES) throw new Error('token encryption key must be 32 bytes');
    this.current = current;
    this.keyId = keyIdOf(current);
    for (const key of previous) {
      if (key.length !== KEY_BYTES) throw new Error('token encryption key must be 32 bytes');
      this.keys.set(keyIdOf(key), key);
    }
    this.keys.set(this.keyId, current);
  }

  /**
   * `context` names the field the value belongs to (e.g. `media_authorizations.access_token`); it is
   * authenticated, so a value copied into another field does not open there.
   */
  seal(plaintext: string, context = ''): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current, iv);
    cipher.setAAD(aad(this.keyId, context));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), ciphertext].map((b) => b.toString('base64url'));
    return [VERSION, this.keyId, ...parts].join(':');
  }

  open(sealed: string, context = ''): string {
    const parts = sealed.split(':');
    const [version, keyId, ivText, tagText, ciphertextText] = parts;
    if (
      parts.length !== 5 ||
      version !== VERSION ||
      !keyId ||
      ivText === undefined ||
      tagText === undefined ||
      ciphertextText === undefined
    ) {
      throw new SecretBoxError('malformed');
    }
    const key = this.keys.get(keyId);
    if (!key) throw new SecretBoxError('unknown_key');
    const iv = Buffer.from(ivText, 'base64url');
    const tag = Buffer.from(tagText, 'base64url');
    if (iv.length !== IV_BYTES || tag.length !== TAG_BYTES) throw new SecretBoxError('malformed');
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(aad(keyId, context));
    decipher.setAuthTag(tag);
    try {
      const plain = Buffer.concat([
        decipher.update(Buffer.from(ciphertextText, 'base64url')),
        decipher.final(),
      ]);
      return plain.toString('utf8');
    } catch {
      throw new SecretBoxError('tampered');
    }
  }

  /** Whether `sealed` was sealed with a key other than the current one (to re-seal it). */
  isStale(sealed: string): boolean {
    return sealed.split(':')[1] !== this.keyId;
  }
}

const aad = (keyId: string, context: string) => Buffer.from(`${VERSION}:${keyId}:${context}`);

export interface SecretBoxSettings {
  dataDir: string;
  databaseUrl: string | undefined;
  tokenEncryption: { key: string | undefined; previousKeys: string[] };
}

/** Where the embedded default keeps its generated key. */
export const embeddedKeyPath = (dataDir: string) => path.join(dataDir, 'secrets', 'token-key');

/**
 * The process's secret box. `TOKEN_ENCRYPTION_KEY` when set (every API and worker process shares
 * it); otherwise the embedded default generates a key once and keeps it in
 * `DATA_DIR/secrets/token-key` (mode 0600). A key file left from the embedded default stays
 * readable after switching to an explicit key, as a previous key.
 */
export function loadSecretBox(settings: SecretBoxSettings): SecretBox {
  const previous = settings.tokenEncryption.previousKeys.map((text) =>
    requireKey(text, 'previous'),
  );
  const file = embeddedKeyPath(settings.dataDir);
  if (settings.tokenEncryption.key) {
    const current = requireKey(settings.tokenEncryption.key, 'TOKEN_ENCRYPTION_KEY');
    const fromFile = settings.databaseUrl ? null : readKeyFile(file);
    return new SecretBox(current, fromFile ? [...previous, fromFile] : previous);
  }
  if (settings.databaseUrl) {
    // loadConfig refuses this already; kept so no other entry point can seal with a local key
    // that the other processes sharing the database would not hold.
    throw new Error(missingKeyMessage);
  }
  return new SecretBox(readKeyFile(file) ?? createKeyFile(file), previous);
}

export const missingKeyMessage =
  'TOKEN_ENCRYPTION_KEY is required with DATABASE_URL: set it to 32 random bytes in base64 ' +
  '(e.g. `openssl rand -base64 32`), the same value in every API and worker process. It encrypts ' +
  'the OAuth tokens of authorized ad accounts; keep it safe, tokens sealed with it cannot be read ' +
  'without it.';

function requireKey(text: string, name: string): Buffer {
  const key = parseKey(text);
  if (!key) throw new Error(`${name}: not 32 bytes of base64`);
  return key;
}

function readKeyFile(file: string): Buffer | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const key = parseKey(text);
  if (!key) throw new Error(`${file} does not hold a 32-byte base64 key`);
  // Tighten a key file whose mode was loosened (a copy, an archive restore).
  chmodSync(file, 0o600);
  return key;
}

function createKeyFile(file: string): Buffer {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const key = randomBytes(KEY_BYTES);
  try {
    // 'wx': never overwrite a key another process wrote first; its key wins.
    writeFileSync(file, `${key.toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const existing = readKeyFile(file);
    if (!existing) throw error;
    return existing;
  }
}
