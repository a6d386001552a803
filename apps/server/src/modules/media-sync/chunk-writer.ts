/** Lets what is queued on the event loop (requests, their queries) run first. */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Collects streamed rows into chunks of `size` for one bulk upsert each, so memory holds one chunk
 * whatever the advertiser's size. Rows with the same key within a chunk are sent once (the last
 * one wins): `INSERT … ON CONFLICT DO UPDATE` refuses to touch a row twice in one statement, and a
 * medium may list an object twice while paging through a changing list.
 */
export class ChunkWriter<T> {
  private buffer = new Map<string, T>();
  private total = 0;

  constructor(
    private readonly size: number,
    private readonly keyOf: (row: T) => string,
    private readonly write: (rows: T[]) => Promise<void>,
  ) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`chunk size ${size}`);
  }

  /** Rows handed to `write` so far (after removing repeats within a chunk). */
  get written(): number {
    return this.total;
  }

  async add(rows: Iterable<T>): Promise<void> {
    for (const row of rows) {
      const key = this.keyOf(row);
      // A repeat moves to the end, so the chunk keeps the newest version.
      this.buffer.delete(key);
      this.buffer.set(key, row);
      if (this.buffer.size >= this.size) await this.flush();
    }
  }

  async flush(): Promise<void> {
    if (this.buffer.size === 0) return;
    const rows = [...this.buffer.values()];
    this.buffer = new Map();
    await this.write(rows);
    this.total += rows.length;
    // The embedded database runs one statement at a time: the requests that queued during this
    // chunk get their turn before the next one is sent.
    await yieldToOthers();
  }
}

/** Splits rows by the fields they carry, so an upsert only overwrites fields a row has. */
export function groupByShape<T extends object>(
  rows: readonly T[],
): { fields: string[]; rows: T[] }[] {
  const groups = new Map<string, { fields: string[]; rows: T[] }>();
  for (const row of rows) {
    const fields = Object.keys(row)
      .filter((k) => (row as Record<string, unknown>)[k] !== undefined)
      .sort();
    const shape = fields.join(',');
    const group = groups.get(shape);
    if (group) group.rows.push(row);
    else groups.set(shape, { fields, rows: [row] });
  }
  return [...groups.values()];
}
