import { performance } from 'node:perf_hooks';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { runMigrations } from '/work/main/apps/server/src/db/migrate';
import * as schema from '/work/main/apps/server/src/db/schema';
const t0 = performance.now();
const c = new PGlite();
await c.waitReady;
const t1 = performance.now();
await runMigrations(drizzle(c, { schema }) as never);
const t2 = performance.now();
const dump = await c.dumpDataDir('none');
const t3 = performance.now();
console.log('open', (t1 - t0).toFixed(0), 'migrate', (t2 - t1).toFixed(0), 'dump', (t3 - t2).toFixed(0), dump.size);
for (let i = 0; i < 3; i++) {
  const a = performance.now();
  const c2 = new PGlite({ loadDataDir: dump });
  await c2.waitReady;
  const r = await c2.query('select count(*) from information_schema.tables');
  console.log('load', (performance.now() - a).toFixed(0), JSON.stringify(r.rows));
  await c2.close();
}
const a = performance.now();
const c3 = await c.clone();
console.log('clone', (performance.now() - a).toFixed(0));
