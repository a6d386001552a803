import type {
  AutoruleDefinition,
  AutoruleDryRunAnswer,
  AutoruleItemRow,
  AutoruleRow,
  CreationMedium,
  Paged,
} from '@toufang/contracts';
import { CREATION_ABILITIES, ERROR_CODES } from '@toufang/contracts';
import { AUTORULE_MEDIUM_DEFS } from '@toufang/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../../db/schema';
import { createUser } from '../../test/factories';
import {
  draftFor,
  LEVEL_RESOURCES,
  namedAs,
  startCreationWorld,
  type CreationWorld,
} from '../creation/creation-test-world';
import type { RunResult } from './autorule-runs.service';

// 按模板新建 through HTTP against the media sandbox on each medium (docs/architecture/autorules.md
// "Create from a template"): the dry run shows what each account would get and writes nothing; a
// run builds the missing objects once through the wizard's submit, and the next run finds them
// delivering; saving needs the wizard's submit abilities.

let w: CreationWorld;
beforeAll(async () => {
  w = await startCreationWorld();
}, 120_000);
afterAll(() => w.close());

const MEDIA = ['bytedance', 'kuaishou', 'tencent'] as const;

const post = <T>(url: string, payload: object, token = w.rootToken) =>
  w.t.call<T>({ method: 'POST', url, payload, token });

/** Keep `keep` objects whose names contain `prefix` delivering in the account, from `templateId`. */
function keepRule(
  medium: (typeof MEDIA)[number],
  advertiserIds: string[],
  prefix: string,
  templateId: number,
  keep: number,
): AutoruleDefinition {
  return {
    name: `保持在投-${prefix}`,
    medium,
    scope: {
      level: 2,
      kind: 'filter',
      advertiser_ids: advertiserIds,
      object_ids: [],
      name_contains: prefix,
    },
    conditions: {
      join: 'and',
      groups: [
        {
          join: 'and',
          conditions: [{ metric: 'cost', operator: 'gte', value: 0, window: 'today' }],
        },
      ],
      min_spend: 0,
    },
    action: {
      type: 'create',
      mode: null,
      value: null,
      notify: false,
      template: { id: templateId, name: '', keep_running: keep },
    },
    schedule: { frequency: 'every_30_min', at: null, start_date: null, end_date: null },
    guardrails: {
      cooldown_minutes: 0,
      max_runs_per_day: 10,
      max_objects_per_run: 100,
      max_value: null,
      min_value: null,
    },
    complete_hours_only: false,
  };
}

const taskCount = async () => (await w.t.database.db.select({ n: count() }).from(tasks))[0]?.n ?? 0;

describe.each(MEDIA)('%s: create from a template', (medium) => {
  const family: CreationMedium = medium;
  const account = () => w.accounts[family][0] ?? '';
  const level = AUTORULE_MEDIUM_DEFS[medium].levels[2];
  const resource = LEVEL_RESOURCES[family][level?.creationLevel ?? 'row'];
  const named = async (prefix: string) =>
    (await w.namesOnMedium(family, account(), resource)).filter((n) => n.includes(prefix));

  async function template(prefix: string) {
    // One material per object and, on Tencent, one creative per adgroup: three objects an account.
    const content = draftFor(
      family,
      [account()],
      w.videos.map((v) => v.fid),
      {
        ...namedAs(family, prefix),
        rules:
          family === 'tencent'
            ? { material_num: 1, ad_num: 1 }
            : { materials_number: 1, ...(family === 'kuaishou' ? {} : { ad_num: 10 }) },
      },
    );
    const saved = await w.call<{ id: number }>(family, 'templateSave', {
      template_name: `${prefix}模板`,
      template_desc: '',
      template_type: 'v3',
      app_type: 'android',
      content,
    });
    expect(saved.code, JSON.stringify(saved)).toBe(0);
    return saved.data.id;
  }

  it('dry-runs what each account would get, writing nothing', async () => {
    const prefix = `${medium}规则预演`;
    const id = await template(prefix);
    const before = await taskCount();
    const answer = await post<AutoruleDryRunAnswer>('/api/autorule/dryrun', {
      rule: keepRule(medium, [account()], prefix, id, 2),
    });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    expect(answer.data.summary).toContain(`按模板「${prefix}模板」新建${level?.name}，补足至 2 个`);
    expect(answer.data.list).toEqual([
      expect.objectContaining({
        object_id: account(),
        outcome: 'act',
        before: '在投 0 个',
        after: `将按模板「${prefix}模板」新建 2 个`,
      }),
    ]);
    expect(answer.data.acted).toBe(1);
    expect(await taskCount()).toBe(before);
    expect(await named(prefix)).toEqual([]);
  });

  it('builds the missing objects once through the creation task, then finds them delivering', async () => {
    const prefix = `${medium}规则补建`;
    const id = await template(prefix);
    const saved = await post<AutoruleRow>('/api/autorule/save', {
      status: 'disabled',
      rule: keepRule(medium, [account()], prefix, id, 2),
    });
    expect(saved.code, JSON.stringify(saved)).toBe(0);
    expect(saved.data.rule.action.template?.name).toBe(`${prefix}模板`);

    const run = await post<RunResult>('/api/autorule/submit', { rule_id: saved.data.id });
    expect(run.code, JSON.stringify(run)).toBe(0);
    expect(run.data).toMatchObject({ checked: 1, matched: 1, acted: 1 });
    expect(run.data.task_id).not.toBeNull();
    await w.runner.drain();
    expect(await named(prefix)).toHaveLength(2);

    const items = await w.t.call<Paged<AutoruleItemRow>>({
      method: 'GET',
      url: `/api/autorule/task/list?batch_id=${run.data.batch_id}`,
      token: w.rootToken,
    });
    expect(items.data.list).toEqual([
      expect.objectContaining({
        object_id: account(),
        outcome: 'act',
        after: `将按模板「${prefix}模板」新建 2 个`,
        created_task_id: run.data.task_id,
        task_item_status: 'succeeded',
      }),
    ]);

    // The next run counts the new objects as delivering and builds nothing more.
    const again = await post<RunResult>('/api/autorule/submit', { rule_id: saved.data.id });
    expect(again.data).toMatchObject({ matched: 0, acted: 0, task_id: null });
    await w.runner.drain();
    expect(await named(prefix)).toHaveLength(2);
  });

  it('refuses to save without the wizard’s submit ability', async () => {
    const id = await template(`${medium}规则权限`);
    const user = await createUser(w.t.database.db, {
      abilities: ['autorule:batch:list', CREATION_ABILITIES[family]],
    });
    const token = await w.t.login(user.username, user.password);
    const rule = keepRule(medium, [], `${medium}规则权限`, id, 1);
    const answer = await post('/api/autorule/save', { status: 'enabled', rule }, token);
    expect(answer.code).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
    expect(JSON.stringify(answer)).toContain('delivery:task');
  });
});
