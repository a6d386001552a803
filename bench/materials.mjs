// Figures of the material library, one module each under bench/materials/ (BENCH_MATERIALS picks
// them by name, comma-separated; all by default):
//   upload-memory  server RSS while 200 files totalling 1 GB upload (target ≤ 300 MB)
//   listing        p95 of a folder view over 100,000 files on PostgreSQL (target ≤ 150 ms)
//   push           push throughput against the medium's upload rate limit (target ≤ 1.2 × the floor)
// Each prints JSON lines and a closing {"module", "met"} line; the script exits 1 when a target
// is missed. Needs the built server (`npm run build`).
import * as listing from './materials/listing.mjs';
import * as push from './materials/push.mjs';
import * as uploadMemory from './materials/upload-memory.mjs';

const MODULES = [uploadMemory, listing, push];

const chosen = (process.env.BENCH_MATERIALS || MODULES.map((m) => m.name).join(','))
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const unknown = chosen.filter((name) => !MODULES.some((m) => m.name === name));
if (unknown.length > 0) {
  console.error(`unknown BENCH_MATERIALS module: ${unknown.join(', ')}`);
  process.exit(2);
}

let allMet = true;
for (const module of MODULES.filter((m) => chosen.includes(m.name))) {
  console.log(`# ${module.name}: ${module.description}`);
  const met = await module.run();
  console.log(JSON.stringify({ module: module.name, met }));
  allMet &&= met;
}
process.exit(allMet ? 0 : 1);
