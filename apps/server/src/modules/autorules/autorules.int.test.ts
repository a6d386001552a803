import type {
  AutoruleBatchRow,
  AutoruleDryRunAnswer,
  AutoruleItemRow,
  AutoruleRow,
  Paged,
} from '@toufang/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ads, autoruleBatches, taskItems } from '../../db/schema';
import { nextShanghaiMidnight } from '@toufang/domain';
import { admin } from '../../media/testing/sandbox-fixture';
import { createUser } from '../../test/factories';
import { silentLog } from '../tasks/test-fixtures';
import { startApiWorld, type ApiWorld } from '../feed-batches/test-support';
import type { RunResult } from './autorule-runs.service';
import { AutoruleScheduler } from './autorules.scheduler';
import { figuresHoursAgo, pauseRule, spendToday } from './test-support';

// Automatic rules through HTTP against the media sandbox (spec 001 §7 "Automatic rules"): rules
// saved and refused, a dry run that writes nothing, runs that pause promotions on the sandbox
// through the delivery writes' task type, the cooldown and the cap on objects per run, retry and
// cancel of a run's writes, the scheduler's one run per slot, and the ability and data scope.

let w: ApiWorld;
beforeAll(async () => {
  w = await startApiWorld();
}, 120_000);
afterEach(async () => {
  await admin(w.running, 'PUT', 'faults', { rules: [] });
});
afterAll(() => w.close());

const oe = () => w.running.sandbox.state.oceanengine;
const used = new Set<bigint>();

/** `count` live promotions of the advertiser no earlier test used, on in the sandbox and the mirror. */
async function freshPromotions(advertiserId: string, count: number): Promise<string[]> {
  const records = oe()
    .promotions.listByAdvertiser(Number(advertiserId))
    .filter((p) => !used.has(p.id) && p.sim?.deletedAt === undefined)
    .slice(0, count);
  if (records.length < count) throw new Error(`advertiser ${advertiserId} has too few promotions`);
  for (const r of records) {
    used.add(r.id);
    oe().promotions.update(r.id, (p) => ({ ...p, wire: { ...p.wire, opt_status: 'ENABLE' } }));
  }
  const ids = records.map((r) => String(r.id));
  await w.t.services.mediaSync.readBack({ medium: 'bytedance', advertiserId }, [
    { resource: 'ads', ids },
  ]);
  return ids;
}

const optStatus = (id: string) => oe().promotions.get(BigInt(id)).wire.opt_status;

async function saveRule(rule: ReturnType<typeof pauseRule>, token?: string) {
  const answer = await w.post<AutoruleRow>(
    '/api/autorule/save',
    { status: 'enabled', rule },
    token,
  );
  if (answer.code !== 0) throw new Error(JSON.stringify(answer));
  return answer.data;
}

const submit = (ruleId: number, token?: string) =>
  w.post<RunResult>('/api/autorule/submit', { rule_id: ruleId }, token);

const itemsOf = async (batchId: number) =>
  (await w.get<Paged<AutoruleItemRow>>(`/api/autorule/task/list?batch_id=${batchId}&per_page=100`))
    .data.list;

/** Three promotions: one to pause, one converting, one spending too little. */
async function threePromotions() {
  const [a = ''] = w.advertisers;
  const [pause = '', converting = '', small = ''] = await freshPromotions(a, 3);
  await spendToday(w, a, [
    { id: pause, costFen: 15_000 },
    { id: converting, costFen: 15_000, conversions: 3 },
    { id: small, costFen: 5_000 },
  ]);
  return { a, pause, converting, small };
}

