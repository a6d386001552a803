import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq, inArray, isNull, max } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { materialFiles } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { THUMB_SIZE } from './material-probe';
import type { MaterialStorage } from './material-storage';
import { videoPoster } from './video-poster';

// Posters for the videos that have none: uploaded before posters were taken, or when ffmpeg could
// not take one (not installed, stopped). Each content is tried once (`poster_tried_at`), whether a
// poster comes of it or not; the rows are claimed before the work, so processes starting together
// never take the same video twice. Copies of a content (material/file/copy) share its poster.

/** Contents read per round. */
const BATCH = 20;

export interface PosterBackfillResult {
  /** Files that got a poster. */
  made: number;
  /** Files ffmpeg took no frame of (or whose content is gone): tried, left without. */
  without: number;
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/** Whether `ffmpegPath` runs at all: without it nothing is tried (and nothing marked tried). */
export function ffmpegRuns(ffmpegPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(ffmpegPath, ['-version'], { stdio: 'ignore' });
    child.once('error', () => resolve(false));
    child.once('close', (code) => resolve(code === 0));
  });
}

export class PosterBackfill {
  constructor(
    private readonly db: Db,
    private readonly storage: MaterialStorage,
    private readonly clock: Clock,
    private readonly options: {
      ffmpegPath: string;
      /** Where a video is copied for ffmpeg (it reads files, and S3 objects are not). */
      workDir: string;
    },
  ) {}

  /** Tries every video never tried; null when ffmpeg does not run. */
  async run(log: Log): Promise<PosterBackfillResult | null> {
    if (!(await ffmpegRuns(this.options.ffmpegPath))) {
      log.warn({ ffmpeg: this.options.ffmpegPath }, 'no ffmpeg: video posters not backfilled');
      return null;
    }
    const result: PosterBackfillResult = { made: 0, without: 0 };
    for (;;) {
      const contents = await this.untried();
      if (contents.length === 0) break;
      for (const content of contents) {
        const ids = await this.claim(content.sha256);
        if (ids.length === 0) continue;
        const poster = await this.posterOf(content.sha256, content.durationMs).catch(
          (error: unknown) => {
            log.warn({ sha256: content.sha256, err: error }, 'video poster not taken');
            return null;
          },
        );
        if (poster === null) {
          result.without += ids.length;
          continue;
        }
        const key = await this.storage.put(poster);
        await this.db
          .update(materialFiles)
          .set({ thumbSha256: key })
          .where(and(inArray(materialFiles.id, ids), isNull(materialFiles.thumbSha256)));
        result.made += ids.length;
      }
    }
    if (result.made + result.without > 0) log.info(result, 'video posters backfilled');
    return result;
  }

  /** Contents of videos without a poster that were never tried, with a duration one of them has. */
  private untried() {
    return this.db
      .select({ sha256: materialFiles.sha256, durationMs: max(materialFiles.durationMs) })
      .from(materialFiles)
      .where(
        and(
          eq(materialFiles.kind, 'video'),
          isNull(materialFiles.thumbSha256),
          isNull(materialFiles.posterTriedAt),
        ),
      )
      .groupBy(materialFiles.sha256)
      .orderBy(materialFiles.sha256)
      .limit(BATCH);
  }

  /** Marks the content's untried videos tried; answers the ids this call took. */
  private async claim(sha256: string): Promise<number[]> {
    const rows = await this.db
      .update(materialFiles)
      .set({ posterTriedAt: this.clock.now() })
      .where(
        and(
          eq(materialFiles.sha256, sha256),
          eq(materialFiles.kind, 'video'),
          isNull(materialFiles.thumbSha256),
          isNull(materialFiles.posterTriedAt),
        ),
      )
      .returning({ id: materialFiles.id });
    return rows.map((r) => r.id);
  }

  /** The poster of a stored video, copied to a file for ffmpeg and removed after. */
  private async posterOf(sha256: string, durationMs: number | null): Promise<Buffer | null> {
    await mkdir(this.options.workDir, { recursive: true });
    const dir = await mkdtemp(path.join(this.options.workDir, 'poster-'));
    try {
      const file = path.join(dir, 'video');
      await pipeline(await this.storage.read(sha256), createWriteStream(file));
      return await videoPoster(this.options.ffmpegPath, file, durationMs, THUMB_SIZE);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
}

/**
 * Runs the backfill once in the background of a process that runs the task workers (started after
 * them, so a slow ffmpeg never holds the start up).
 */
export function startPosterBackfill(
  services: { posterBackfill: PosterBackfill },
  log: Log & Pick<FastifyBaseLogger, 'error'>,
): void {
  services.posterBackfill.run(log).catch((error: unknown) => {
    log.error({ err: error }, 'video poster backfill failed');
  });
}
