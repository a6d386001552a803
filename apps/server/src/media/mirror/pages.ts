import type { StatsRange } from '../media-mirror-types';

// The paging loops of the media's list and report reads. What a page looks like on the wire
// (page_info, total_count, cursors) stays with each medium; these loops only decide when to stop.

/** One page read by number: its items, and whether the medium says more pages follow. */
export interface NumberedPage<T> {
  items: T[];
  more: boolean;
}

/**
 * Every page of a list read by page number from `firstPage`, in the medium's order, through the
 * last one the medium announces or the first empty one (which is yielded too).
 */
export async function* numberedPages<T>(
  readPage: (page: number) => Promise<NumberedPage<T>>,
  firstPage = 1,
): AsyncGenerator<T[]> {
  for (let page = firstPage; ; page += 1) {
    const { items, more } = await readPage(page);
    yield items;
    if (items.length === 0 || !more) return;
  }
}

/** The pages of `pages` that hold anything. */
export async function* nonEmptyPages<T>(pages: AsyncIterable<T[]>): AsyncGenerator<T[]> {
  for await (const page of pages) if (page.length > 0) yield page;
}

/**
 * Stats rows of every report level over every window, level by level and window by window:
 * `readPages` reads one level's report of one window, `toRow` maps one of its rows (null: the row
 * names no object of the level). Pages left empty are not yielded.
 */
export async function* levelReportRows<L, W, R>(
  levels: readonly L[],
  windows: readonly StatsRange[],
  readPages: (level: L, window: StatsRange) => AsyncIterable<W[]>,
  toRow: (level: L, row: W) => R | null,
): AsyncGenerator<R[]> {
  for (const level of levels) {
    for (const window of windows) {
      for await (const page of readPages(level, window)) {
        const rows = page.flatMap((row) => toRow(level, row) ?? []);
        if (rows.length > 0) yield rows;
      }
    }
  }
}