describe('rules', () => {
  it('refuses an invalid rule in Chinese and saves nothing', async () => {
    const rule = pauseRule([], {
      schedule: { frequency: 'daily', at: null, start_date: null, end_date: null },
    });
    const answer = await w.post('/api/autorule/save', { status: 'enabled', rule });
    expect(answer.code).not.toBe(0);
    expect(JSON.stringify(answer)).toContain('请填写要监控的对象ID');
    expect(JSON.stringify(answer)).toContain('请选择每天的执行时间');
    const list = await w.get<Paged<AutoruleRow>>('/api/autorule/list?platform=bytedance');
    expect(list.data.list.some((r) => r.rule.scope.object_ids.length === 0)).toBe(false);
  });

  it('saves a rule with its summary, and finds a conflicting one', async () => {
    const [a = ''] = w.advertisers;
    const pause = await saveRule(
      pauseRule([], {
        scope: {
          level: 2,
          kind: 'accounts',
          advertiser_ids: [a],
          object_ids: [],
          name_contains: '',
        },
      }),
    );
    expect(pause.summary).toMatch(/^每 30 分钟检查巨量引擎账户 \d+ 下的全部广告/);
    const enable = await saveRule(
      pauseRule([], {
        name: '早上恢复',
        scope: { level: 2, kind: 'all', advertiser_ids: [], object_ids: [], name_contains: '' },
        action: { type: 'enable', mode: null, value: null, notify: false },
      }),
    );
    expect(enable.conflicts.map((c) => c.rule_id)).toContain(pause.id);
    // Both rules off again: they would touch other tests' promotions.
    for (const id of [pause.id, enable.id]) {
      const off = await w.post<AutoruleRow>('/api/autorule/status', { id, status: 'disabled' });
      expect(off.data.status).toBe('disabled');
    }
  });
});

describe('dry run', () => {
  it('says which objects match, what would change and why the others do not, writing nothing', async () => {
    const { pause, converting, small } = await threePromotions();
    const answer = await w.post<AutoruleDryRunAnswer>('/api/autorule/dryrun', {
      rule: pauseRule([pause, converting, small]),
    });
    expect(answer.code).toBe(0);
    const byId = new Map(answer.data.list.map((d) => [d.object_id, d]));
    expect(byId.get(pause)).toMatchObject({ outcome: 'act', before: '已启用', after: '已暂停' });
    expect(byId.get(pause)?.snapshot).toMatchObject({ 'cost@today': 150, 'conversions@today': 0 });
    expect(byId.get(converting)).toMatchObject({
      outcome: 'no_match',
      reason: '今日转化数 3，不满足 < 1',
    });
    expect(byId.get(small)?.reason).toBe('今日消耗 50.00 元，不满足 > 100.00 元');
    expect(answer.data).toMatchObject({ checked: 3, matched: 1, acted: 1 });
    expect(answer.data.data_notes[0]).toContain('转化可能尚未回传完整');
    expect(optStatus(pause)).toBe('ENABLE');
    expect(await w.t.database.db.select().from(autoruleBatches)).toHaveLength(0);
  });
});

