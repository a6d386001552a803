import { existsSync, mkdirSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseWireJson, stringifyWireJson } from '@toufang/media-wire';
import type { StateSnapshot } from './state';

// The sandbox's own storage (ARCHITECTURE §7: never the platform's database): one JSON snapshot,
// written to a temporary file and renamed over `state.json` so a crash never leaves half a file.

export const SNAPSHOT_FILE = 'state.json';

export type LoadResult =
  | { kind: 'missing' }
  | { kind: 'loaded'; snapshot: StateSnapshot }
  /** The file could not be read as a snapshot; it was moved aside to `movedTo`. */
  | { kind: 'unreadable'; movedTo: string; error: string };

export class SnapshotFile {
  readonly path: string;
  private writes = 0;

  constructor(readonly dataDir: string) {
    this.path = path.join(dataDir, SNAPSHOT_FILE);
  }

  async load(): Promise<LoadResult> {
    if (!existsSync(this.path)) return { kind: 'missing' };
    try {
      const parsed = parseWireJson(await readFile(this.path, 'utf8')) as StateSnapshot;
      if (typeof parsed !== 'object' || parsed === null || typeof parsed.collections !== 'object') {
        throw new Error('not a sandbox snapshot');
      }
      return { kind: 'loaded', snapshot: parsed };
    } catch (error) {
      const movedTo = `${this.path}.unreadable-${Date.now()}`;
      await rename(this.path, movedTo);
      return { kind: 'unreadable', movedTo, error: String(error) };
    }
  }

  async save(snapshot: StateSnapshot): Promise<void> {
    mkdirSync(this.dataDir, { recursive: true });
    this.writes += 1;
    const temp = `${this.path}.${process.pid}.${this.writes}.tmp`;
    await writeFile(temp, stringifyWireJson(snapshot));
    await rename(temp, this.path);
  }
}

/**
 * Coalesces bursts of changes into one write `delayMs` after the last change — but no later than
 * `maxWaitMs` after the first unsaved one, so a steady stream of writes is still saved. Writes
 * never overlap; `flush()` writes pending changes at once (on close).
 */
export class DebouncedWriter {
  private timer: NodeJS.Timeout | null = null;
  private dirtySince: number | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly write: () => Promise<void>,
    private readonly delayMs = 300,
    private readonly onError: (error: unknown) => void = () => undefined,
    private readonly maxWaitMs = 5000,
  ) {}

  schedule(): void {
    const now = Date.now();
    this.dirtySince ??= now;
    if (this.timer) clearTimeout(this.timer);
    const wait = Math.max(0, Math.min(this.delayMs, this.dirtySince + this.maxWaitMs - now));
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.run();
    }, wait);
    this.timer.unref();
  }

  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    await this.run();
  }

  private async run(): Promise<void> {
    while (this.running) await this.running;
    if (this.dirtySince === null) return;
    this.dirtySince = null;
    this.running = this.write()
      .catch((error: unknown) => {
        this.dirtySince ??= Date.now();
        this.onError(error);
      })
      .finally(() => {
        this.running = null;
      });
    await this.running;
  }
}
