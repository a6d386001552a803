import { describe, expect, it } from 'vitest';
import { ChunkWriter, groupByShape } from './chunk-writer';

interface Row {
  id: string;
  v: number;
}

function recorder(size: number) {
  const chunks: Row[][] = [];
  const writer = new ChunkWriter<Row>(
    size,
    (r) => r.id,
    (rows) => {
      chunks.push(rows);
      return Promise.resolve();
    },
  );
  return { chunks, writer };
}

const rows = (ids: string[], v = 1) => ids.map((id) => ({ id, v }));

describe('ChunkWriter', () => {
  it('lets other work run between two chunks', async () => {
    const order: string[] = [];
    const writer = new ChunkWriter<Row>(
      2,
      (r) => r.id,
      (chunk) => {
        order.push(`chunk ${chunk.map((r) => r.id).join('')}`);
        // Work that arrives while the chunk is written, as an API request's query does.
        setImmediate(() => order.push('request'));
        return Promise.resolve();
      },
    );
    await writer.add(rows(['a', 'b', 'c', 'd']));
    expect(order).toEqual(['chunk ab', 'request', 'chunk cd', 'request']);
  });

  it('writes full chunks as rows arrive and the rest on flush', async () => {
    const { chunks, writer } = recorder(3);
    await writer.add(rows(['a', 'b']));
    expect(chunks).toEqual([]);
    await writer.add(rows(['c', 'd', 'e', 'f', 'g']));
    expect(chunks.map((c) => c.map((r) => r.id))).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e', 'f'],
    ]);
    await writer.flush();
    expect(chunks.map((c) => c.length)).toEqual([3, 3, 1]);
    expect(writer.written).toBe(7);
  });

  it('never holds more than one chunk, however many pages are added', async () => {
    let largest = 0;
    const writer = new ChunkWriter<Row>(
      100,
      (r) => r.id,
      (chunk) => {
        largest = Math.max(largest, chunk.length);
        return Promise.resolve();
      },
    );
    for (let page = 0; page < 50; page += 1) {
      await writer.add(rows(Array.from({ length: 70 }, (_, i) => `${page}-${i}`)));
    }
    await writer.flush();
    expect(largest).toBe(100);
    expect(writer.written).toBe(3500);
  });

  it('sends a row repeated within a chunk once, as last seen', async () => {
    const { chunks, writer } = recorder(10);
    await writer.add([
      { id: 'a', v: 1 },
      { id: 'b', v: 1 },
      { id: 'a', v: 2 },
    ]);
    await writer.flush();
    expect(chunks).toEqual([
      [
        { id: 'b', v: 1 },
        { id: 'a', v: 2 },
      ],
    ]);
  });

  it('writes nothing on flush when empty', async () => {
    const { chunks, writer } = recorder(2);
    await writer.flush();
    expect(chunks).toEqual([]);
    expect(writer.written).toBe(0);
  });

  it.each([0, -1, 1.5])('refuses a chunk size of %s', (size) => {
    expect(
      () =>
        new ChunkWriter<Row>(
          size,
          (r) => r.id,
          () => Promise.resolve(),
        ),
    ).toThrow(RangeError);
  });
});

describe('groupByShape', () => {
  it('groups rows by the fields they carry, ignoring undefined ones', () => {
    const groups = groupByShape<Record<string, unknown>>([
      { id: 1, name: 'a' },
      { id: 2, name: 'b', gameId: undefined },
      { id: 3, name: 'c', gameId: 7 },
    ]);
    expect(groups.map((g) => [g.fields, g.rows.map((r) => r.id)])).toEqual([
      [
        ['id', 'name'],
        [1, 2],
      ],
      [['gameId', 'id', 'name'], [3]],
    ]);
  });
});
