import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadProblem, mapLimited } from './download-check';

// The download check against a local server: a package, a page, a missing file, a server that
// refuses HEAD, a host that cannot be reached (asked once).

let server: Server;
let origin: string;
const heads: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.method === 'HEAD') heads.push(req.url ?? '');
    if (req.url === '/game.apk') {
      res.writeHead(200, { 'content-type': 'application/vnd.android.package-archive' }).end();
    } else if (req.url === '/landing.apk') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<html></html>');
    } else if (req.url === '/no-head.apk') {
      if (req.method === 'HEAD') res.writeHead(405).end();
      else res.writeHead(206, { 'content-type': 'application/octet-stream' }).end('P');
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('downloadProblem', () => {
  it('passes a package and names what is wrong with the rest', async () => {
    expect(await downloadProblem(`${origin}/game.apk`)).toBeNull();
    expect(await downloadProblem(`${origin}/no-head.apk`)).toBeNull();
    expect(await downloadProblem(`${origin}/landing.apk`)).toBe('下载链接返回的是网页，不是安装包');
    expect(await downloadProblem(`${origin}/gone.apk`)).toBe('下载链接返回 HTTP 404');
    expect(await downloadProblem('ftp://example.com/a.apk')).toBe(
      '下载链接不是 http 或 https 链接',
    );
    expect(await downloadProblem('http://')).toBe('下载链接格式不正确');
  });

  it('asks an unreachable host once per check', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const dead = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = new Map<string, string>();
    let calls = 0;
    const counting = (url: string, init: RequestInit) => {
      calls += 1;
      return fetch(url, init);
    };
    const first = await downloadProblem(`${dead}/a.apk`, counting, { unreachable });
    const second = await downloadProblem(`${dead}/b.apk`, counting, { unreachable });
    expect(first).toBe('下载链接无法访问（无法连接）');
    expect(second).toBe(first);
    expect(calls).toBe(1);
  });
});

describe('mapLimited', () => {
  it('keeps the order and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const out = await mapLimited([5, 1, 3, 2, 4], 2, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, n));
      running -= 1;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 30, 20, 40]);
    expect(most).toBe(2);
  });
});
