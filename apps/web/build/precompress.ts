import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/** Below this size the saving does not pay for the extra header and lookup. */
const DEFAULT_MIN_BYTES = 1024;

export interface Precompressed {
  file: string;
  encodings: ('br' | 'gzip')[];
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir` of at least `minBytes`.
 * A variant that would not be smaller than the file itself is not written, so the server falls back
 * to the next encoding or the plain file.
 */
export async function precompressDir(
  dir: string,
  minBytes = DEFAULT_MIN_BYTES,
): Promise<Precompressed[]> {
  const files = (await listFiles(dir)).filter((file) => COMPRESSIBLE.test(file));
  const results = await Promise.all(
    files.map(async (file): Promise<Precompressed | undefined> => {
      const source = await readFile(file);
      if (source.length < minBytes) return undefined;
      // Built once, served many times: the slowest, densest settings are worth it.
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
            [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: zlib.Z_BEST_COMPRESSION }),
      ]);
      const encodings: Precompressed['encodings'] = [];
      if (br.length < source.length) {
        await writeFile(`${file}.br`, br);
        encodings.push('br');
      }
      if (gz.length < source.length) {
        await writeFile(`${file}.gz`, gz);
        encodings.push('gzip');
      }
      return encodings.length > 0 ? { file: path.relative(dir, file), encodings } : undefined;
    }),
  );
  return results.filter((result) => result !== undefined);
}

/**
 * Precompresses the build output so the API server can send static files compressed without
 * compressing on every request (`@fastify/static` with `preCompressed`). Runs after Vite wrote the
 * bundle and copied the public dir, so both are covered.
 */
export function precompress(options: { minBytes?: number } = {}): Plugin {
  return {
    name: 'toufang:precompress',
    apply: 'build',
    enforce: 'post',
    async writeBundle(output) {
      if (output.dir === undefined) return;
      const written = await precompressDir(output.dir, options.minBytes);
      this.info(`precompressed ${written.length} files (br, gzip)`);
    },
  };
}