describe('runs', () => {
  it('pauses the matching promotion on the sandbox and keeps the snapshot and reasons', async () => {
    const { pause, converting, small } = await threePromotions();
    const rule = await saveRule(pauseRule([pause, converting, small]));
    const run = await submit(rule.id);
    expect(run.code).toBe(0);
    expect(run.data).toMatchObject({
      checked: 3,
      matched: 1,
      acted: 1,
      task_id: expect.any(Number),
    });
    await w.drain();
    expect(optStatus(pause)).toBe('DISABLE');
    expect(optStatus(converting)).toBe('ENABLE');

    const batches = await w.get<Paged<AutoruleBatchRow>>(
      `/api/autorule/batch/list?platform=bytedance&rule_id=${rule.id}&per_page=1000`,
    );
    expect(batches.data.list[0]).toMatchObject({
      id: run.data.batch_id,
      trigger: 'manual',
      task_status: 'succeeded',
      succeeded: 1,
      acted: 1,
    });
    const items = await itemsOf(run.data.batch_id);
    expect(items[0]).toMatchObject({
      object_id: pause,
      outcome: 'act',
      before: '已启用',
      after: '已暂停',
      task_item_status: 'succeeded',
      snapshot: { 'cost@today': 150, 'conversions@today': 0 },
    });
    expect(items.slice(1).map((i) => i.outcome)).toEqual(['no_match', 'no_match']);

    // "Why did my ad pause?": the batches that checked the promotion.
    const search = await w.get<Paged<AutoruleBatchRow>>(
      `/api/autorule/batch/list?platform=bytedance&object_id=${pause}&per_page=1000`,
    );
    expect(search.data.list.map((b) => b.id)).toEqual([run.data.batch_id]);
  });

  it('skips an object inside the cooldown on the next run', async () => {
    const [a = ''] = w.advertisers;
    const [id = ''] = await freshPromotions(a, 1);
    await spendToday(w, a, [{ id, costFen: 20_000 }]);
    const rule = await saveRule(pauseRule([id]));
    await submit(rule.id);
    await w.drain();
    expect(optStatus(id)).toBe('DISABLE');
    // Someone switches it on again; the rule keeps its hands off for its cooldown.
    await w.t.database.db.update(ads).set({ optStatus: 'ENABLE' }).where(eq(ads.adId, id));
    const second = await submit(rule.id);
    expect(second.data).toMatchObject({ acted: 0, task_id: null });
    const [item] = await itemsOf(second.data.batch_id);
    expect(item).toMatchObject({ outcome: 'skip', task_item_id: null });
    expect(item?.reason).toMatch(/^冷却中：本规则于 .+ 已处理该对象，60 分钟内不重复执行/);
  });

  it('changes at most the cap of objects per run, the largest spender first', async () => {
    const [a = ''] = w.advertisers;
    const [small = '', big = ''] = await freshPromotions(a, 2);
    await spendToday(w, a, [
      { id: small, costFen: 12_000 },
      { id: big, costFen: 40_000 },
    ]);
    const rule = await saveRule(
      pauseRule([small, big], {
        guardrails: { ...pauseRule([]).guardrails, max_objects_per_run: 1 },
      }),
    );
    const run = await submit(rule.id);
    await w.drain();
    expect(optStatus(big)).toBe('DISABLE');
    expect(optStatus(small)).toBe('ENABLE');
    const items = await itemsOf(run.data.batch_id);
    expect(items.find((i) => i.object_id === small)?.reason).toMatch(
      /^超出单次最多改动 1 个对象的上限/,
    );
  });

  it('refuses a run beyond the runs per day', async () => {
    const [a = ''] = w.advertisers;
    const [id = ''] = await freshPromotions(a, 1);
    const rule = await saveRule(
      pauseRule([id], { guardrails: { ...pauseRule([]).guardrails, max_runs_per_day: 1 } }),
    );
    expect((await submit(rule.id)).code).toBe(0);
    const again = await submit(rule.id);
    expect(again.code).not.toBe(0);
    expect(JSON.stringify(again)).toContain('达到每日最多 1 次的上限');
  });

  it('retries a write the medium did not apply', async () => {
    const [a = ''] = w.advertisers;
    const [id = ''] = await freshPromotions(a, 1);
    await spendToday(w, a, [{ id, costFen: 20_000 }]);
    const rule = await saveRule(
      pauseRule([id], { action: { type: 'budget', mode: 'set', value: 888, notify: false } }),
    );
    await admin(w.running, 'PUT', 'faults', {
      rules: [
        { endpoint: 'POST /oceanengine/open_api/v3.0/promotion/budget/update/', noopRate: 1 },
      ],
    });
    const run = await submit(rule.id);
    expect(run.data.task_id).toEqual(expect.any(Number));
    await w.drain();
    let [item] = await itemsOf(run.data.batch_id);
    expect(item).toMatchObject({ task_item_status: 'failed', after: '日预算 888.00 元' });
    expect(item?.error_message).toMatch(/未生效/);
    const failed = await w.get<Paged<AutoruleBatchRow>>(
      `/api/autorule/batch/list?platform=bytedance&rule_id=${rule.id}&task_status=failed`,
    );
    expect(failed.data.list.map((b) => b.id)).toEqual([run.data.batch_id]);

    await admin(w.running, 'PUT', 'faults', { rules: [] });
    const retried = await w.post<{ retried: number }>('/api/autorule/retry', {
      batch_id: run.data.batch_id,
    });
    expect(retried.data.retried).toBe(1);
    await w.drain();
    [item] = await itemsOf(run.data.batch_id);
    expect(item?.task_item_status).toBe('succeeded');
    expect(oe().promotions.get(BigInt(id)).wire.budget).toBe(888);
  });

  it('cancels a run whose writes have not been sent', async () => {
    const [a = ''] = w.advertisers;
    const [id = ''] = await freshPromotions(a, 1);
    await spendToday(w, a, [{ id, costFen: 20_000 }]);
    const rule = await saveRule(pauseRule([id]));
    const run = await submit(rule.id);
    const cancelled = await w.post<{ cancelled: number }>('/api/autorule/cancel', {
      batch_id: run.data.batch_id,
    });
    expect(cancelled.data.cancelled).toBe(1);
    await w.drain();
    expect(optStatus(id)).toBe('ENABLE');
    const [batch] = (
      await w.get<Paged<AutoruleBatchRow>>(
        `/api/autorule/batch/list?platform=bytedance&rule_id=${rule.id}`,
      )
    ).data.list;
    expect(batch).toMatchObject({ task_status: 'cancelled', cancelled: 1 });
    const again = await w.post('/api/autorule/cancel', { batch_id: run.data.batch_id });
    expect(JSON.stringify(again)).toContain('任务已结束，无法取消');
  });
});

