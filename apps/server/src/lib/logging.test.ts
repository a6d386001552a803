import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { logOptions, maskSecrets, serializeError } from './logging';

const HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$0M7PGqNozv3+WYxWsPP0xg$RLUhAj0MpbBbJViC2hBS27/wAFhKzbM';

/** A driver error as PostgreSQL reports a refused row, wrapped the way drizzle wraps it. */
function failedInsert(): DrizzleQueryError {
  const driverError = Object.assign(new Error('violates check constraint "users_nick"'), {
    code: '23514',
    detail: `Failing row contains (5, li.lei, 名字, ${HASH}, null).`,
    query: 'insert into "users" values ($1, $2, $3)',
    params: ['li.lei', '名字', HASH],
  });
  return new DrizzleQueryError(
    'insert into "users" values ($1, $2, $3)',
    ['li.lei', '名字', HASH],
    driverError,
  );
}

function capture(): { lines: string[]; log: pino.Logger } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, log: pino(logOptions('info'), stream) };
}

describe('maskSecrets', () => {
  it.each([
    [`hash ${HASH} stored`, 'hash *** stored'],
    ['?access_token=abc123&x=1', '?access_token=***&x=1'],
    ['{"refresh_token": "r-1", "ok": 1}', '{"refresh_token": "***", "ok": 1}'],
    ['app_secret=s3cr3t', 'app_secret=***'],
    ['password: hunter22', 'password: ***'],
    ['Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.x', 'Authorization: Bearer ***'],
    ['/api/auth/callback?state=st-1&auth_code=ac-2', '/api/auth/callback?state=***&auth_code=***'],
    ['/api/auth/callback?code=c-3', '/api/auth/callback?code=***'],
    ['Key (mobile)=(13800000001) already exists.', 'Key (mobile)=(…) already exists.'],
    ['media token refreshed', 'media token refreshed'],
    ['kind token_expired at token-provider.ts:12', 'kind token_expired at token-provider.ts:12'],
  ])('%s', (text, expected) => {
    expect(maskSecrets(text)).toBe(expected);
  });
});

describe('serializeError', () => {
  it('drops the query values of a driver error and keeps what names the failure', () => {
    const out = JSON.stringify(serializeError(failedInsert()));
    expect(out).not.toContain('argon2');
    expect(out).not.toContain('li.lei');
    expect(out).not.toContain('params');
    expect(out).toContain('DrizzleQueryError');
    expect(out).toContain('Failed query: insert into');
    expect(out).toContain('violates check constraint');
    expect(out).toContain('23514');
    expect(out).toContain('Failing row contains (…)');
  });

  it('masks secret-named fields of an error', () => {
    const error = Object.assign(new Error('refused'), { accessToken: 'tok-1', medium: 'kuaishou' });
    expect(serializeError(error)).toMatchObject({ accessToken: '***', medium: 'kuaishou' });
  });
});

describe('the loggers', () => {
  it('write a failed query without its values, with or without a message', () => {
    const { lines, log } = capture();
    log.error({ err: failedInsert() }, 'unhandled error');
    log.error(failedInsert());
    log.warn({ result: { error: failedInsert() } }, 'nested');
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).not.toContain('argon2');
      expect(line).not.toContain('li.lei');
    }
    expect(lines[1]).toContain('"msg":"Failed query: insert into');
  });

  it('mask secret-named fields, secrets in messages and in request URLs', () => {
    const { lines, log } = capture();
    log.info({ body: { password: 'pw-1', nested: { refresh_token: 'rt-1' } } }, 'body');
    log.info('token answer access_token=at-1 for %s', 'secret=s-1');
    log.info({ req: { method: 'GET', url: '/api/auth/callback?auth_code=ac-1&state=s-2' } }, 'in');
    const text = lines.join('');
    for (const secret of ['pw-1', 'rt-1', 'at-1', 's-1', 'ac-1', 's-2']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('/api/auth/callback?auth_code=***&state=***');
  });
});
