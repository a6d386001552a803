import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../lib/clock';
import type { Medium } from '../../lib/media-mirror';
import type { TokenSource } from '../../media/http/token-provider';
import type { MediaVideoStatus } from '../../media/video-status';
import type { MaterialPushRepository, MaterialPushRow } from './material-push.repository';

// After a push, the videos Kuaishou and Tencent still process (`material_pushes.media_ready`
// false) are read back from the medium until it answers them usable (可用) or failed (失败), with
// nobody asking: every process that runs the task workers checks them every CHECK_EVERY_MS. A
// video the medium has not finished within READY_WITHIN_MS fails as well, to be pushed again.

export const CHECK_EVERY_MS = 15_000;
export const READY_WITHIN_MS = 2 * 60 * 60 * 1000;
/** Records read per check. */
const BATCH = 500;

export const PROCESSING_FAILED = {
  code: 'MEDIA_PROCESSING_FAILED',
  message: '媒体处理视频失败，请重新推送',
};
export const PROCESSING_TIMED_OUT = {
  code: 'MEDIA_PROCESSING_TIMEOUT',
  message: '媒体 2 小时内未处理完视频，请重新推送',
};

export interface ReadinessCheck {
  ready: number;
  failed: number;
  processing: number;
}

type Log = Pick<FastifyBaseLogger, 'warn'>;

export class MaterialPushReadiness {
  constructor(
    private readonly deps: {
      statuses: Partial<Record<Medium, MediaVideoStatus>>;
      tokens: (medium: Medium, advertiserId: string) => Promise<TokenSource>;
      pushes: MaterialPushRepository;
      clock: Clock;
    },
  ) {}

  /** Reads every processing video once, one call per account and batch of ids. */
  async check(log: Log): Promise<ReadinessCheck> {
    const outcome: ReadinessCheck = { ready: 0, failed: 0, processing: 0 };
    const rows = await this.deps.pushes.processing(BATCH);
    const accounts = new Map<string, MaterialPushRow[]>();
    for (const row of rows) {
      const key = `${row.medium}:${row.advertiserId}`;
      accounts.set(key, [...(accounts.get(key) ?? []), row]);
    }
    for (const items of accounts.values()) {
      const counted = await this.checkAccount(items, log);
      outcome.ready += counted.ready;
      outcome.failed += counted.failed;
      outcome.processing += counted.processing;
    }
    return outcome;
  }

  private async checkAccount(rows: MaterialPushRow[], log: Log): Promise<ReadinessCheck> {
    const [first] = rows;
    const counted: ReadinessCheck = { ready: 0, failed: 0, processing: rows.length };
    if (!first) return counted;
    const medium = first.medium as Medium;
    const status = this.deps.statuses[medium];
    if (!status) return counted;
    const now = this.deps.clock.now();
    const ready: number[] = [];
    const failed: number[] = [];
    const timedOut: number[] = [];
    try {
      const token = await this.deps.tokens(medium, first.advertiserId);
      for (let i = 0; i < rows.length; i += status.batch) {
        const batch = rows.slice(i, i + status.batch);
        const ids = [...new Set(batch.map((r) => r.mediaFileId ?? '').filter(Boolean))];
        const states = await status.read(token, first.advertiserId, ids);
        for (const row of batch) {
          const state = states.get(row.mediaFileId ?? '') ?? 'processing';
          if (state === 'ready') ready.push(row.id);
          else if (state === 'failed') failed.push(row.id);
          else if (now.getTime() - (row.pushedAt ?? row.updatedAt).getTime() > READY_WITHIN_MS) {
            timedOut.push(row.id);
          }
        }
      }
    } catch (error) {
      // Unauthorized, busy or unreachable: the next check reads them again.
      log.warn(
        { err: error, medium, advertiserId: first.advertiserId },
        'pushed videos not read back',
      );
    }
    await this.deps.pushes.markReady(ready, now);
    await this.deps.pushes.markProcessingFailed(failed, PROCESSING_FAILED, now);
    await this.deps.pushes.markProcessingFailed(timedOut, PROCESSING_TIMED_OUT, now);
    counted.ready = ready.length;
    counted.failed = failed.length + timedOut.length;
    counted.processing = rows.length - counted.ready - counted.failed;
    return counted;
  }
}

/** Checks every CHECK_EVERY_MS until `stop`; one check at a time. */
export function startPushReadiness(
  services: { materialPushReadiness: MaterialPushReadiness },
  log: Log,
): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    services.materialPushReadiness
      .check(log)
      .catch((error: unknown) => log.warn({ err: error }, 'pushed video check failed'))
      .finally(() => {
        running = false;
      });
  }, CHECK_EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