describe('pause for today', () => {
  it('pauses, and at midnight in Shanghai switches on again what is still paused', async () => {
    const [a = ''] = w.advertisers;
    const [id = '', manual = ''] = await freshPromotions(a, 2);
    await spendToday(w, a, [
      { id, costFen: 20_000 },
      { id: manual, costFen: 20_000 },
    ]);
    const rule = await saveRule(
      pauseRule([id, manual], {
        action: { type: 'pause_today', mode: null, value: null, notify: false },
      }),
    );
    expect(rule.summary).toContain('暂停该广告至今日结束，次日 0 点自动恢复');
    const run = await submit(rule.id);
    expect(run.data).toMatchObject({ acted: 2 });
    await w.drain();
    expect([optStatus(id), optStatus(manual)]).toEqual(['DISABLE', 'DISABLE']);
    // Switched off by hand: the rule no longer runs, its promise to switch them on still holds.
    await w.post('/api/autorule/status', { id: rule.id, status: 'disabled' });
    let items = await itemsOf(run.data.batch_id);
    const midnight = items[0]?.resume_at ?? '';
    expect(items.map((i) => [i.after, i.resume_at])).toEqual([
      ['已暂停（次日 0 点恢复）', midnight],
      ['已暂停（次日 0 点恢复）', midnight],
    ]);
    expect(new Date(midnight).getTime()).toBe(nextShanghaiMidnight(w.t.clock.now()).getTime());
    const refused = await w.post('/api/autorule/delete', { id: rule.id });
    expect(JSON.stringify(refused)).toContain('恢复后才能删除规则');

    // Someone switches one on before midnight.
    oe().promotions.update(BigInt(manual), (p) => ({
      ...p,
      wire: { ...p.wire, opt_status: 'ENABLE' },
    }));
    await w.t.database.db.update(ads).set({ optStatus: 'ENABLE' }).where(eq(ads.adId, manual));

    const scheduler = new AutoruleScheduler({
      repo: w.t.services.autorules.repo,
      runs: w.t.services.autorules.runs,
      resumes: w.t.services.autorules.resumes,
      clock: w.t.clock,
      log: silentLog,
    });
    w.t.clock.advance(new Date(midnight).getTime() - w.t.clock.now().getTime() - 60_000);
    // Up to a day later: the administrator's session may have gone idle meanwhile.
    await w.signInAgain();
    await scheduler.tick();
    await w.drain();
    expect(optStatus(id)).toBe('DISABLE');
    w.t.clock.advance(60_000);
    await scheduler.tick();
    await w.drain();
    expect(optStatus(id)).toBe('ENABLE');
    // Another look queues nothing again.
    await scheduler.tick();
    await scheduler.stop();

    items = await itemsOf(run.data.batch_id);
    const byId = new Map(items.map((i) => [i.object_id, i]));
    expect(byId.get(id)).toMatchObject({
      resume_task_item_status: 'succeeded',
      resume_note: null,
    });
    expect(byId.get(id)?.resumed_at).toBe(w.t.clock.now().toISOString());
    expect(byId.get(manual)).toMatchObject({
      resume_task_item_status: null,
      resume_note: '对象已被启用，无需恢复',
    });
    const resumes = await w.t.database.db
      .select()
      .from(taskItems)
      .where(eq(taskItems.idempotencyKey, `autorule-resume:${byId.get(id)?.id ?? 0}`));
    expect(resumes).toHaveLength(1);
    expect((await w.post('/api/autorule/delete', { id: rule.id })).code).toBe(0);
  });
});

