import { describe, expect, it } from 'vitest';
import { Collection, ObjectCollection } from './collection';
import { runAndRevert } from './journal';
import { SandboxState } from './state';

interface Item {
  id: number;
  value: string;
}

const hooks = () => {
  const changes: string[] = [];
  return { changes, onChange: (name: string) => changes.push(name) };
};

describe('Collection', () => {
  it('inserts, updates copy-on-write and deletes, reporting each change', () => {
    const h = hooks();
    const items = new Collection<Item, number>('items', (i) => i.id, h);
    const first = items.insert({ id: 1, value: 'a' });
    const updated = items.update(1, { value: 'b' });
    expect(first.value).toBe('a');
    expect(updated.value).toBe('b');
    expect(() => items.insert({ id: 1, value: 'c' })).toThrow(/duplicate/);
    expect(() => items.update(1, (i) => ({ ...i, id: 2 }))).toThrow(/key/);
    expect(items.delete(1)).toBe(true);
    expect(items.find(1)).toBeUndefined();
    expect(() => items.get(1)).toThrow(/no record/);
    expect(h.changes).toEqual(['items', 'items', 'items']);
  });

  it('reverts every change made inside runAndRevert, also when it throws', async () => {
    const items = new Collection<Item, number>('items', (i) => i.id, hooks());
    items.insert({ id: 1, value: 'a' });
    const answer = await runAndRevert(async () => {
      items.update(1, { value: 'changed' });
      items.insert({ id: 2, value: 'new' });
      await Promise.resolve();
      items.delete(1);
      return 'done';
    });
    expect(answer).toBe('done');
    expect(items.values()).toEqual([{ id: 1, value: 'a' }]);
    await expect(
      runAndRevert(() => {
        items.insert({ id: 3, value: 'x' });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(items.has(3)).toBe(false);
  });
});

describe('ObjectCollection', () => {
  it('lists by advertiser and by parent, following updates', () => {
    const objects = new ObjectCollection<{ name: string }>('objects', hooks());
    const record = (id: number, advertiserId: number, parentId: number | null) => ({
      id,
      advertiserId,
      parentId,
      createdAt: 0,
      updatedAt: 0,
      wire: { name: `o${id}` },
    });
    objects.insert(record(1, 100, null));
    objects.insert(record(2, 100, 1));
    objects.insert(record(3, 200, 1));
    expect(objects.listByAdvertiser(100).map((r) => r.id)).toEqual([1, 2]);
    expect(objects.listByParent(1).map((r) => r.id)).toEqual([2, 3]);
    objects.update(3, { advertiserId: 100, parentId: 2 });
    expect(objects.listByAdvertiser(200)).toEqual([]);
    expect(objects.listByParent(2).map((r) => r.id)).toEqual([3]);
    objects.delete(2);
    expect(objects.listByAdvertiser(100).map((r) => r.id)).toEqual([1, 3]);
  });
});

describe('SandboxState', () => {
  it('allocates ids per kind and round-trips a snapshot', () => {
    const state = new SandboxState(hooks());
    expect(state.nextId('kuaishou.unit')).toBe(200_000_001);
    expect(state.nextId('kuaishou.unit')).toBe(200_000_002);
    expect(state.nextId('tencent.adgroup')).toBe(1_000_000_001);
    const copy = new SandboxState(hooks());
    copy.restore(JSON.parse(JSON.stringify(state.snapshot(0))));
    expect(copy.nextId('kuaishou.unit')).toBe(200_000_003);
    expect(copy.summary()).toMatchObject({ sequences: 2, 'oceanengine.projects': 0 });
  });
});
