import type {
  AutoruleDefinition,
  AutoruleDryRunAnswer,
  AutoruleItemRow,
  AutoruleRow,
  CreationMedium,
  Paged,
} from '@toufang/contracts';
import { COPY_NAME_RULE_DEFAULT, CREATION_ABILITIES, ERROR_CODES } from '@toufang/contracts';
import { AUTORULE_MEDIUM_DEFS } from '@toufang/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taskItems } from '../../db/schema';
import { createUser } from '../../test/factories';
import { startCreationWorld, type CreationWorld } from '../creation/creation-test-world';
import { copyTaskName } from '../delivery-writes/object-copy-task';
import type { RunResult } from './autorule-runs.service';
import {
  keepRunning,
  matchAllRule,
  namedScope,
  saveTemplate,
  taskCount,
  type RuleMedium,
} from './creation-rule-support';

// 复制优胜广告 through HTTP against the media sandbox on each medium (docs/architecture/
// autorules.md "Copy a winning ad"): a winner built by the wizard's submit is copied exactly N
// times with its creatives; a repeat within the cooldown copies none; a copy asked for again under
// its name is found, not made twice; the dry run writes nothing; saving needs the abilities.

let w: CreationWorld;
beforeAll(async () => {
  w = await startCreationWorld();
}, 120_000);
afterAll(() => w.close());

const MEDIA: readonly RuleMedium[] = ['bytedance', 'kuaishou', 'tencent'];

const post = <T>(url: string, payload: object, token = w.rootToken) =>
  w.t.call<T>({ method: 'POST', url, payload, token });

const baseRule = (
  medium: RuleMedium,
  scope: AutoruleDefinition['scope'],
  action: AutoruleDefinition['action'],
): AutoruleDefinition => matchAllRule(medium, `复制优胜-${medium}`, scope, action, 60);

const copyAction = (copies: number): AutoruleDefinition['action'] => ({
  type: 'copy',
  mode: null,
  value: null,
  notify: false,
  copy: { copies, name_rule: COPY_NAME_RULE_DEFAULT, enabled: false, max_per_day: 5 },
});