describe('no conversions in the last N hours', () => {
  /** Spent in the last 6 hours and converted nothing in them. */
  const lastHours = (ids: readonly string[], patch: Partial<ReturnType<typeof pauseRule>> = {}) =>
    pauseRule(ids, {
      conditions: {
        join: 'and',
        groups: [
          {
            join: 'and',
            conditions: [
              { metric: 'cost', operator: 'gt', value: 10, window: 'last_hours', hours: 6 },
              { metric: 'conversions', operator: 'lt', value: 1, window: 'last_hours', hours: 6 },
            ],
          },
        ],
        min_spend: 0,
      },
      ...patch,
    });

  /** Two promotions spending this hour: one converted 7 hours ago, the other 4 hours ago. */
  async function stoppedConverting() {
    const [a = ''] = w.advertisers;
    const [early = '', recent = ''] = await freshPromotions(a, 2);
    await figuresHoursAgo(w, a, [
      { id: early, hoursAgo: 0, costFen: 5_000 },
      { id: early, hoursAgo: 7, costFen: 100, conversions: 1 },
      { id: recent, hoursAgo: 0, costFen: 5_000 },
      { id: recent, hoursAgo: 4, costFen: 100, conversions: 1 },
    ]);
    return { a, early, recent };
  }

  const decisionsOf = async (rule: ReturnType<typeof pauseRule>) => {
    const answer = await w.post<AutoruleDryRunAnswer>('/api/autorule/dryrun', { rule });
    expect(answer.code).toBe(0);
    return { ...answer.data, byId: new Map(answer.data.list.map((d) => [d.object_id, d])) };
  };

  it('judges the hours it names, live or on complete hours only', async () => {
    const { early, recent } = await stoppedConverting();
    const live = await decisionsOf(lastHours([early, recent]));
    expect(live.summary).toContain('当近6小时消耗 > 10.00 元 且 近6小时无转化 时');
    expect(live.byId.get(early)).toMatchObject({ outcome: 'act', after: '已暂停' });
    expect(live.byId.get(early)?.snapshot).toEqual({
      'cost@last_6_hours': 50,
      'conversions@last_6_hours': 0,
    });
    expect(live.byId.get(recent)).toMatchObject({ outcome: 'no_match' });
    expect(live.byId.get(recent)?.reason).toBe('近6小时转化数 1，不满足 < 1');
    expect(live.data_notes[0]).toMatch(/^近6小时：.*含巨量引擎报表延迟的最近 2 小时/);

    // Complete hours only: the 6 hours end 2 hours back, so this hour's spend is not in them
    // while the conversion 7 hours ago is.
    const complete = await decisionsOf(lastHours([early, recent], { complete_hours_only: true }));
    expect(complete.byId.get(early)?.snapshot).toEqual({
      'cost@last_6_hours': 1,
      'conversions@last_6_hours': 1,
    });
    expect(complete.byId.get(early)?.outcome).toBe('no_match');
    expect(complete.data_notes[0]).toMatch(/^近6小时：.*按完整小时判断/);
  });

  it('refuses hours outside 1–72 and a window without its hours, in Chinese', async () => {
    const [first, second] = lastHours(['1']).conditions.groups[0]!.conditions;
    for (const [hours, message] of [
      [0, '近N小时的小时数应为 1–72 的整数'],
      [73, '近N小时的小时数应为 1–72 的整数'],
      [null, '请填写近N小时的小时数（1–72 的整数）'],
    ] as const) {
      const rule = lastHours(['1']);
      rule.conditions.groups[0]!.conditions = [first!, { ...second!, hours }];
      const answer = await w.post('/api/autorule/save', { status: 'enabled', rule });
      expect(answer.code).not.toBe(0);
      expect(JSON.stringify(answer)).toContain(message);
    }
  });

  it("a scheduler's look decides as a run on its own does", async () => {
    const { a, early, recent } = await stoppedConverting();
    const scope = {
      level: 2 as const,
      kind: 'accounts' as const,
      advertiser_ids: [a],
      object_ids: [],
      name_contains: '',
    };
    const notify = { type: 'notify' as const, mode: null, value: null, notify: false };
    const rules = [
      await saveRule(lastHours([], { name: `近6小时无转化-${early}`, scope, action: notify })),
      await saveRule(lastHours([], { name: `近6小时无转化-${recent}`, scope, action: notify })),
    ];
    const scheduler = new AutoruleScheduler({
      repo: w.t.services.autorules.repo,
      runs: w.t.services.autorules.runs,
      clock: w.t.clock,
      log: silentLog,
    });
    w.t.clock.advance(30 * 60_000);
    await scheduler.tick();
    await scheduler.stop();
    const alone = await decisionsOf(lastHours([], { scope, action: notify }));
    for (const rule of rules) {
      const [batch] = (
        await w.get<Paged<AutoruleBatchRow>>(
          `/api/autorule/batch/list?platform=bytedance&rule_id=${rule.id}`,
        )
      ).data.list;
      expect(batch?.checked).toBe(alone.checked);
      for (const id of [early, recent]) {
        const items = await w.get<Paged<AutoruleItemRow>>(
          `/api/autorule/task/list?batch_id=${batch?.id ?? 0}&object_id=${id}`,
        );
        const [item] = items.data.list;
        expect(item).toMatchObject({
          outcome: alone.byId.get(id)?.outcome,
          snapshot: alone.byId.get(id)?.snapshot,
        });
      }
      await w.post('/api/autorule/status', { id: rule.id, status: 'disabled' });
    }
    expect(alone.byId.get(early)?.outcome).toBe('notify');
    expect(alone.byId.get(recent)?.outcome).toBe('no_match');
  });
});

