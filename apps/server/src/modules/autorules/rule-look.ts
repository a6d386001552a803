import type { MetricSums, WindowRange } from '@toufang/domain';

interface WindowEntry {
  /** Each account read or being read. */
  accounts: Map<string, Promise<void>>;
  byObject: Map<string, MetricSums>;
}

/**
 * What one look of the scheduler reads once for all the rules it runs: the report sums of each
 * (medium, level, window range), per account. The first rule that needs an account's sums reads
 * them, with every other account it needs and nobody read yet, in one query; the rules after it
 * take them from here. The figures are those of the look's start, as a single rule's are those of
 * its own start. Lives for one look only.
 */
export class RuleLook {
  private readonly windows = new Map<string, WindowEntry>();

  async sums(
    medium: string,
    level: 1 | 2,
    range: WindowRange,
    advertiserIds: readonly string[],
    read: (missing: string[]) => Promise<Map<string, MetricSums>>,
  ): Promise<ReadonlyMap<string, MetricSums>> {
    const key = [
      medium,
      level,
      range.start_date ?? '',
      range.start_hour,
      range.end_date,
      range.end_hour,
    ].join('|');
    let entry = this.windows.get(key);
    if (!entry) {
      entry = { accounts: new Map(), byObject: new Map() };
      this.windows.set(key, entry);
    }
    const { accounts, byObject } = entry;
    const missing = [...new Set(advertiserIds)].filter((a) => !accounts.has(a));
    if (missing.length > 0) {
      const reading = read(missing).then((sums) => {
        for (const [id, s] of sums) byObject.set(id, s);
      });
      for (const a of missing) accounts.set(a, reading);
      // A failed read is not kept: the next rule that needs these accounts reads them again.
      reading.catch(() => {
        for (const a of missing) if (accounts.get(a) === reading) accounts.delete(a);
      });
    }
    const reads = new Set<Promise<void>>();
    for (const a of advertiserIds) {
      const read = accounts.get(a);
      if (read) reads.add(read);
    }
    await Promise.all(reads);
    return byObject;
  }
}
