import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// Slow and numerous clients (issue of the HTTP layer): a request that does not arrive in time gets
// the envelope's timeout answer, not a bare close; connections beyond the cap are refused.

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      HTTP_HEADERS_TIMEOUT_SECONDS: '0.3',
      HTTP_REQUEST_TIMEOUT_SECONDS: '0.6',
      HTTP_MAX_CONNECTIONS: '3',
      HTTP_MAX_REQUESTS_PER_SOCKET: '2',
    },
  });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
});

interface Client {
  socket: Socket;
  /** Everything received so far. */
  received(): string;
  /** Resolves with everything received once the server has closed the connection. */
  closed: Promise<string>;
  /** Resolves once `count` complete responses have arrived. */
  responses(count: number): Promise<string>;
}

/** How many complete responses (headers and `content-length` bytes of body) `data` holds. */
function completeResponses(data: Buffer): number {
  let count = 0;
  let at = 0;
  for (;;) {
    const headersEnd = data.indexOf('\r\n\r\n', at);
    if (headersEnd === -1) return count;
    const headers = data.subarray(at, headersEnd).toString();
    const length = Number(/content-length: *(\d+)/i.exec(headers)?.[1] ?? 0);
    const next = headersEnd + 4 + length;
    if (data.length < next) return count;
    count += 1;
    at = next;
  }
}

async function open(): Promise<Client> {
  const socket = connect(port, '127.0.0.1');
  let data = Buffer.alloc(0);
  const waiters: (() => void)[] = [];
  socket.on('data', (chunk: Buffer) => {
    data = Buffer.concat([data, chunk]);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(data.toString()));
  });
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return {
    socket,
    received: () => data.toString(),
    closed,
    responses: (count) =>
      new Promise((resolve) => {
        const check = () =>
          completeResponses(data) >= count ? resolve(data.toString()) : waiters.push(check);
        check();
      }),
  };
}

function bodyOf(response: string): unknown {
  return JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4));
}

describe('HTTP server limits', () => {
  it('answers a request whose body stops coming with the timeout envelope', async () => {
    const client = await open();
    client.socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"username":',
    );
    const answer = await client.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toMatch(/content-type: application\/json/i);
    expect(bodyOf(answer)).toEqual({
      code: 10008,
      data: null,
      message: '请求超时，请检查网络后重试',
      msg: 'request not received in time',
      message_cn: '请求超时，请检查网络后重试',
    });
  });

  it('answers headers that stop coming the same way', async () => {
    const client = await open();
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    const answer = await client.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(answer)).toMatchObject({ code: 10008 });
  });

  it('closes a keep-alive connection after its request allowance', async () => {
    const client = await open();
    const request = 'GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n';
    client.socket.write(request);
    expect(await client.responses(1)).toMatch(/connection: keep-alive/i);
    client.socket.write(request);
    const both = await client.responses(2);
    expect(both.slice(both.lastIndexOf('HTTP/1.1 '))).toMatch(/connection: close/i);
    // Node answers anything more on that connection with 503 instead of serving it.
    client.socket.write(request);
    const three = await client.responses(3);
    expect(three.slice(three.lastIndexOf('HTTP/1.1 '))).toMatch(/^HTTP\/1\.1 503 /);
    client.socket.destroy();
  });

  it('refuses connections beyond the cap', async () => {
    const held = [await open(), await open(), await open()];
    // Each held connection has been served once, so the server counts all three.
    for (const client of held) client.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    await Promise.all(held.map((client) => client.responses(1)));

    const extra = await open();
    extra.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await extra.closed).toBe('');
    for (const client of held) client.socket.destroy();
  });
});
