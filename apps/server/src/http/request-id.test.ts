import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestIdGenerator } from './request-id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const withId = (id: string | string[] | undefined) =>
  ({ headers: { 'x-request-id': id } }) as unknown as IncomingMessage;

describe('requestIdGenerator', () => {
  it('ignores the id a client sends straight to the server', () => {
    const next = requestIdGenerator(false);
    expect(next(withId('lb-4f2a'))).toMatch(UUID);
    expect(next(withId(undefined))).toMatch(UUID);
  });

  it('keeps a trusted proxy’s id when it is short and plain', () => {
    const next = requestIdGenerator(true);
    expect(next(withId('lb-4f2a_09'))).toBe('lb-4f2a_09');
    expect(next(withId('a'.repeat(64)))).toBe('a'.repeat(64));
  });

  it.each([
    'a\r\nSet-Cookie: x=1',
    '<script>alert(1)</script>',
    '{"level":60,"msg":"forged"}',
    'a'.repeat(65),
    'with space',
    'ünïcode',
    '',
  ])('replaces %j even from a trusted proxy', (id) => {
    expect(requestIdGenerator(true)(withId(id))).toMatch(UUID);
  });

  it('replaces a repeated header', () => {
    expect(requestIdGenerator(true)(withId(['a', 'b']))).toMatch(UUID);
  });
});
