import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateRule, type EvaluationContext } from './evaluate';
import { EMPTY_SUMS } from './metrics';
import { testObject, testRule } from './test-rule';

const now = new Date('2026-11-27T06:10:00Z');
const ctx: EvaluationContext = { now, lastActedAt: new Map() };

describe('evaluateRule', () => {
  it('pauses an enabled object that matches, with before → after and the figures that matched', () => {
    const [d] = evaluateRule(testRule(), [testObject('1', { costFen: 15_000 })], ctx);
    expect(d).toMatchObject({ outcome: 'act', before: '已启用', after: '已暂停' });
    expect(d?.change).toEqual({ field: 'status', optStatus: 'DISABLE' });
    expect(d?.reason).toBe('今日消耗 150.00 元 > 100.00 元；今日转化数 0 < 1');
    expect(d?.snapshot).toEqual({ 'cost@today': 150, 'conversions@today': 0 });
  });

  it('says which condition failed for an object that does not match', () => {
    const [d] = evaluateRule(
      testRule(),
      [testObject('1', { costFen: 15_000, conversions: 2 })],
      ctx,
    );
    expect(d?.outcome).toBe('no_match');
    expect(d?.reason).toBe('今日转化数 2，不满足 < 1');
  });

  it('OR groups: one group is enough', () => {
    const rule = testRule({
      conditions: {
        join: 'or',
        groups: [
          {
            join: 'and',
            conditions: [{ metric: 'cost', operator: 'gt', value: 500, window: 'today' }],
          },
          {
            join: 'and',
            conditions: [{ metric: 'clicks', operator: 'gte', value: 10, window: 'today' }],
          },
        ],
        min_spend: 0,
      },
    });
    const [d] = evaluateRule(rule, [testObject('1', { costFen: 100, clicks: 10 })], ctx);
    expect(d?.outcome).toBe('act');
    expect(d?.reason).toBe('今日点击数 10 ≥ 10');
  });

  it('OR within a group', () => {
    const rule = testRule({
      conditions: {
        join: 'and',
        groups: [
          {
            join: 'or',
            conditions: [
              { metric: 'ctr', operator: 'lt', value: 1, window: 'today' },
              { metric: 'cpc', operator: 'gt', value: 5, window: 'today' },
            ],
          },
        ],
        min_spend: 0,
      },
    });
    const obj = testObject('1', { costFen: 1000, impressions: 1000, clicks: 20 });
    expect(evaluateRule(rule, [obj], ctx)[0]?.outcome).toBe('no_match');
    const low = testObject('2', { costFen: 1000, impressions: 1000, clicks: 5 });
    expect(evaluateRule(rule, [low], ctx)[0]?.reason).toBe('今日点击率 0.50% < 1.00%');
  });

  it('does not judge before the minimum spend', () => {
    const rule = testRule({ conditions: { ...testRule().conditions, min_spend: 200 } });
    const [d] = evaluateRule(rule, [testObject('1', { costFen: 15_000 })], ctx);
    expect(d?.outcome).toBe('no_match');
    expect(d?.reason).toContain('今日消耗 150.00 元，未达 200 元的判断门槛');
  });

  it('a rate over nothing does not match and says why', () => {
    const rule = testRule({
      conditions: {
        join: 'and',
        groups: [
          {
            join: 'and',
            conditions: [{ metric: 'conversion_cost', operator: 'gt', value: 10, window: 'today' }],
          },
        ],
        min_spend: 0,
      },
    });
    const [d] = evaluateRule(rule, [testObject('1', { costFen: 15_000 })], ctx);
    expect(d?.outcome).toBe('no_match');
    expect(d?.reason).toContain('无法计算');
  });

  it('skips an object already in the target state', () => {
    const [d] = evaluateRule(
      testRule(),
      [testObject('1', { costFen: 15_000 }, { optStatus: 'DISABLE' })],
      ctx,
    );
    expect(d?.outcome).toBe('skip');
    expect(d?.reason).toMatch(/^已暂停，无需执行/);
  });

  it('pauses for today: the same write, said to end at midnight', () => {
    const rule = testRule({
      action: { type: 'pause_today', mode: null, value: null, notify: false },
    });
    const [d] = evaluateRule(rule, [testObject('1', { costFen: 15_000 })], ctx);
    expect(d).toMatchObject({ outcome: 'act', before: '已启用', after: '已暂停（次日 0 点恢复）' });
    expect(d?.change).toEqual({ field: 'status', optStatus: 'DISABLE' });
    const [paused] = evaluateRule(
      rule,
      [testObject('1', { costFen: 15_000 }, { optStatus: 'DISABLE' })],
      ctx,
    );
    expect(paused?.outcome).toBe('skip');
  });

  it('enables a paused object', () => {
    const rule = testRule({ action: { type: 'enable', mode: null, value: null, notify: false } });
    const [d] = evaluateRule(
      rule,
      [testObject('1', { costFen: 15_000 }, { optStatus: 'DISABLE' })],
      ctx,
    );
    expect(d).toMatchObject({ outcome: 'act', before: '已暂停', after: '已启用' });
  });

  it('skips an object inside the cooldown', () => {
    const last = new Date(now.getTime() - 30 * 60_000);
    const [d] = evaluateRule(testRule(), [testObject('1', { costFen: 15_000 })], {
      now,
      lastActedAt: new Map([['1', last]]),
    });
    expect(d?.outcome).toBe('skip');
    expect(d?.reason).toMatch(/^冷却中：本规则于 11-27 13:40 已处理该对象，60 分钟内不重复执行/);
  });

  it('acts again once the cooldown has passed', () => {
    const last = new Date(now.getTime() - 61 * 60_000);
    const [d] = evaluateRule(testRule(), [testObject('1', { costFen: 15_000 })], {
      now,
      lastActedAt: new Map([['1', last]]),
    });
    expect(d?.outcome).toBe('act');
  });

  it('changes at most the cap of objects per run, the largest spenders first', () => {
    const rule = testRule({ guardrails: { ...testRule().guardrails, max_objects_per_run: 2 } });
    const objects = [
      testObject('1', { costFen: 11_000 }),
      testObject('2', { costFen: 30_000 }),
      testObject('3', { costFen: 20_000 }),
    ];
    const out = evaluateRule(rule, objects, ctx);
    expect(out.map((d) => d.outcome)).toEqual(['skip', 'act', 'act']);
    expect(out[0]?.reason).toMatch(/^超出单次最多改动 2 个对象的上限/);
    expect(out[0]?.change).toBeNull();
  });

  describe('budget and bid', () => {
    const budget = (mode: 'increase' | 'decrease' | 'set', value: number) =>
      testRule({ action: { type: 'budget', mode, value, notify: false } });

    it('raises a day budget by a percentage', () => {
      const [d] = evaluateRule(budget('increase', 20), [testObject('1', { costFen: 15_000 })], ctx);
      expect(d).toMatchObject({ before: '日预算 200.00 元', after: '日预算 240.00 元' });
      expect(d?.change).toEqual({ field: 'budget', budgetFen: 24_000 });
    });

    it('lowers by a percentage and sets an amount', () => {
      expect(
        evaluateRule(budget('decrease', 25), [testObject('1', { costFen: 15_000 })], ctx)[0]
          ?.change,
      ).toEqual({
        field: 'budget',
        budgetFen: 15_000,
      });
      expect(
        evaluateRule(budget('set', 300), [testObject('1', { costFen: 15_000 })], ctx)[0]?.change,
      ).toEqual({
        field: 'budget',
        budgetFen: 30_000,
      });
    });

    it('never goes above the cap, and stops at it', () => {
      const rule = testRule({
        action: { type: 'budget', mode: 'increase', value: 50, notify: false },
        guardrails: { ...testRule().guardrails, max_value: 250 },
      });
      const [d] = evaluateRule(rule, [testObject('1', { costFen: 15_000 })], ctx);
      expect(d?.change).toEqual({ field: 'budget', budgetFen: 25_000 });
      expect(d?.reason).toContain('按上限 250 元调整');
      const [atCap] = evaluateRule(
        rule,
        [testObject('1', { costFen: 15_000 }, { budgetFen: 25_000 })],
        ctx,
      );
      expect(atCap?.outcome).toBe('skip');
      expect(atCap?.reason).toMatch(/^日预算已在上限 250 元，不再调整/);
    });

    it('never goes below the floor', () => {
      const rule = testRule({
        action: { type: 'bid', mode: 'decrease', value: 50, notify: false },
        guardrails: { ...testRule().guardrails, min_value: 8 },
      });
      const [d] = evaluateRule(rule, [testObject('1', { costFen: 15_000 })], ctx);
      expect(d).toMatchObject({ before: '出价 10.00 元', after: '出价 8.00 元' });
      expect(d?.change).toEqual({ field: 'bid', bidFen: 800 });
    });

    it('cannot scale an unlimited budget or a missing bid', () => {
      const [d] = evaluateRule(
        budget('increase', 10),
        [testObject('1', { costFen: 15_000 }, { budgetMode: 'BUDGET_MODE_INFINITE' })],
        ctx,
      );
      expect(d?.reason).toMatch(/^不限预算，无法按比例调整/);
      const bid = testRule({ action: { type: 'bid', mode: 'increase', value: 10, notify: false } });
      expect(
        evaluateRule(bid, [testObject('1', { costFen: 15_000 }, { bidFen: null })], ctx)[0]
          ?.outcome,
      ).toBe('skip');
    });

    it('sets a day budget on an unlimited one', () => {
      const [d] = evaluateRule(
        budget('set', 100),
        [testObject('1', { costFen: 15_000 }, { budgetMode: 'BUDGET_MODE_INFINITE' })],
        ctx,
      );
      expect(d).toMatchObject({ outcome: 'act', before: '日预算 不限', after: '日预算 100.00 元' });
    });
  });

  it('notify-only rules notify and change nothing', () => {
    const rule = testRule({ action: { type: 'notify', mode: null, value: null, notify: true } });
    const [d] = evaluateRule(rule, [testObject('1', { costFen: 15_000 })], ctx);
    expect(d).toMatchObject({ outcome: 'notify', change: null });
  });
});

