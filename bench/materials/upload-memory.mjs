// Server memory while material uploads stream in: the API process of server.mjs takes BENCH_UPLOAD_FILES (200) mp4 files totalling
// BENCH_UPLOAD_MB (1,024) MB, BENCH_UPLOAD_CONCURRENCY (4) at a time, each of distinct content.
// The server's resident memory (/proc/<pid>/status VmRSS) is sampled every 20 ms throughout.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { withBenchServer } from './server.mjs';

export const name = 'upload-memory';
export const description = 'server RSS peak while 200 files totalling 1 GB upload (≤ 300 MB)';

const TARGET_MB = 300;
const FILES = Number(process.env.BENCH_UPLOAD_FILES || 200);
const TOTAL_MB = Number(process.env.BENCH_UPLOAD_MB || 1024);
const CONCURRENCY = Number(process.env.BENCH_UPLOAD_CONCURRENCY || 4);

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

function box(type, body) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

/** An mp4 container (ftyp, moov with a 10 s duration, mdat) of `bytes` bytes, unique by `seed`. */
function mp4(bytes, seed, filler) {
  const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1'));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(10_000, 16);
  const moov = box('moov', box('mvhd', mvhd));
  const mdatBytes = bytes - ftyp.length - moov.length - 8;
  const mdat = Buffer.concat([seed, filler.subarray(0, mdatBytes - seed.length)]);
  return Buffer.concat([ftyp, moov, box('mdat', mdat)]);
}

async function uploadOne(base, token, index, bytes, filler) {
  const data = mp4(bytes, randomBytes(32), filler);
  const form = new FormData();
  form.append('dir_id', '0');
  form.append('file', new Blob([data]), `bench-${index}.mp4`);
  const res = await fetch(`${base}/api/material/file/upload`, {
    method: 'POST',
    headers: { 'x-token': token },
    body: form,
  });
  const answer = await res.json();
  if (answer.code !== 0)
    throw new Error(`upload ${index}: ${JSON.stringify(answer).slice(0, 300)}`);
}

export function run() {
  return withBenchServer(async ({ base, pid, token }) => {
    const bytes = Math.floor((TOTAL_MB * 1024 * 1024) / FILES);
    const filler = randomBytes(bytes);
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(pid));
    }, 20);
    const started = performance.now();
    let next = 0;
    try {
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < FILES) {
            const index = next++;
            await uploadOne(base, token, index, bytes, filler);
          }
        }),
      );
    } finally {
      clearInterval(sampler);
    }
    const seconds = (performance.now() - started) / 1000;
    peak = Math.max(peak, rssMb(pid));
    console.log(
      JSON.stringify({
        case: `${FILES} files, ${TOTAL_MB} MB, ${CONCURRENCY} at a time`,
        rssBeforeMb: Math.round(before),
        rssPeakMb: Math.round(peak),
        seconds: Number(seconds.toFixed(1)),
        mbPerSecond: Math.round(TOTAL_MB / seconds),
      }),
    );
    console.log(JSON.stringify({ targetMb: TARGET_MB, met: peak <= TARGET_MB }));
    return peak <= TARGET_MB;
  });
}
