import type { AutoruleDefinition } from '@toufang/contracts';
import { describe, expect, it } from 'vitest';
import type { EvaluationContext } from './evaluate';
import { ruleProblems } from './rule-problems';
import { ruleSummary } from './summary';
import { testObject, testRule } from './test-rule';
import { decideTopUps } from './top-up';

const now = new Date('2026-11-27T06:10:00Z');
const ctx: EvaluationContext = { now, lastActedAt: new Map() };

/** Keep 3 promotions spending today delivering in accounts 1001 and 1002, from template 7. */
const keepRule = (patch: Partial<AutoruleDefinition> = {}) =>
  testRule({
    name: '保持在投',
    scope: {
      level: 2,
      kind: 'accounts',
      advertiser_ids: ['1001', '1002'],
      object_ids: [],
      name_contains: '',
    },
    conditions: {
      join: 'and',
      groups: [
        {
          join: 'and',
          conditions: [{ metric: 'cost', operator: 'gt', value: 0, window: 'today' }],
        },
      ],
      min_spend: 0,
    },
    action: {
      type: 'create',
      mode: null,
      value: null,
      notify: false,
      template: { id: 7, name: '通用模板', keep_running: 3 },
    },
    ...patch,
  });

const accounts = [
  { id: '1001', name: '账户一' },
  { id: '1002', name: '账户二' },
];

describe('decideTopUps', () => {
  it('builds the missing objects of each account: switched on and meeting the conditions count', () => {
    const objects = [
      testObject('1', { costFen: 100 }),
      testObject('2', { costFen: 100 }, { optStatus: 'DISABLE' }),
      testObject('3', { costFen: 0 }),
      testObject('4', { costFen: 100 }, { advertiserId: '1002' }),
      testObject('5', { costFen: 100 }, { advertiserId: '1002' }),
      testObject('6', { costFen: 100 }, { advertiserId: '1002' }),
    ];
    const [first, second] = decideTopUps(keepRule(), objects, accounts, ctx);
    expect(first).toMatchObject({
      objectId: '1001',
      objectName: '账户一',
      outcome: 'act',
      before: '在投 1 个',
      after: '将按模板「通用模板」新建 2 个',
      createCount: 2,
      snapshot: { delivering: 1 },
    });
    expect(first?.reason).toBe('在投广告 1 个，少于保持的 3 个');
    expect(second?.outcome).toBe('no_match');
    expect(second?.reason).toBe('在投广告 3 个，已达保持的 3 个：「广告4」、「广告5」、「广告6」');
  });

  it('builds at most the cap per run, the accounts with the fewest delivering first', () => {
    const rule = keepRule({
      guardrails: { ...keepRule().guardrails, max_objects_per_run: 4 },
    });
    const objects = [testObject('1', { costFen: 100 })];
    const [first, second] = decideTopUps(rule, objects, accounts, ctx);
    expect(second).toMatchObject({ outcome: 'act', createCount: 3 });
    expect(first).toMatchObject({ outcome: 'act', createCount: 1 });
    expect(first?.reason).toContain('受单次最多新建 4 个的上限，本次新建 1 个');
    const capped = keepRule({ guardrails: { ...keepRule().guardrails, max_objects_per_run: 3 } });
    const [left] = decideTopUps(capped, objects, accounts, ctx);
    expect(left?.outcome).toBe('skip');
    expect(left?.reason).toMatch(/^超出单次最多新建 3 个对象的上限/);
  });

  it('leaves an account alone within the cooldown after building in it', () => {
    const lastActedAt = new Map([['1001', new Date(now.getTime() - 10 * 60_000)]]);
    const [first, second] = decideTopUps(keepRule(), [], accounts, { now, lastActedAt });
    expect(first?.outcome).toBe('skip');
    expect(first?.reason).toMatch(/^冷却中：本规则于 11-27 14:00 已为该账户新建广告，60 分钟内/);
    expect(second).toMatchObject({ outcome: 'act', createCount: 3 });
  });
});

describe('create rules', () => {
  it('need a template and accounts, not objects by id', () => {
    const noTemplate = keepRule();
    noTemplate.action = { ...noTemplate.action, template: null };
    expect(ruleProblems(noTemplate)).toEqual(['请选择创建模板并填写保持在投数量']);
    const byIds = keepRule({
      scope: { ...keepRule().scope, kind: 'objects', object_ids: ['1'] },
    });
    expect(ruleProblems(byIds)).toEqual([
      '按模板新建按账户保持在投数量，请选择账户、名称筛选或全部',
    ]);
    expect(ruleProblems(keepRule())).toEqual([]);
    expect(ruleProblems(keepRule({ scope: { ...keepRule().scope, level: 1 } }))).toEqual([
      '项目不支持该执行动作',
    ]);
  });

  it('read as one sentence naming the template and the number kept', () => {
    expect(ruleSummary(keepRule())).toBe(
      '每 30 分钟检查巨量引擎账户 1001、1002 下的全部广告（含以后新建）：每个账户中今日消耗 > 0.00 元且已启用的' +
        '广告少于 3 个时，按模板「通用模板」新建广告，补足至 3 个；同一对象 60 分钟内不重复执行，' +
        '每天最多执行 48 次，每次最多新建 100 个对象；按完整小时的数据判断（巨量引擎报表约延迟 2 小时）。',
    );
  });
});
