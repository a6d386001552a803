import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { FreshQueryClient } from './fresh-query-client';

/** A list whose reads the test answers one by one, each with what the server holds by then. */
function heldList() {
  const reads: { resolve: (rows: string[]) => void; aborted: () => boolean }[] = [];
  let arrived: () => void = () => {};
  const queryFn = ({ signal }: { signal: AbortSignal }) =>
    new Promise<string[]>((resolve) => {
      reads.push({ resolve, aborted: () => signal.aborted });
      arrived();
    });
  const nextRead = (count: number) =>
    reads.length >= count
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          arrived = () => {
            if (reads.length >= count) resolve();
          };
        });
  return { reads, queryFn, nextRead };
}

describe('FreshQueryClient', () => {
  it('reads a list again when it is invalidated during its first load', async () => {
    const client = new FreshQueryClient({
      defaultOptions: { queries: { retry: false } },
    });
    const list = heldList();
    const observer = new QueryObserver(client, {
      queryKey: ['config', 'departments'],
      queryFn: list.queryFn,
    });
    const unsubscribe = observer.subscribe(() => {});
    await list.nextRead(1);

    // A department is added while the first read is still on its way.
    const invalidated = client.invalidateQueries({ queryKey: ['config'] });
    await list.nextRead(2);
    expect(list.reads[0]?.aborted()).toBe(true);
    list.reads[0]?.resolve(['设计部']);
    list.reads[1]?.resolve(['设计部', '测试部门']);
    await invalidated;

    expect(client.getQueryData(['config', 'departments'])).toEqual(['设计部', '测试部门']);
    unsubscribe();
    client.clear();
  });

  it('leaves other queries’ first loads alone', async () => {
    const client = new FreshQueryClient({
      defaultOptions: { queries: { retry: false } },
    });
    const list = heldList();
    const observer = new QueryObserver(client, { queryKey: ['users'], queryFn: list.queryFn });
    const unsubscribe = observer.subscribe(() => {});
    await list.nextRead(1);
    await client.invalidateQueries({ queryKey: ['config'] });
    expect(list.reads).toHaveLength(1);
    expect(list.reads[0]?.aborted()).toBe(false);
    list.reads[0]?.resolve(['admin']);
    unsubscribe();
    client.clear();
  });

  it('leaves a first load that nothing observes to finish', async () => {
    const client = new FreshQueryClient({ defaultOptions: { queries: { retry: false } } });
    const list = heldList();
    const read = client.fetchQuery({ queryKey: ['config', 'options'], queryFn: list.queryFn });
    await list.nextRead(1);
    await client.invalidateQueries({ queryKey: ['config'] });
    expect(list.reads[0]?.aborted()).toBe(false);
    list.reads[0]?.resolve(['安卓']);
    await expect(read).resolves.toEqual(['安卓']);
    client.clear();
  });
});
