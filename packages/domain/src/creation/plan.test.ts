import { describe, expect, it } from 'vitest';
import {
  dealToAccounts,
  limitPlan,
  planCreation,
  planIsClean,
  rowTemplates,
  titlesFor,
} from './plan';
import { contextOf, draftOf, video } from './test-drafts';

const files = (n: number) => Array.from({ length: n }, (_, i) => video(i + 1));
const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
const titles = (n: number) => Array.from({ length: n }, (_, i) => `这是广告标题第${i + 1}条`);

describe('combinations', () => {
  it('makes one row per material group and account (SAME), ad_num rows per parent', () => {
    const draft = draftOf('bytedance', {
      accounts: ['1001', '1002'],
      materials: { file_ids: ids(25) },
      rules: { materials_number: 1, ad_num: 10 },
    });
    const plan = planCreation(draft, contextOf(files(25)));
    expect(plan.rows).toHaveLength(50);
    expect(plan.parents).toBe(6); // 10 + 10 + 5 per account
    expect(planIsClean(plan)).toBe(true);
  });

  it('groups materials by materials_number', () => {
    const draft = draftOf('bytedance', {
      materials: { file_ids: ids(7) },
      rules: { materials_number: 3 },
    });
    const plan = planCreation(draft, contextOf(files(7)));
    expect(plan.rows.map((r) => r.materials.map((m) => m.id))).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  it('deals rows to accounts in turn under SPLIT', () => {
    expect(Object.fromEntries(dealToAccounts([1, 2, 3, 4, 5], ['a', 'b'], 'SPLIT'))).toEqual({
      a: [1, 3, 5],
      b: [2, 4],
    });
    const draft = draftOf('kuaishou', {
      accounts: ['1001', '1002', '1003'],
      materials: { file_ids: ids(6) },
      rules: { acc_rule: 'SPLIT' },
    });
    expect(planCreation(draft, contextOf(files(6))).rows).toHaveLength(6);
  });

  it('crosses material groups with titles under MATERIAL_TITLE', () => {
    const draft = draftOf('tencent', {
      materials: { file_ids: ids(4) },
      titles: { list: titles(3) },
      rules: { create_type: 'MATERIAL_TITLE', material_num: 2 },
    });
    const plan = planCreation(draft, contextOf(files(4)));
    expect(plan.rows).toHaveLength(6);
    expect(plan.rows.map((r) => r.titles.length)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('gives every row the first titles under match_rule 1 and rotates them under 2', () => {
    const t = { list: ['a', 'b', 'c', 'd', 'e'], limit: 2 };
    expect(titlesFor({ ...t, matchRule: 1 }, 3)).toEqual(['a', 'b']);
    expect(titlesFor({ ...t, matchRule: 2 }, 0)).toEqual(['a', 'b']);
    expect(titlesFor({ ...t, matchRule: 2 }, 1)).toEqual(['c', 'd']);
    expect(titlesFor({ ...t, matchRule: 2 }, 2)).toEqual(['e', 'a']);
    expect(titlesFor({ ...t, matchRule: 1, limit: 9 }, 0)).toHaveLength(5);
  });

  it('makes one Kuaishou creative per material of a unit, named by the creative rule', () => {
    const draft = draftOf('kuaishou', {
      materials: { file_ids: ids(4) },
      rules: { materials_number: 2 },
    });
    const plan = planCreation(draft, contextOf(files(4)));
    expect(plan.rows).toHaveLength(2);
    expect(plan.children).toBe(4);
    expect(plan.rows[0]?.childNames).toEqual(['系统自动搭建_202603011', '系统自动搭建_202603012']);
  });

  it('names parents and rows with per-account sequences and the default rules', () => {
    const draft = draftOf('kuaishou', {
      accounts: ['1001', '1002'],
      materials: { file_ids: ids(2) },
    });
    const plan = planCreation(draft, contextOf(files(2)));
    expect(plan.rows.map((r) => [r.advertiserId, r.parentName, r.name])).toEqual([
      ['1001', '系统自动搭建_202603011', '系统自动搭建_202603011'],
      ['1001', '系统自动搭建_202603011', '系统自动搭建_202603012'],
      ['1002', '系统自动搭建_202603011', '系统自动搭建_202603011'],
      ['1002', '系统自动搭建_202603011', '系统自动搭建_202603012'],
    ]);
    expect(plan.rows.map((r) => r.key)).toEqual(['1001:1:1', '1001:1:2', '1002:1:1', '1002:1:2']);
  });

  it('skips names the account already has when the rule is numbered', () => {
    const draft = draftOf('kuaishou', { materials: { file_ids: ids(1) } });
    const taken = new Set(['系统自动搭建_202603011', '系统自动搭建_202603012']);
    const plan = planCreation(draft, contextOf(files(1), { takenNames: () => taken }));
    expect(plan.rows[0]?.parentName).toBe('系统自动搭建_202603013');
    expect(plan.rows[0]?.name).toBe('系统自动搭建_202603013');
  });

  it('refuses repeated names in one account when the rule has no sequence', () => {
    const draft = draftOf('bytedance', {
      materials: { file_ids: ids(2) },
      promotion: { name: '固定名称' },
    });
    const plan = planCreation(draft, contextOf(files(2)));
    expect(plan.rows[0]?.errors).toEqual([]);
    expect(plan.rows[1]?.errors).toContain('广告名称「固定名称」在账户内重复');
  });

  it('lists files not yet on the account as pushes, once per (file, account)', () => {
    const draft = draftOf('tencent', {
      accounts: ['1001', '1002'],
      materials: { file_ids: ids(2) },
      rules: { create_type: 'MATERIAL_TITLE' },
      titles: { list: titles(2) },
    });
    const plan = planCreation(
      draft,
      contextOf(files(2), { pushed: (f, a) => f === 1 && a === '1001' }),
    );
    expect(plan.pushes).toEqual([
      { fileId: 2, advertiserId: '1001' },
      { fileId: 1, advertiserId: '1002' },
      { fileId: 2, advertiserId: '1002' },
    ]);
  });

  it('refuses unknown files and accounts out of scope as draft errors', () => {
    const draft = draftOf('bytedance', {
      accounts: ['1001', '9999'],
      materials: { file_ids: [1, 2] },
    });
    const plan = planCreation(draft, contextOf([video(1)]));
    expect(plan.errors).toContain('素材不存在或无权使用：2');
    expect(plan.errors).toContain('账户未授权或不在你的数据范围内：9999');
  });

  it('caps one submit and says so', () => {
    const draft = draftOf('bytedance', {
      accounts: ['1001', '1002'],
      materials: { file_ids: ids(3) },
    });
    const plan = planCreation(draft, contextOf(files(3), { submitMax: 5 }));
    expect(plan.overCap).toBe(true);
    expect(plan.errors).toContain('一次最多创建 5 个广告，当前 6 个，请减少账户、素材或标题');
  });

  it('previews 10,000 combinations quickly', () => {
    const draft = draftOf('bytedance', {
      accounts: ['1001', '1002'],
      materials: { file_ids: ids(100) },
      titles: { list: titles(50) },
      rules: { create_type: 'MATERIAL_TITLE', ad_num: 100 },
    });
    const started = Date.now();
    const plan = planCreation(draft, contextOf(files(100), { submitMax: 20_000 }));
    const elapsed = Date.now() - started;
    expect(plan.rows).toHaveLength(10_000);
    expect(planIsClean(plan)).toBe(true);
    expect(elapsed).toBeLessThan(1000);
  });

  it('builds templates without accounts for counting', () => {
    const draft = draftOf('bytedance', { materials: { file_ids: ids(3) } });
    const plan = planCreation(draft, contextOf(files(3)));
    expect(rowTemplates(plan.definition.plan(draft), files(3))).toHaveLength(3);
  });
});

describe('limitPlan', () => {
  it('keeps the first rows of each account named, with their parents, pushes and cap', () => {
    const draft = draftOf('bytedance', {
      accounts: ['1001', '1002', '1003'],
      materials: { file_ids: ids(25) },
      rules: { materials_number: 1, ad_num: 2 },
    });
    const plan = planCreation(draft, contextOf(files(25), { submitMax: 60, pushed: () => false }));
    expect(plan.overCap).toBe(true);
    const limited = limitPlan(
      plan,
      new Map([
        ['1001', 3],
        ['1002', 1],
      ]),
      60,
    );
    expect(limited.rows.map((r) => r.key)).toEqual([
      '1001:1:1',
      '1001:1:2',
      '1001:2:1',
      '1002:1:1',
    ]);
    expect(limited).toMatchObject({ parents: 3, children: 4, overCap: false, errorRows: 0 });
    expect(limited.errors).toEqual([]);
    expect(planIsClean(limited)).toBe(true);
    expect(new Set(limited.pushes.map((p) => p.advertiserId))).toEqual(new Set(['1001', '1002']));
  });

  it('keeps the rows of the first parents of each account when parents are counted', () => {
    const draft = draftOf('bytedance', {
      accounts: ['1001'],
      materials: { file_ids: ids(5) },
      rules: { materials_number: 1, ad_num: 2 },
    });
    const plan = planCreation(draft, contextOf(files(5)));
    const limited = limitPlan(plan, new Map([['1001', 2]]), 5000, 'parent');
    expect(limited.rows.map((r) => r.key)).toEqual([
      '1001:1:1',
      '1001:1:2',
      '1001:2:1',
      '1001:2:2',
    ]);
    expect(limited.parents).toBe(2);
  });
});