describe.each(MEDIA)('%s: copy a winning ad', (medium) => {
  const family: CreationMedium = medium;
  const account = () => w.accounts[family][0] ?? '';
  const level = AUTORULE_MEDIUM_DEFS[medium].levels[2];
  // The level's objects and their creatives as the medium lists them.
  const objects = async (prefix: string) =>
    (await w.namesOnMedium(family, account(), 'ads')).filter((n) => n.includes(prefix));
  const creatives = async () => w.namesOnMedium(family, account(), 'creatives');

  /** One level-2 object named with `prefix`, built by the wizard's submit; its id and name. */
  async function winner(prefix: string): Promise<{ id: string; name: string }> {
    const templateId = await saveTemplate(w, family, account(), prefix);
    const keep = await post<AutoruleRow>('/api/autorule/save', {
      status: 'disabled',
      rule: baseRule(medium, namedScope([account()], prefix), keepRunning(templateId, 1)),
    });
    expect(keep.code, JSON.stringify(keep)).toBe(0);
    const built = await post<RunResult>('/api/autorule/submit', { rule_id: keep.data.id });
    expect(built.code, JSON.stringify(built)).toBe(0);
    await w.runner.drain();
    // The mirror holds the new object (the creation reads it back): a dry run over the name finds it.
    const look = await post<AutoruleDryRunAnswer>('/api/autorule/dryrun', {
      rule: baseRule(medium, namedScope([account()], prefix), copyAction(1)),
    });
    expect(look.code, JSON.stringify(look)).toBe(0);
    const [found] = look.data.list;
    expect(look.data.list).toHaveLength(1);
    return { id: found?.object_id ?? '', name: found?.object_name ?? '' };
  }

  const copyRule = (id: string, copies: number) =>
    baseRule(
      medium,
      { level: 2, kind: 'objects', advertiser_ids: [], object_ids: [id], name_contains: '' },
      copyAction(copies),
    );

  it('dry-runs the copies it would make, writing nothing', async () => {
    const prefix = `${medium}复制预演`;
    const source = await winner(prefix);
    const before = await taskCount(w);
    const creativesBefore = (await creatives()).length;
    const answer = await post<AutoruleDryRunAnswer>('/api/autorule/dryrun', {
      rule: copyRule(source.id, 2),
    });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    expect(answer.data.summary).toContain(
      `将该${level?.name}连同创意复制 2 份到同一账户，命名为「{原名}_复制_{序号}」，复制后暂停`,
    );
    expect(answer.data.list).toEqual([
      expect.objectContaining({
        object_id: source.id,
        outcome: 'act',
        after: `复制 2 份（创建后暂停）：${source.name}_复制_1、${source.name}_复制_2`,
      }),
    ]);
    expect(await taskCount(w)).toBe(before);
    expect(await objects(prefix)).toEqual([source.name]);
    expect(await creatives()).toHaveLength(creativesBefore);
  }, 120_000);

  it('copies exactly N times with the creatives, none again within the cooldown or under a name', async () => {
    const prefix = `${medium}复制执行`;
    const source = await winner(prefix);
    const creativesBefore = (await creatives()).length;
    const saved = await post<AutoruleRow>('/api/autorule/save', {
      status: 'disabled',
      rule: copyRule(source.id, 2),
    });
    expect(saved.code, JSON.stringify(saved)).toBe(0);

    const run = await post<RunResult>('/api/autorule/submit', { rule_id: saved.data.id });
    expect(run.code, JSON.stringify(run)).toBe(0);
    expect(run.data).toMatchObject({ checked: 1, matched: 1, acted: 1 });
    await w.runner.drain();
    const names = [`${source.name}_复制_1`, `${source.name}_复制_2`];
    expect((await objects(prefix)).sort()).toEqual([source.name, ...names].sort());
    // Each copy has the original's creatives (Ocean Engine's live inside the promotion, unnamed).
    if (medium !== 'bytedance') {
      expect((await creatives()).length).toBeGreaterThanOrEqual(creativesBefore + 2);
    }

    const items = await w.t.call<Paged<AutoruleItemRow>>({
      method: 'GET',
      url: `/api/autorule/task/list?batch_id=${run.data.batch_id}`,
      token: w.rootToken,
    });
    const [item] = items.data.list;
    expect(item).toMatchObject({
      object_id: source.id,
      outcome: 'act',
      task_item_status: 'succeeded',
    });
    expect(item?.copies.map((c) => [c.name, c.status])).toEqual(names.map((n) => [n, 'succeeded']));
    const ids = item?.copies.map((c) => c.object_id) ?? [];
    expect(ids.every((id) => id !== null && id !== source.id)).toBe(true);

    // Within the cooldown the rule copies nothing.
    const again = await post<RunResult>('/api/autorule/submit', { rule_id: saved.data.id });
    expect(again.data).toMatchObject({ matched: 1, acted: 0, task_id: null });
    await w.runner.drain();
    expect(await objects(prefix)).toHaveLength(3);

    // A copy asked for again under its name (a retry, or a write whose answer was lost) is found.
    const type = copyTaskName(medium, level?.key ?? '');
    const repeat = await w.t.services.tasks.create({
      type,
      title: 'repeat',
      createdBy: null,
      params: {},
      items: [
        {
          request: { source_id: source.id, name: names[0], enabled: false },
          target: {
            medium,
            advertiserId: account(),
            objectType: level?.key ?? '',
            objectId: source.id,
          },
        },
      ],
    });
    await w.runner.drain();
    expect(await objects(prefix)).toHaveLength(3);
    const [repeated] = await w.t.database.db
      .select()
      .from(taskItems)
      .where(eq(taskItems.taskId, repeat.id));
    expect(repeated).toMatchObject({ status: 'succeeded', objectId: ids[0] });
  }, 180_000);

  it('refuses to save without the copy’s abilities', async () => {
    const user = await createUser(w.t.database.db, { abilities: ['autorule:batch:list'] });
    const token = await w.t.login(user.username, user.password);
    const answer = await post(
      '/api/autorule/save',
      { status: 'enabled', rule: copyRule('123', 1) },
      token,
    );
    expect(answer.code).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
    expect(JSON.stringify(answer)).toContain(CREATION_ABILITIES[family]);
  });
});
