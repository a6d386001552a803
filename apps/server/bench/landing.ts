import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { SecretBox } from '../src/lib/secret-box';
import { seedDatabase } from '../src/seed';
import { createUser } from '../src/test/factories';

// The server of `npm run bench:landing` (bench/landing.mjs; docs/architecture/landing-pages.md
// "Speed"): the app on PGlite in memory, listening on a free loopback port, with a page of every
// component kind built and published through the API. Prints `BENCH_READY {port, path, etag}`
// (the ETag of the brotli answer) and serves until its stdin closes, printing `BENCH_CPU <µs>`
// (its CPU time so far) for each `cpu` line; the clients run in a process of their own.

const ADMIN = { username: 'bench-admin', password: 'Bench@123456' } as const;
const env = process.env;
const clients = Number(env.BENCH_CLIENTS ?? 200);

async function main() {
  const database = await openDatabase({});
  const config = loadConfig({
    ...env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATABASE_URL: undefined,
    PUBLIC_URL: 'http://bench.invalid',
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    HTTP_MAX_CONNECTIONS: String(clients + 50),
  });
  await runMigrations(database.db);
  await seedDatabase(database.db, { ...config, admin: ADMIN }, { demo: false });
  const { app } = await buildApp({
    config,
    database,
    secretBox: new SecretBox(randomBytes(32)),
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  try {
    const user = await createUser(database.db, { abilities: ['mango:sites'] });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: user.username, password: user.password },
    });
    const token = login.json<{ data: { token: string } }>().data.token;
    const call = async (url: string, payload: object) => {
      const res = await app.inject({ method: 'POST', url, payload, headers: { 'x-token': token } });
      const body = res.json<{ code: number; data: Record<string, unknown> }>();
      if (body.code !== 0) throw new Error(`${url}: ${res.body}`);
      return body.data;
    };
    const { id } = await call('/api/landing/page/create', {
      name: '压测落地页',
      title: '星河战纪 新服开启',
      components: [
        { id: 'img1', type: 'image', src: 'https://cdn.example/banner.jpg', alt: '主图' },
        { id: 'txt1', type: 'text', text: '万人同服，登录送好礼。'.repeat(20) },
        { id: 'vid1', type: 'video', src: 'https://cdn.example/trailer.mp4' },
        {
          id: 'dl1',
          type: 'download',
          label: '立即下载',
          android_url: 'https://cdn.example/game.apk',
          ios_url: 'https://apps.example/id1',
        },
        {
          id: 'form1',
          type: 'form',
          title: '预约',
          fields: [{ key: 'phone', label: '手机号', kind: 'phone', required: true }],
          submit_label: '预约',
        },
      ],
    });
    const { public_path: path } = await call('/api/landing/page/publish', { id });
    const etag = String(
      (
        await app.inject({
          method: 'GET',
          url: String(path),
          headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
        })
      ).headers.etag ?? '',
    );
    // The clients run in the parent process, so they do not share this event loop.
    console.log(`BENCH_READY ${JSON.stringify({ port, path, etag })}`);
    // `cpu` on stdin: the CPU time this process has used so far (user + system, µs).
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (line: string) => {
      if (!line.includes('cpu')) return;
      const { user, system } = process.cpuUsage();
      console.log(`BENCH_CPU ${user + system}`);
    });
    await new Promise<void>((resolve) => {
      process.stdin.on('end', resolve);
      process.stdin.resume();
    });
  } finally {
    await app.close();
    await database.close();
  }
}

await main();
