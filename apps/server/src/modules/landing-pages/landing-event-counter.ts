/** Views and clicks of one page on one day not yet written. */
export interface PendingCounts {
  pageId: number;
  statDate: string;
  views: number;
  clicks: number;
}

/** Writes counts; a page deleted meanwhile takes its counts with it (nothing is written). */
export type CountsWriter = (counts: PendingCounts) => Promise<void>;

/**
 * Views and clicks of the public pages, added up in memory and written in one upsert per page and
 * day every `flushMs` and when the process stops (docs/architecture/landing-pages.md "Tracking").
 * A write that fails puts its counts back for the next flush: an accepted event is never dropped.
 */
export class LandingEventCounter {
  private held = new Map<string, PendingCounts>();
  private flushing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly write: CountsWriter,
    private readonly flushMs: number,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  add(pageId: number, statDate: string, event: 'view' | 'click'): void {
    this.merge({
      pageId,
      statDate,
      views: event === 'view' ? 1 : 0,
      clicks: event === 'click' ? 1 : 0,
    });
    if (!this.timer) {
      this.timer = setInterval(() => void this.flush(), this.flushMs);
      this.timer.unref();
    }
  }

  /** Events accepted and not yet written. */
  get size(): number {
    let n = 0;
    for (const c of this.held.values()) n += c.views + c.clicks;
    return n;
  }

  /** The counts not yet written (for the log, when they cannot be). */
  pending(): PendingCounts[] {
    return [...this.held.values()].map((c) => ({ ...c }));
  }

  /** Writes what is pending (after any flush already under way); failures stay pending. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writeAll());
    return this.flushing;
  }

  /** Stops the interval and writes everything pending; a failure here is thrown. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
    if (this.held.size > 0) throw new Error(`${this.size} landing page events not written`);
  }

  private async writeAll(): Promise<void> {
    const batch = [...this.held.values()];
    this.held = new Map();
    for (const counts of batch) {
      try {
        await this.write(counts);
      } catch (error) {
        this.merge(counts);
        this.onError(error);
      }
    }
  }

  private merge(counts: PendingCounts): void {
    const key = `${counts.pageId} ${counts.statDate}`;
    const held = this.held.get(key);
    if (held) {
      held.views += counts.views;
      held.clicks += counts.clicks;
    } else this.held.set(key, { ...counts });
  }
}
