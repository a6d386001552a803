// The library's folder view on PostgreSQL: a folder of BENCH_LISTING_FILES (100,000) files among
// a tenth as many elsewhere, on the API process and database of server.mjs. BENCH_REQUESTS (40)
// requests of each variant of GET /api/material/file/list, as an admin (every file) and as a
// designer (public files, their own and those credited to them). Target: p95 ≤ 150 ms, on the
// schema as migrated (its partial indexes of a folder's live files in each order).
import { login, percentile } from '../lib.mjs';
import { ADMIN, apiCaller, withBenchServer, withClient } from './server.mjs';

export const name = 'listing';
export const description = 'p95 of a folder view over 100,000 files on PostgreSQL (≤ 150 ms)';

const TARGET_MS = 150;
const FILES = Number(process.env.BENCH_LISTING_FILES || 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS || 40);
const DESIGNER = { username: 'bench_designer', password: 'Designer@12345' };

/** A designer holding only the library's ability, made through the admin API. */
async function makeDesigner(call, db) {
  const role = await call('POST', '/api/user/role/add', { name: 'bench_designer', title: '设计' });
  const { rows } = await db.query(`SELECT id FROM abilities WHERE key = 'material:list'`);
  await call('POST', '/api/user/ability/torole', { role_id: role.id, ability_ids: [rows[0].id] });
  const user = await call('POST', '/api/user/add', {
    ...DESIGNER,
    nick_name: '压测设计',
    role_ids: [role.id],
  });
  return user.id;
}

/**
 * The folder's files and a tenth as many at the root, as the upload would leave them: half
 * public, a tenth credited to the designer, a twentieth in the recycle bin.
 */
async function fill(db, dirId, adminId, designerId) {
  await db.query(
    `INSERT INTO material_files
       (dir_id, name, kind, format, md5, sha256, size_bytes, width, height, media, is_public,
        created_by, designer_id, deleted_at, is_new, created_at, updated_at)
     SELECT CASE WHEN g <= $1 THEN $2::int ELSE NULL END,
            'bench-' || g || CASE WHEN g % 3 = 0 THEN '.mp4' ELSE '.png' END,
            CASE WHEN g % 3 = 0 THEN 'video' ELSE 'image' END,
            CASE WHEN g % 3 = 0 THEN 'mp4' ELSE 'png' END,
            md5(g::text), encode(sha256(g::text::bytea), 'hex'), 100000 + g, 1280, 720,
            ARRAY['bytedance','kuaishou','tencent'], g % 2 = 0,
            $3, CASE WHEN g % 10 = 0 THEN $4::int ELSE NULL END,
            CASE WHEN g % 20 = 0 THEN now() - interval '1 day' ELSE NULL END, g % 7 = 0,
            now() - (g || ' seconds')::interval, now()
       FROM generate_series(1, $5::int) AS g`,
    [FILES, dirId, adminId, designerId, FILES + Math.floor(FILES / 10)],
  );
  await db.query('ANALYZE material_files');
}

export function run() {
  return withBenchServer(async ({ base, dbUrl, call: adminCall }) => {
    const result = await withClient(dbUrl, async (db) => {
      const designerId = await makeDesigner(adminCall, db);
      const folder = await adminCall('POST', '/api/material/file/mkdir', {
        dir_id: 0,
        dir_name: '压测文件夹',
      });
      const { rows } = await db.query(`SELECT id FROM users WHERE username = $1`, [ADMIN.username]);
      const started = performance.now();
      await fill(db, folder.id, rows[0].id, designerId);
      return { dirId: folder.id, fillMs: performance.now() - started };
    });
    console.log(
      JSON.stringify({ case: 'fill', files: FILES, fillS: Math.round(result.fillMs / 1000) }),
    );
    const designerCall = apiCaller(base, await login(base, DESIGNER.username, DESIGNER.password));

    const variants = {
      'admin, newest first': [adminCall, `dir_id=${result.dirId}&page=1&per_page=20`],
      'admin, by name, page 50': [
        adminCall,
        `dir_id=${result.dirId}&page=50&per_page=20&sort=name&order=asc`,
      ],
      'admin, videos only': [adminCall, `dir_id=${result.dirId}&page=1&per_page=20&type=video`],
      'designer, newest first': [designerCall, `dir_id=${result.dirId}&page=1&per_page=20`],
      'designer, by size, 100 a page': [
        designerCall,
        `dir_id=${result.dirId}&page=1&per_page=100&sort=size`,
      ],
    };
    const timeVariants = async (pass) => {
      let met = true;
      for (const [label, [call, query]] of Object.entries(variants)) {
        const times = [];
        let total = 0;
        for (let i = 0; i < REQUESTS; i++) {
          const started = performance.now();
          const data = await call('GET', `/api/material/file/list?${query}`);
          times.push(performance.now() - started);
          total = data.page_info.total_number;
        }
        times.sort((a, b) => a - b);
        const p95 = percentile(times, 95);
        met &&= p95 <= TARGET_MS;
        console.log(
          JSON.stringify({
            pass,
            case: label,
            total,
            p50Ms: Math.round(percentile(times, 50)),
            p95Ms: Math.round(p95),
            maxMs: Math.round(times.at(-1)),
          }),
        );
      }
      return met;
    };
    const met = await timeVariants('as migrated');
    console.log(JSON.stringify({ targetMs: TARGET_MS, met }));
    return met;
  });
}
