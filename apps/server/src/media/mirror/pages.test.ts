import { describe, expect, it } from 'vitest';
import type { StatsRange } from '../media-mirror-types';
import { levelReportRows, nonEmptyPages, numberedPages, type NumberedPage } from './pages';

async function collect<T>(pages: AsyncIterable<T[]>): Promise<T[][]> {
  const out: T[][] = [];
  for await (const page of pages) out.push(page);
  return out;
}

/** A list of `items` served `size` a page, recording the pages asked for. */
function list(items: readonly number[], size: number) {
  const asked: number[] = [];
  const read = (page: number): Promise<NumberedPage<number>> => {
    asked.push(page);
    const slice = items.slice((page - 1) * size, page * size);
    return Promise.resolve({ items: slice, more: page * size < items.length });
  };
  return { asked, read };
}

describe('pages read by number', () => {
  it('reads every page up to the last the medium announces', async () => {
    const { asked, read } = list([1, 2, 3, 4, 5], 2);
    expect(await collect(numberedPages(read))).toEqual([[1, 2], [3, 4], [5]]);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('stops at an empty page even when the medium announces more, and yields it', async () => {
    const read = (page: number) => Promise.resolve({ items: page === 1 ? ['a'] : [], more: true });
    expect(await collect(numberedPages(read))).toEqual([['a'], []]);
  });

  it('starts at the page given', async () => {
    const { asked, read } = list([1, 2, 3, 4, 5], 2);
    expect(await collect(numberedPages(read, 2))).toEqual([[3, 4], [5]]);
    expect(asked).toEqual([2, 3]);
  });

  it('reads nothing before the first page is asked for', async () => {
    const { asked, read } = list([1], 1);
    const pages = numberedPages(read);
    expect(asked).toEqual([]);
    await pages.next();
    expect(asked).toEqual([1]);
  });

  it('passes on a failed page read', async () => {
    const read = (page: number) =>
      page === 1
        ? Promise.resolve({ items: [1], more: true })
        : Promise.reject(new Error('page 2 failed'));
    await expect(collect(numberedPages(read))).rejects.toThrow('page 2 failed');
  });

  it('leaves out empty pages where asked', async () => {
    const read = () => Promise.resolve({ items: [], more: false });
    expect(await collect(nonEmptyPages(numberedPages(read)))).toEqual([]);
  });
});

describe('report rows of every level and window', () => {
  const week: StatsRange = { from: '2025-03-01', to: '2025-03-07' };
  const windows: StatsRange[] = [week, { from: '2025-03-08', to: '2025-03-09' }];

  it('reads level by level, window by window, page by page', async () => {
    const reads: string[] = [];
    async function* pages(level: string, window: StatsRange) {
      reads.push(`${level} ${window.from}`);
      await Promise.resolve();
      yield [`${level}/${window.from}/1`, `${level}/${window.from}/2`];
      yield [`${level}/${window.from}/3`];
    }
    const rows = await collect(levelReportRows(['a', 'b'], windows, pages, (_l, row) => row));
    expect(reads).toEqual(['a 2025-03-01', 'a 2025-03-08', 'b 2025-03-01', 'b 2025-03-08']);
    expect(rows).toHaveLength(8);
    expect(rows[0]).toEqual(['a/2025-03-01/1', 'a/2025-03-01/2']);
    expect(rows[7]).toEqual(['b/2025-03-08/3']);
  });

  it('drops rows that name no object of the level, and pages left empty', async () => {
    async function* pages() {
      await Promise.resolve();
      yield [1, 2, 3];
      yield [5];
    }
    const odd = (_level: number, n: number) => (n % 2 === 1 ? n * 10 : null);
    const rows = await collect(levelReportRows([0], [week], pages, odd));
    expect(rows).toEqual([[10, 30], [50]]);
    const none = await collect(levelReportRows([0], [week], pages, () => null));
    expect(none).toEqual([]);
  });

  it('reads nothing for an empty range', async () => {
    const pages = () => {
      throw new Error('no read expected');
    };
    expect(await collect(levelReportRows([0, 1], [], pages, () => 1))).toEqual([]);
  });
});
