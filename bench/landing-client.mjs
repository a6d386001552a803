// The clients of `npm run bench:landing` (bench/landing.mjs), in a process of their own so they do
// not share the server's event loop: BENCH_CLIENTS keep-alive connections, each sending the
// request a browser sends (its headers, `Accept-Encoding: gzip, deflate, br, zstd`) BENCH_ROUNDS
// times one after the other, as a visitor's browser does on one connection. The connections are
// opened first; TTFB is from writing a request to the first byte of its answer arriving, and the
// whole answer is read before the next request goes. Written on plain sockets with the answer
// parsed by hand, so the client's own cost per request is small against the server's.
// Usage: node bench/landing-client.mjs <port> <path> <status> [if-none-match]; prints one JSON line.
import { once } from 'node:events';
import { connect } from 'node:net';
import { loadavg } from 'node:os';
import { brotliDecompressSync } from 'node:zlib';

const [port, urlPath, expected, ifNoneMatch] = process.argv.slice(2);
const clients = Number(process.env.BENCH_CLIENTS ?? 200);
const rounds = Number(process.env.BENCH_ROUNDS ?? 25);
const expectedStatus = Number(expected);

const request = Buffer.from(
  [
    `GET ${urlPath} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    'Connection: keep-alive',
    'Upgrade-Insecure-Requests: 1',
    'User-Agent: Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
    'Accept: text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
    'Accept-Encoding: gzip, deflate, br, zstd',
    'Accept-Language: zh-CN,zh;q=0.9',
    ...(ifNoneMatch ? [`If-None-Match: ${ifNoneMatch}`] : []),
    '',
    '',
  ].join('\r\n'),
);
const HEAD_END = Buffer.from('\r\n\r\n');
const LENGTH = /\r\ncontent-length: *(\d+)/i;
const ENCODING = /\r\ncontent-encoding: *([a-z]+)/i;

const times = [];
let checked = false;

async function open() {
  const socket = connect({ host: '127.0.0.1', port: Number(port), noDelay: true });
  await once(socket, 'connect');
  return socket;
}

/** One connection's rounds. */
async function client(socket) {
  for (let i = 0; i < rounds; i++) {
    const t0 = performance.now();
    let ttfb = -1;
    let head = Buffer.alloc(0);
    let body = [];
    let bodyBytes = 0;
    let length = -1;
    let status = 0;
    let encoding = '';
    await new Promise((resolve, reject) => {
      const onData = (chunk) => {
        if (ttfb < 0) ttfb = performance.now() - t0;
        if (length < 0) {
          head = head.length === 0 ? chunk : Buffer.concat([head, chunk]);
          const end = head.indexOf(HEAD_END);
          if (end === -1) return;
          const text = head.subarray(0, end + 2).toString('latin1');
          status = Number(text.slice(9, 12));
          length = status === 304 ? 0 : Number(LENGTH.exec(text)?.[1] ?? NaN);
          encoding = ENCODING.exec(text)?.[1] ?? '';
          if (Number.isNaN(length)) {
            reject(new Error(`an answer without a length: ${text}`));
            return;
          }
          chunk = head.subarray(end + 4);
        }
        bodyBytes += chunk.length;
        if (!checked) body.push(chunk);
        if (bodyBytes >= length) {
          socket.off('data', onData);
          socket.off('error', reject);
          resolve();
        }
      };
      socket.on('data', onData);
      socket.on('error', reject);
      socket.write(request);
    });
    if (status !== expectedStatus) throw new Error(`HTTP ${status}, expected ${expectedStatus}`);
    if (!checked && status === 200) {
      // The first page read is checked once: brotli, as the browser asked, and a whole page.
      const html = brotliDecompressSync(Buffer.concat(body)).toString('utf8');
      if (encoding !== 'br' || !html.startsWith('<!doctype html') || !html.endsWith('</html>'))
        throw new Error(`not the page in brotli: ${encoding} ${html.slice(0, 80)}`);
      checked = true;
    }
    body = [];
    times.push(ttfb);
  }
  socket.end();
}

// Every connection is open before the first request goes.
const sockets = await Promise.all(Array.from({ length: clients }, open));
const cpu0 = process.cpuUsage();
const t0 = performance.now();
await Promise.all(sockets.map(client));
const seconds = (performance.now() - t0) / 1000;
const cpu = process.cpuUsage(cpu0);
times.sort((a, b) => a - b);
const at = (p) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? 0;
const round1 = (ms) => Math.round(ms * 10) / 10;
console.log(
  JSON.stringify({
    requests: times.length,
    p50: round1(at(50)),
    p95: round1(at(95)),
    p99: round1(at(99)),
    max: round1(times.at(-1) ?? 0),
    rps: Math.round(times.length / seconds),
    clientCpuUs: Math.round((cpu.user + cpu.system) / times.length),
    load: round1(loadavg()[0] ?? 0),
  }),
);
