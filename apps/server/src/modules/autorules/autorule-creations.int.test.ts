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
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import {
  LEVEL_RESOURCES,
  startCreationWorld,
  type CreationWorld,
} from '../creation/creation-test-world';
import type { RunResult } from './autorule-runs.service';
import {
  keepRunning,
  matchAllRule,
  namedScope,
  saveTemplate,
  taskCount,
  type RuleMedium,
} from './creation-rule-support';

// 按模板新建 through HTTP against the media sandbox on each medium (docs/architecture/autorules.md
// "Create from a template"): the dry run shows what each account would get and writes nothing; a
// run builds the missing objects once through the wizard's submit, and the next run finds them
// delivering; saving needs the wizard's submit abilities.

let w: CreationWorld;
beforeAll(async () => {
  w = await startCreationWorld();
}, 120_000);
afterAll(() => w.close());

const MEDIA: readonly RuleMedium[] = ['bytedance', 'kuaishou', 'tencent'];

const post = <T>(url: string, payload: object, token = w.rootToken) =>
  w.t.call<T>({ method: 'POST', url, payload, token });

/** Keep `keep` objects whose names contain `prefix` delivering in the account, from `templateId`. */
const keepRule = (
  medium: RuleMedium,
  advertiserIds: string[],
  prefix: string,
  templateId: number,
  keep: number,
): AutoruleDefinition =>
  matchAllRule(
    medium,
    `保持在投-${prefix}`,
    namedScope(advertiserIds, prefix),
    keepRunning(templateId, keep),
    0,
  );

describe.each(MEDIA)('%s: create from a template', (medium) => {
  const family: CreationMedium = medium;
  const account = () => w.accounts[family][0] ?? '';
  const level = AUTORULE_MEDIUM_DEFS[medium].levels[2];
  const resource = LEVEL_RESOURCES[family][level?.creationLevel ?? 'row'];
  const named = async (prefix: string) =>
    (await w.namesOnMedium(family, account(), resource)).filter((n) => n.includes(prefix));

  // One material per object and, on Tencent, one creative per adgroup: three objects an account.
  const template = (prefix: string) => saveTemplate(w, family, account(), prefix);

  it('dry-runs what each account would get, writing nothing', async () => {
    const prefix = `${medium}规则预演`;
    const id = await template(prefix);
    const before = await taskCount(w);
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
    expect(await taskCount(w)).toBe(before);
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
