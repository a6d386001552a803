// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
  await mkdir(path.join(dir, 'assets'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const script = 'export const greeting = "你好";\n'.repeat(200);

describe('precompressDir', () => {
  it('writes brotli and gzip siblings that decode to the original file', async () => {
    const file = path.join(dir, 'assets', 'index-abc.js');
    await writeFile(file, script);

    const written = await precompressDir(dir);

    expect(written).toEqual([
      { file: path.join('assets', 'index-abc.js'), encodings: ['br', 'gzip'] },
    ]);
    expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(await readFile(`${file}.gz`)).toString()).toBe(script);
  });

  it('leaves small files, binary formats and its own output alone', async () => {
    await writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(dir, 'assets', 'logo.png'), script);
    await writeFile(path.join(dir, 'assets', 'old.js.gz'), script);

    expect(await precompressDir(dir)).toEqual([]);
    expect(existsSync(path.join(dir, 'index.html.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'logo.png.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'old.js.gz.br'))).toBe(false);
  });

  it('writes no variant that would not be smaller than the file', async () => {
    // Random bytes do not compress: the server must send the plain file instead.
    const file = path.join(dir, 'assets', 'noise.js');
    await writeFile(file, randomBytes(4096));

    expect(await precompressDir(dir)).toEqual([]);
    expect(existsSync(`${file}.br`)).toBe(false);
    expect(existsSync(`${file}.gz`)).toBe(false);
  });
});
