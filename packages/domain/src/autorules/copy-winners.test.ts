import { AutoruleDefinitionSchema, COPY_NAME_RULE_DEFAULT } from '@toufang/contracts';
import { describe, expect, it } from 'vitest';
import { copyName, planCopies } from './copy-winners';
import { evaluateRule } from './evaluate';
import { ruleProblems } from './rule-problems';
import { ruleSummary } from './summary';
import { testObject, testRule } from './test-rule';

const NOW = new Date('2026-11-27T06:00:00Z');

/** Copy promotions with ROI ≥ 1.5 and spend ≥ 100 元 today, twice each, paused. */
function copyRule(copy: Partial<NonNullable<ReturnType<typeof testRule>['action']['copy']>> = {}) {
  return testRule({
    conditions: {
      join: 'and',
      groups: [
        {
          join: 'and',
          conditions: [
            { metric: 'pay_roi', operator: 'gte', value: 1.5, window: 'today' },
            { metric: 'cost', operator: 'gte', value: 100, window: 'today' },
          ],
        },
      ],
      min_spend: 0,
    },
    action: {
      type: 'copy',
      mode: null,
      value: null,
      notify: false,
      copy: {
        copies: 2,
        name_rule: COPY_NAME_RULE_DEFAULT,
        enabled: false,
        max_per_day: 3,
        ...copy,
      },
    },
  });
}

const winner = (id: string, costFen = 20_000) =>
  testObject(id, { costFen, payAmountFen: costFen * 2 });

const plan = (
  rule: ReturnType<typeof copyRule>,
  objects: ReturnType<typeof winner>[],
  history = new Map<string, { today: number; lastSeq: number }>(),
) => planCopies(rule, evaluateRule(rule, objects, { now: NOW, lastActedAt: new Map() }), history);

describe('copy name rule', () => {
  it('numbers the copies after the original', () => {
    expect(copyName(COPY_NAME_RULE_DEFAULT, '春节素材A', 3, 50)).toBe('春节素材A_复制_3');
    expect(copyName('{序号}号-{原名}', '广告', 12, 50)).toBe('12号-广告');
  });

  it('cuts the original, never the number, to the medium’s longest name', () => {
    const name = copyName(COPY_NAME_RULE_DEFAULT, '长'.repeat(60), 10, 50);
    expect([...name]).toHaveLength(50);
    expect(name.endsWith('_复制_10')).toBe(true);
  });

  it('refuses a rule without a number and more copies a run than a day', () => {
    expect(ruleProblems(copyRule({ name_rule: '{原名}_复制' }))).toEqual([
      '命名规则须包含{序号}，以免复制出的名称重复',
    ]);
    expect(ruleProblems(copyRule({ copies: 4, max_per_day: 3 }))).toEqual([
      '每次复制份数不能多于每日复制上限',
    ]);
    expect(ruleProblems(copyRule())).toEqual([]);
    expect(ruleProblems({ ...copyRule(), action: { ...copyRule().action, copy: null } })).toEqual([
      '请填写复制份数、命名规则和复制后的状态',
    ]);
  });

  it('keeps the schema’s limits on copies and the daily cap', () => {
    const parse = (copy: object) =>
      AutoruleDefinitionSchema.safeParse({ ...copyRule(), action: { ...copyRule().action, copy } })
        .success;
    const valid = { copies: 10, name_rule: COPY_NAME_RULE_DEFAULT, enabled: true, max_per_day: 50 };
    expect(parse(valid)).toBe(true);
    expect(parse({ ...valid, copies: 11 })).toBe(false);
    expect(parse({ ...valid, copies: 0 })).toBe(false);
    expect(parse({ ...valid, max_per_day: 51 })).toBe(false);
    expect(parse({ ...valid, name_rule: 'x'.repeat(41) })).toBe(false);
  });
});

describe('planCopies', () => {
  it('copies each winner N times, numbered after its earlier copies', () => {
    const decisions = plan(
      copyRule(),
      [winner('1'), winner('2'), testObject('3', { costFen: 20_000 })],
      new Map([['2', { today: 0, lastSeq: 4 }]]),
    );
    expect(decisions.map((d) => [d.objectId, d.outcome, d.copies?.map((c) => c.name)])).toEqual([
      ['1', 'act', ['广告1_复制_1', '广告1_复制_2']],
      ['2', 'act', ['广告2_复制_5', '广告2_复制_6']],
      ['3', 'no_match', undefined],
    ]);
    expect(decisions[0]?.after).toBe('复制 2 份（创建后暂停）：广告1_复制_1、广告1_复制_2');
  });

  it('stops at the daily cap per object', () => {
    const [d] = plan(copyRule(), [winner('1')], new Map([['1', { today: 2, lastSeq: 2 }]]));
    expect(d?.copies?.map((c) => c.seq)).toEqual([3]);
    expect(d?.reason).toContain('今日还可复制 1 份');
    const [full] = plan(copyRule(), [winner('1')], new Map([['1', { today: 3, lastSeq: 3 }]]));
    expect(full?.outcome).toBe('skip');
    expect(full?.reason).toMatch(/^今日已复制 3 份，达到每日最多 3 份的上限/);
  });

  it('caps the copies of a run, the largest spenders first', () => {
    const rule = {
      ...copyRule(),
      guardrails: { ...copyRule().guardrails, max_objects_per_run: 3 },
    };
    const decisions = plan(rule, [winner('1', 10_000), winner('2', 30_000), winner('3', 20_000)]);
    expect(decisions.map((d) => [d.objectId, d.outcome, d.copies?.length ?? 0])).toEqual([
      ['1', 'skip', 0],
      ['2', 'act', 2],
      ['3', 'act', 1],
    ]);
    expect(decisions[0]?.reason).toMatch(/^超出单次最多复制 3 份的上限/);
  });
});

describe('the copy rule’s sentence', () => {
  it('says what is copied, how often, named how and in which status', () => {
    expect(ruleSummary(copyRule({ enabled: true }))).toBe(
      '每 30 分钟检查巨量引擎账户 1001 下的全部广告（含以后新建）：当今日付费ROI ≥ 1.50 且 今日消耗 ≥ 100.00 元 时，' +
        '将该广告连同创意复制 2 份到同一账户，命名为「{原名}_复制_{序号}」，复制后启用；' +
        '同一对象 60 分钟内不重复执行，同一对象每天最多复制 3 份，每天最多执行 48 次，每次最多复制 100 份；' +
        '按完整小时的数据判断（巨量引擎报表约延迟 2 小时）。',
    );
  });
});