describe('no conversions in the last N hours', () => {
  /** Pause what spent today but converted nothing in the last `hours` hours. */
  const noConversions = (hours: number, minSpend = 0) =>
    testRule({
      conditions: {
        join: 'and',
        groups: [
          {
            join: 'and',
            conditions: [
              { metric: 'cost', operator: 'gt', value: 0, window: 'today' },
              { metric: 'conversions', operator: 'lt', value: 1, window: 'last_hours', hours },
            ],
          },
        ],
        min_spend: minSpend,
      },
    });

  it('reads the figures of its own hours, and says which', () => {
    const object = testObject(
      '1',
      { costFen: 15_000, conversions: 3 },
      {
        sums: {
          today: { ...EMPTY_SUMS, costFen: 15_000, conversions: 3 },
          last_6_hours: { ...EMPTY_SUMS, costFen: 4_000 },
        },
      },
    );
    const [d] = evaluateRule(noConversions(6), [object], ctx);
    expect(d?.outcome).toBe('act');
    expect(d?.reason).toBe('今日消耗 150.00 元 > 0.00 元；近6小时转化数 0 < 1');
    expect(d?.snapshot).toEqual({
      'cost@today': 150,
      'conversions@last_6_hours': 0,
      'cost@last_6_hours': 40,
    });
  });

  it('matches exactly the objects with spend today and no conversion in the window', () => {
    const sums = fc.record({
      costFen: fc.integer({ min: 0, max: 10_000_000 }),
      impressions: fc.nat(),
      clicks: fc.nat(),
      conversions: fc.nat({ max: 20 }),
      activations: fc.nat(),
      payAmountFen: fc.nat(),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 72 }),
        fc.array(fc.tuple(sums, sums), { minLength: 1, maxLength: 20 }),
        (hours, figures) => {
          const key = `last_${hours}_hours`;
          const objects = figures.map(([today, window], i) =>
            testObject(String(i + 1), today, { sums: { today, [key]: window } }),
          );
          const decisions = evaluateRule(noConversions(hours), objects, ctx);
          decisions.forEach((d, i) => {
            const [today, window] = figures[i]!;
            const matched = today.costFen > 0 && window.conversions === 0;
            expect(d.outcome).toBe(matched ? 'act' : 'no_match');
            expect(d.snapshot[`conversions@${key}`]).toBe(window.conversions);
          });
        },
      ),
    );
  });

  it('is not judged below the minimum spend in its own hours', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 72 }),
        fc.integer({ min: 0, max: 99_99 }),
        (hours, windowCost) => {
          const object = testObject(
            '1',
            { costFen: 100_000 },
            {
              sums: {
                today: { ...EMPTY_SUMS, costFen: 100_000 },
                [`last_${hours}_hours`]: { ...EMPTY_SUMS, costFen: windowCost },
              },
            },
          );
          const [d] = evaluateRule(noConversions(hours, 100), [object], ctx);
          expect(d?.outcome).toBe('no_match');
          expect(d?.reason).toContain(`近${hours}小时消耗`);
        },
      ),
    );
  });
});