describe('the scheduler', () => {
  it('runs an enabled rule once per slot however many processes tick', async () => {
    const [a = ''] = w.advertisers;
    const [id = ''] = await freshPromotions(a, 1);
    const rule = await saveRule(pauseRule([id]));
    const scheduler = () =>
      new AutoruleScheduler({
        repo: w.t.services.autorules.repo,
        runs: w.t.services.autorules.runs,
        clock: w.t.clock,
        log: silentLog,
      });
    const [one, two] = [scheduler(), scheduler()];
    // The slot the rule was saved in has begun already: the next one is its first.
    await Promise.all([one.tick(), two.tick()]);
    const count = async () =>
      (
        await w.t.database.db
          .select()
          .from(autoruleBatches)
          .where(eq(autoruleBatches.ruleId, rule.id))
      ).length;
    expect(await count()).toBe(0);
    w.t.clock.advance(30 * 60_000);
    await Promise.all([one.tick(), two.tick()]);
    await one.tick();
    expect(await count()).toBe(1);
    await Promise.all([one.stop(), two.stop()]);
    await w.post('/api/autorule/status', { id: rule.id, status: 'disabled' });
  });
});

describe('access', () => {
  it('needs the ability, the write ability, and the accounts in scope', async () => {
    const [a = ''] = w.advertisers;
    const none = await createUser(w.t.database.db, { abilities: ['ad:updatestatus'] });
    const noneToken = await w.t.login(none.username, none.password);
    const list = await w.get('/api/autorule/list?platform=bytedance', noneToken);
    expect(JSON.stringify(list)).toContain('autorule:batch:list');

    const ruler = await createUser(w.t.database.db, { abilities: ['autorule:batch:list'] });
    const token = await w.t.login(ruler.username, ruler.password);
    const all = pauseRule([], {
      scope: { level: 2, kind: 'all', advertiser_ids: [], object_ids: [], name_contains: '' },
    });
    const noWrite = await w.post('/api/autorule/save', { status: 'enabled', rule: all }, token);
    expect(JSON.stringify(noWrite)).toContain('ad:updatestatus');
    const foreign = await w.post(
      '/api/autorule/dryrun',
      {
        rule: pauseRule([], {
          scope: {
            level: 2,
            kind: 'accounts',
            advertiser_ids: [a],
            object_ids: [],
            name_contains: '',
          },
        }),
      },
      token,
    );
    expect(JSON.stringify(foreign)).toContain('不在您的数据权限内');

    // Rules and runs of others are invisible.
    const mine = await w.get<Paged<AutoruleRow>>('/api/autorule/list?platform=bytedance', token);
    expect(mine.data.list).toEqual([]);
    const batches = await w.get<Paged<AutoruleBatchRow>>(
      '/api/autorule/batch/list?platform=bytedance',
      token,
    );
    expect(batches.data.list).toEqual([]);
    const [anyBatch] = await w.t.database.db.select().from(autoruleBatches).limit(1);
    const items = await w.get(`/api/autorule/task/list?batch_id=${anyBatch?.id ?? 1}`, token);
    expect(items.code).not.toBe(0);
    const users = await w.get<{ id: number }[]>('/api/autorule/users?platform=bytedance', token);
    expect(users.data.map((u) => u.id)).toEqual([ruler.id]);
  });
});
