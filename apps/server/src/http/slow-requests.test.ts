import { request as httpRequest } from 'node:http';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerSlowRequestLog } from './slow-requests';

interface Line {
  msg: string;
  url?: string;
  ms?: number;
  statusCode?: number;
  reqId?: string;
}

/** A server whose `/held` answers when the test says so, logging warn lines into `lines`. */
function heldServer(warnAfterMs: number) {
  const lines: Line[] = [];
  const waiters: { msg: string; resolve: () => void }[] = [];
  const app = Fastify({
    logger: {
      level: 'warn',
      stream: {
        write(text: string) {
          const line = JSON.parse(text) as Line;
          lines.push(line);
          for (const w of waiters.filter((x) => x.msg === line.msg)) w.resolve();
        },
      },
    },
  });
  registerSlowRequestLog(app, warnAfterMs);
  let release = () => {};
  app.get('/held', async () => {
    await new Promise<void>((resolve) => (release = resolve));
    return { ok: true };
  });
  app.get('/quick', () => ({ ok: true }));
  const logged = (msg: string) =>
    lines.some((l) => l.msg === msg)
      ? Promise.resolve()
      : new Promise<void>((resolve) => waiters.push({ msg, resolve }));
  return { app, lines, logged, release: () => release() };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('slow request log', () => {
  it('warns while a request runs past the limit, and again with its time when it answers', async () => {
    const s = heldServer(20);
    close = () => s.app.close();
    const answer = s.app.inject({ method: 'GET', url: '/held' });
    await s.logged('request still running');
    s.release();
    expect((await answer).statusCode).toBe(200);
    await s.logged('slow request answered');
    const [running, answered] = s.lines;
    expect(running).toMatchObject({ msg: 'request still running', url: '/held' });
    expect(answered).toMatchObject({ msg: 'slow request answered', url: '/held', statusCode: 200 });
    expect(answered?.ms).toBeGreaterThanOrEqual(20);
    expect(answered?.reqId).toBe(running?.reqId);
  });

  it('says nothing of a request answered within the limit', async () => {
    const s = heldServer(60_000);
    close = () => s.app.close();
    expect((await s.app.inject({ method: 'GET', url: '/quick' })).statusCode).toBe(200);
    s.release();
    expect(s.lines).toEqual([]);
  });

  it('warns with its time when the client of a long request leaves', async () => {
    const s = heldServer(20);
    close = async () => {
      s.release();
      await s.app.close();
    };
    const address = await s.app.listen({ host: '127.0.0.1', port: 0 });
    const call = httpRequest(`${address}/held`);
    call.on('error', () => {});
    call.end();
    await s.logged('request still running');
    call.destroy();
    await s.logged('slow request abandoned');
    const abandoned = s.lines.find((l) => l.msg === 'slow request abandoned');
    expect(abandoned).toMatchObject({ url: '/held' });
    expect(abandoned?.ms).toBeGreaterThanOrEqual(20);
  });
});
