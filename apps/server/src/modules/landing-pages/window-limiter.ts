/**
 * Counts events per key in fixed windows, in this process's memory: the public landing calls are
 * limited per visitor address without a database round trip. Keys of ended windows are dropped
 * as the map grows.
 */
export class WindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 100_000,
  ) {}

  /** Whether one more event of `key` is allowed now (and counts it when it is). */
  take(key: string): boolean {
    const now = this.now();
    const window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      if (this.windows.size >= this.maxKeys) this.sweep(now);
      this.windows.set(key, { start: now, count: 1 });
      return true;
    }
    if (window.count >= this.limit) return false;
    window.count += 1;
    return true;
  }

  private sweep(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.windowMs) this.windows.delete(key);
    }
    // Every window still running: the oldest keys give way rather than memory growing unbounded.
    if (this.windows.size >= this.maxKeys) this.windows.clear();
  }
}
