import { describe, expect, it } from 'vitest';
import {
  KEYWORD_LIMITS,
  KeywordCreateBodySchema,
  KeywordSuggestQuerySchema,
  keywordErrors,
  keywordFileRows,
  keywordMatchTypeOf,
} from './keywords';

// Search keywords: Ocean Engine's limits as data, the file rows and the queries (spec 002 §3, §7).

const account = { advertiser_id: '1778092882805503' };
const limits = KEYWORD_LIMITS.bytedance;

describe('keyword limits', () => {
  it('are Ocean Engine’s: 20 characters a word, 1,000 a project and a file, 10 seeds', () => {
    expect(limits).toEqual({
      holder: '项目',
      wordMax: 20,
      perHolder: 1000,
      perCall: 1000,
      uploadRows: 1000,
      suggestSeeds: 10,
    });
  });

  it('take a word of 20 characters and refuse 21, counting characters not bytes', () => {
    const ok = '王'.repeat(limits.wordMax);
    expect(keywordErrors('bytedance', [{ word: ok, match_type: 'PHRASE' }])).toEqual([]);
    expect(keywordErrors('bytedance', [{ word: `${ok}王`, match_type: 'PHRASE' }])).toEqual([
      `关键词「${ok}王」超过 20 个字`,
    ]);
  });

  it('refuse an empty word, a line break, and a word the project or the list already has', () => {
    expect(keywordErrors('bytedance', [{ word: ' ', match_type: 'PHRASE' }])).toEqual([
      '关键词不能为空',
    ]);
    expect(keywordErrors('bytedance', [{ word: 'a\tb', match_type: 'PHRASE' }])[0]).toContain(
      '不能包含换行或制表符',
    );
    expect(
      keywordErrors(
        'bytedance',
        [
          { word: '传奇手游', match_type: 'PHRASE' },
          { word: 'RPG', match_type: 'EXTENSIVE' },
          { word: 'rpg', match_type: 'PRECISION' },
        ],
        ['传奇手游'],
      ),
    ).toEqual(['关键词「传奇手游」重复', '关键词「rpg」重复']);
  });

  it('hold a project to 1,000 keywords with those it has', () => {
    const existing = Array.from({ length: 999 }, (_, i) => `词${i}`);
    expect(keywordErrors('bytedance', [{ word: '新词', match_type: 'PHRASE' }], existing)).toEqual(
      [],
    );
    expect(
      keywordErrors(
        'bytedance',
        [
          { word: '新词', match_type: 'PHRASE' },
          { word: '新词2', match_type: 'PHRASE' },
        ],
        existing,
      ),
    ).toEqual(['每个项目最多 1000 个关键词，已有 999 个，本次添加 2 个']);
  });
});

describe('legacy v2 ad keyword limits', () => {
  it('are an ad’s: 20 characters a word, 1,000 an ad, 100 a create call', () => {
    expect(KEYWORD_LIMITS.bytedance_v2).toMatchObject({
      holder: '计划',
      wordMax: 20,
      perHolder: 1000,
      perCall: 100,
    });
    const ok = '王'.repeat(20);
    expect(keywordErrors('bytedance_v2', [{ word: ok, match_type: 'PHRASE' }])).toEqual([]);
    expect(keywordErrors('bytedance_v2', [{ word: `${ok}王`, match_type: 'PHRASE' }])).toEqual([
      `关键词「${ok}王」超过 20 个字`,
    ]);
  });

  it('count an ad’s existing keywords against its 1,000', () => {
    const existing = Array.from({ length: 1000 }, (_, i) => `词${i}`);
    expect(
      keywordErrors('bytedance_v2', [{ word: '新词', match_type: 'PHRASE' }], existing),
    ).toEqual(['每个计划最多 1000 个关键词，已有 1000 个，本次添加 1 个']);
  });
});

describe('keyword files', () => {
  it('read match types by label, short label or value; empty is 短语匹配', () => {
    expect(keywordMatchTypeOf('')).toBe('PHRASE');
    expect(keywordMatchTypeOf('精确匹配')).toBe('PRECISION');
    expect(keywordMatchTypeOf('广泛')).toBe('EXTENSIVE');
    expect(keywordMatchTypeOf('phrase')).toBe('PHRASE');
    expect(keywordMatchTypeOf('模糊')).toBeNull();
  });

  it('skip the header and empty rows, and give each bad row its errors', () => {
    const rows = keywordFileRows('bytedance', [
      { row: 1, cells: ['关键词', '匹配方式'] },
      { row: 2, cells: ['传奇手游', '精确匹配'] },
      { row: 3, cells: ['', ''] },
      { row: 4, cells: ['传奇手游', ''] },
      { row: 5, cells: ['x'.repeat(21), '模糊'] },
      { row: 6, cells: ['', '广泛匹配'] },
    ]);
    expect(rows).toEqual([
      { row: 2, ok: true, keyword: { word: '传奇手游', match_type: 'PRECISION' } },
      { row: 4, ok: false, errors: ['与第 2 行的关键词重复'] },
      {
        row: 5,
        ok: false,
        errors: [
          `关键词「${'x'.repeat(21)}」超过 20 个字`,
          '匹配方式「模糊」应为短语匹配、广泛匹配或精确匹配',
        ],
      },
      { row: 6, ok: false, errors: ['关键词不能为空'] },
    ]);
  });
});

describe('keyword queries and bodies', () => {
  it('split seed words on spaces and commas, at most 10', () => {
    expect(
      KeywordSuggestQuerySchema.parse({ ...account, words: '传奇, 手游，仙侠 传奇' }).words,
    ).toEqual(['传奇', '手游', '仙侠']);
    const many = Array.from({ length: 11 }, (_, i) => `词${i}`).join(' ');
    const refused = KeywordSuggestQuerySchema.safeParse({ ...account, words: many });
    expect(refused.error?.issues[0]?.message).toBe('一次最多按 10 个词推荐');
    expect(KeywordSuggestQuerySchema.safeParse({ ...account, words: ' ' }).success).toBe(false);
  });

  it('default a keyword to 短语匹配 and need a project and a keyword', () => {
    expect(
      KeywordCreateBodySchema.parse({
        ...account,
        project_id: '7310000000000000001',
        keywords: [{ word: '传奇' }],
      }).keywords,
    ).toEqual([{ word: '传奇', match_type: 'PHRASE' }]);
    const empty = KeywordCreateBodySchema.safeParse({ ...account, project_id: 'x', keywords: [] });
    expect(empty.error?.issues.map((i) => i.message)).toEqual([
      '项目ID应为数字',
      '请至少添加一个关键词',
    ]);
  });
});
