import { describe, expect, it } from 'vitest';
import { assignGroups, groupBy } from './grouping';

interface Item {
  adv: string;
  n: number;
}
const items = (spec: string): Item[] => spec.split('').map((adv, n) => ({ adv, n }));

describe('groupBy', () => {
  it('puts at most `size` items of one key in a group, in submission order', () => {
    const groups = groupBy(items('aabababaa'), (i) => i.adv, 3);
    expect(groups.map((g) => [g.key, g.items.map((i) => i.n)])).toEqual([
      ['a#0', [0, 1, 3]],
      ['b#0', [2, 4, 6]],
      ['a#1', [5, 7, 8]],
    ]);
  });

  it('gives each item its own group with size 1 (one object per call)', () => {
    expect(groupBy(items('aa'), (i) => i.adv, 1).map((g) => g.key)).toEqual(['a#0', 'a#1']);
  });

  it('groups items without a key together', () => {
    expect(groupBy(items('ab'), () => undefined, 10).map((g) => g.items.length)).toEqual([2]);
  });

  it('refuses a size below 1', () => {
    expect(() => groupBy(items('a'), (i) => i.adv, 0)).toThrow(/size/);
  });
});

describe('assignGroups', () => {
  it('places each item in its group and makes repeated keys unique', () => {
    const all = items('abc');
    const [a, b, c] = all as [Item, Item, Item];
    const placed = assignGroups(all, [
      { key: 'k', items: [a, c] },
      { key: 'k', items: [b] },
    ]);
    expect(placed.map((p) => p.key)).toEqual(['k', 'k~2', 'k']);
    expect(placed.map((p) => p.item)).toEqual(all);
  });

  it.each([
    {
      name: 'an item in no group',
      groups: (i: Item[]) => [{ key: 'g', items: [i[0]!] }],
      error: /no group/,
    },
    {
      name: 'an item in two groups',
      groups: (i: Item[]) => [
        { key: 'g', items: [i[0]!, i[1]!] },
        { key: 'h', items: [i[1]!] },
      ],
      error: /more than one/,
    },
    {
      name: 'an item that was not submitted',
      groups: (i: Item[]) => [{ key: 'g', items: [...i, { adv: 'z', n: 9 }] }],
      error: /not submitted/,
    },
    {
      name: 'an empty group',
      groups: (i: Item[]) => [
        { key: 'g', items: i },
        { key: 'e', items: [] },
      ],
      error: /empty/,
    },
  ])('refuses $name', ({ groups, error }) => {
    const all = items('ab');
    expect(() => assignGroups(all, groups(all))).toThrow(error);
  });
});
