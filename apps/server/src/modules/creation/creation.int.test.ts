import { randomUUID } from 'node:crypto';
import {
  CREATION_MEDIA,
  CREATION_MEDIUM_KEYS,
  DELIVERY_SCREENS,
  type DeliveryObjectRow,
  type DeliveryScreenKey,
  type ReportPage,
  ERROR_CODES,
  LEGACY_CREATION_MEDIA,
  legacyCreationPath,
  type LegacyCreationCall,
  type CreationTemplateListRow,
  type CreationConfigRow,
  type CreationCounts,
  type CreationItemRow,
  type CreationMedium,
  type CreationPreinstall,
  type CreationPreviewAnswer,
  type CreationRetryAnswer,
  type CreationSubmitAnswer,
  type CreationTemplate,
  type CreationTemplateRow,
  type Paged,
} from '@toufang/contracts';
import { CreationDraftSchema } from '@toufang/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materialPushes, taskItems } from '../../db/schema';
import { createMediumCreates } from '../../media/media-adapters';
import { createUser } from '../../test/factories';
import type { CreationItemRequest } from './creation-task-types';
import { MIRROR_LEVELS } from './creation.repository';
import {
  draftFor,
  LEVEL_RESOURCES,
  namedAs,
  ROW_CREATE_ENDPOINTS,
  startCreationWorld,
  type CreationWorld,
} from './creation-test-world';

// Bulk creation through HTTP on each medium (spec 002 §4, §7 "Delivery"): preview and count,
// submit as a task whose objects land on the medium once each and in the mirror, a sandbox fault
// failing items that a retry or an edit then creates exactly once, and cancel.

let w: CreationWorld;
beforeAll(async () => {
  w = await startCreationWorld();
}, 120_000);
afterAll(() => w.close());

const countOf = (names: string[], name: string) => names.filter((n) => n === name).length;

/** The delivery screen and level-1 tab 查看 opens for each family's task. */
const TASK_SCREENS: Record<CreationMedium, [DeliveryScreenKey, string]> = {
  bytedance: ['launchV3', 'project'],
  kuaishou: ['launchKs', 'campaign'],
  tencent: ['launchQqV3', 'adgroup'],
  bytedance_v2: ['launchv2', 'campaign'],
  tencent_v2: ['launchQqV2', 'campaign'],
};

describe.each(CREATION_MEDIA)('%s creation', (medium: CreationMedium) => {
  const fileIds = () => w.videos.map((v) => v.fid);
  const account = () => w.accounts[medium][0] ?? '';
  const draft = (prefix: string, over: Record<string, unknown> = {}) =>
    draftFor(medium, [account()], fileIds(), { ...namedAs(medium, prefix), ...over });

  async function submit(prefix: string, over: Record<string, unknown> = {}) {
    const answer = await w.call<CreationSubmitAnswer>(medium, 'submit', {
      config_id: randomUUID(),
      preview_data: draft(prefix, over),
    });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    return answer.data;
  }
  const items = async (taskId: number) =>
    (
      await w.call<Paged<CreationItemRow>>(medium, 'taskList', {
        task_id: String(taskId),
        per_page: '100',
      })
    ).data.list;
  const rowNames = () => w.namesOnMedium(medium, account(), LEVEL_RESOURCES[medium].row);
  const parentNames = () => w.namesOnMedium(medium, account(), LEVEL_RESOURCES[medium].parent);

  it('counts and previews accounts × materials with names from the rules', async () => {
    const accounts = w.accounts[medium].slice(0, 2);
    const preview_data = draftFor(medium, accounts, fileIds(), namedAs(medium, `${medium}预览`));
    const counts = await w.call<CreationCounts>(medium, 'count', { preview_data });
    expect(counts.code, JSON.stringify(counts)).toBe(0);
    expect(counts.data).toMatchObject({
      parents: 2,
      rows: 6,
      error_rows: 0,
      errors: [],
      cap: 5000,
    });
    const page = await w.call<CreationPreviewAnswer>(medium, 'preview', {
      preview_data,
      per_page: 4,
    });
    expect(page.data.page_info.total_number).toBe(6);
    expect(page.data.list).toHaveLength(4);
    expect(page.data.list[0]).toMatchObject({
      advertiser_id: accounts[0],
      name: `${medium}预览_春节_1`,
      parent_name: `${medium}预览_组1`,
      errors: [],
    });
  });

  it('shows each row its errors and refuses to submit them', async () => {
    const bad = draft(`${medium}有误`, { titles: { list: ['标题\n换行了'] } });
    const page = await w.call<CreationPreviewAnswer>(medium, 'preview', {
      preview_data: bad,
      only_errors: true,
    });
    expect(page.data.counts.error_rows).toBe(3);
    expect(page.data.list[0]?.errors.join()).toContain('标题不能换行');
    const refused = await w.call(medium, 'submit', { config_id: randomUUID(), preview_data: bad });
    expect(refused.code).toBe(ERROR_CODES.CREATION_DRAFT_INVALID.code);
  });

  it('refuses a caller without the medium’s delivery-task ability', async () => {
    const user = await createUser(w.t.database.db, { abilities: ['dashboard:index'] });
    const token = await w.t.login(user.username, user.password);
    const answer = await w.call(medium, 'count', { preview_data: draft('x') }, token);
    expect(answer.code).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
  });

  it('creates the parent first and every object once, and mirrors them', async () => {
    const prefix = `${medium}创建`;
    const config_id = randomUUID();
    const answer = await w.call<CreationSubmitAnswer>(medium, 'submit', {
      config_id,
      preview_data: draft(prefix),
    });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    expect(answer.data).toMatchObject({ item_count: 3, parents: 1, pushes: 3 });
    // A repeated submit (a lost answer) answers the same task.
    const again = await w.call<CreationSubmitAnswer>(medium, 'submit', {
      config_id,
      preview_data: draft(prefix),
    });
    expect(again.data.task_id).toBe(answer.data.task_id);
    await w.runner.drain();

    const list = await items(answer.data.task_id);
    expect(list.map((i) => i.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    expect(new Set(list.map((i) => i.parent_id)).size).toBe(1);
    const names = await rowNames();
    for (const item of list) expect(countOf(names, item.name)).toBe(1);
    expect(countOf(await parentNames(), `${prefix}_组1`)).toBe(1);
    if (medium === 'kuaishou') expect(list[0]?.child_ids).toHaveLength(1);

    const table = MIRROR_LEVELS[medium].row;
    const mirrored = await w.t.database.db
      .select({ name: table.name, source: table.source, designerId: table.designerId })
      .from(table)
      .where(
        and(
          eq(table.medium, medium),
          inArray(
            table.name,
            list.map((i) => i.name),
          ),
        ),
      );
    expect(mirrored).toHaveLength(3);
    expect(mirrored.every((m) => m.source === 'gad' && m.designerId !== null)).toBe(true);
    // 查看创建的对象 filters the delivery screen by the task's id.
    const parentTable = MIRROR_LEVELS[medium].parent;
    const parents = await w.t.database.db
      .select({ configId: parentTable.deliveryConfigId })
      .from(parentTable)
      .where(and(eq(parentTable.medium, medium), eq(parentTable.name, `${prefix}_组1`)));
    expect(parents).toEqual([{ configId: answer.data.task_id }]);
    const [screen, tabKey] = TASK_SCREENS[medium];
    const tab = DELIVERY_SCREENS[screen].tabs.find((t) => t.key === tabKey);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const report = await w.t.call<ReportPage<DeliveryObjectRow>>({
      method: 'POST',
      url: tab?.paths.report ?? '',
      payload: {
        report_start_date: today,
        report_end_date: today,
        delivery_config_ids: [answer.data.task_id],
      },
      token: w.rootToken,
    });
    expect(report.code, JSON.stringify(report)).toBe(0);
    expect(report.data.list.map((r) => r.name)).toEqual([`${prefix}_组1`]);
    if (medium === 'tencent_v2') {
      // A v1.3 ad shows its file's cover from the medium's library, read back with the ads.
      const ads = await w.t.call<ReportPage<DeliveryObjectRow>>({
        method: 'POST',
        url: '/api/tencent/ad/reports',
        payload: {
          report_start_date: today,
          report_end_date: today,
          delivery_config_ids: [answer.data.task_id],
        },
        token: w.rootToken,
      });
      expect(ads.data.list).toHaveLength(3);
      for (const ad of ads.data.list) expect(ad.extra.thumbnail_url).toMatch(/^https?:\/\//);
    }

    const configs = await w.call<Paged<CreationConfigRow>>(medium, 'taskConfigs', {});
    expect(configs.data.list.find((c) => c.config_id === config_id)).toMatchObject({
      status: 'succeeded',
      total: 3,
      percent: 100,
    });
  });

  it('fails items on a sandbox fault, then a retry creates each exactly once', async () => {
    const prefix = `${medium}重试`;
    await w.faults([{ endpoint: ROW_CREATE_ENDPOINTS[medium], errorRate: 1 }]);
    let answer: CreationSubmitAnswer;
    try {
      answer = await submit(prefix);
      await w.runner.drain();
    } finally {
      await w.faults([]);
    }
    const failed = await items(answer.task_id);
    expect(failed.map((i) => i.status)).toEqual(['failed', 'failed', 'failed']);
    expect(failed[0]?.error_message).toBeTruthy();

    const retry = await w.call<CreationRetryAnswer>(medium, 'taskRetry', {
      config_id: (await w.call<Paged<CreationConfigRow>>(medium, 'taskConfigs', {})).data.list.find(
        (c) => c.task_id === answer.task_id,
      )?.config_id,
    });
    expect(retry.data.retried).toBe(3);
    await w.runner.drain();
    const done = await items(answer.task_id);
    expect(done.map((i) => i.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    const names = await rowNames();
    for (const item of done) expect(countOf(names, item.name)).toBe(1);
    expect(countOf(await parentNames(), `${prefix}_组1`)).toBe(1);
    // Retrying again has nothing left to send.
    const nothing = await w.call(medium, 'taskRetry', { task_id: answer.task_id });
    expect(nothing.code).toBe(ERROR_CODES.TASK_NOTHING_TO_RETRY.code);
  });

  it('edits a failed item and creates it under its new name', async () => {
    const prefix = `${medium}修改`;
    await w.faults([{ endpoint: ROW_CREATE_ENDPOINTS[medium], errorRate: 1 }]);
    let answer: CreationSubmitAnswer;
    try {
      answer = await submit(prefix, { materials: { file_ids: [fileIds()[0]] } });
      await w.runner.drain();
    } finally {
      await w.faults([]);
    }
    const [item] = await items(answer.task_id);
    expect(item?.status).toBe('failed');
    const tooLong = await w.call(medium, 'taskEdit', {
      task_id: answer.task_id,
      item_id: item?.item_id,
      fields: { name: '长'.repeat(200) },
    });
    expect(tooLong.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    const newName = `${prefix}_改名`;
    const edited = await w.call<CreationRetryAnswer>(medium, 'taskEdit', {
      task_id: answer.task_id,
      item_id: item?.item_id,
      fields: { name: newName, titles: ['改过的标题也一起生效'] },
    });
    expect(edited.code, JSON.stringify(edited)).toBe(0);
    expect(edited.data.retried).toBe(1);
    await w.runner.drain();
    const [done] = await items(answer.task_id);
    expect(done).toMatchObject({ status: 'succeeded', name: newName });
    const names = await rowNames();
    expect(countOf(names, newName)).toBe(1);
    expect(countOf(names, item?.name ?? '')).toBe(0);
    const again = await w.call(medium, 'taskEdit', {
      task_id: answer.task_id,
      item_id: item?.item_id,
      fields: { name: `${newName}2` },
    });
    expect(again.code).toBe(ERROR_CODES.CREATION_ITEM_NOT_EDITABLE.code);
  });

  it('finds what a crashed worker created and creates nothing twice', async () => {
    const prefix = `${medium}崩溃`;
    const answer = await submit(prefix, { materials: { file_ids: [fileIds()[0]] } });
    const [row] = await w.t.database.db
      .select()
      .from(taskItems)
      .where(eq(taskItems.taskId, answer.task_id));
    const request = row?.request as CreationItemRequest;
    // The worker made the parent and the row on the medium, then died before recording it.
    const creates = createMediumCreates({ client: w.t.services.mediaClient })[medium];
    const token = await w.t.services.tokenSourceFor(CREATION_MEDIUM_KEYS[medium], account());
    const parsed = CreationDraftSchema.parse(draft(prefix)) as never;
    const [pushed] = await w.t.database.db
      .select()
      .from(materialPushes)
      .where(
        and(
          eq(materialPushes.fileId, fileIds()[0] ?? 0),
          eq(materialPushes.medium, CREATION_MEDIUM_KEYS[medium]),
          eq(materialPushes.advertiserId, account()),
        ),
      );
    const parentId = await creates.createParent(token, account(), parsed, {
      name: request.parentName,
      enabled: true,
      budgetFen: request.parentBudgetFen,
      bidFen: request.parentBidFen,
    });
    const rowId = await creates.createRow(token, account(), parsed, parentId, {
      name: request.name,
      enabled: true,
      materials: request.files.map(({ imageText: _imageText, ...f }) => ({
        ...f,
        mediaFileId: pushed?.mediaFileId ?? '',
      })),
      titles: request.titles,
      budgetFen: request.rowBudgetFen,
      bidFen: request.rowBidFen,
      childNames: request.childNames,
    });
    // Its lease expired: the item's outcome is unknown and is read back before anything is sent.
    await w.t.database.db
      .update(taskItems)
      .set({ status: 'unknown', attempts: 1, roundAttempts: 0 })
      .where(eq(taskItems.id, row?.id ?? 0));
    await w.runner.drain();

    const [done] = await items(answer.task_id);
    expect(done).toMatchObject({ status: 'succeeded', object_id: rowId });
    expect(countOf(await rowNames(), request.name)).toBe(1);
    expect(countOf(await parentNames(), request.parentName)).toBe(1);
    if (medium === 'kuaishou') expect(done?.child_ids).toHaveLength(1);
  });

  it('cancels the items not started', async () => {
    const answer = await submit(`${medium}取消`);
    const cancelled = await w.call<{ cancelled: number }>(medium, 'taskCancel', {
      task_id: answer.task_id,
    });
    expect(cancelled.data.cancelled).toBe(3);
    await w.runner.drain();
    expect((await items(answer.task_id)).map((i) => i.status)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    expect(countOf(await parentNames(), `${medium}取消_组1`)).toBe(0);
  });

  it('saves, lists, reads and deletes templates, and keeps a preset per kind', async () => {
    const saved = await w.call<{ id: number }>(medium, 'templateSave', {
      template_name: `${medium}模板`,
      template_desc: '常用设置',
      template_type: 'v3',
      app_type: 'android',
      content: draft('模板') as Record<string, unknown>,
    });
    expect(saved.code, JSON.stringify(saved)).toBe(0);
    const list = await w.call<Paged<CreationTemplateRow>>(medium, 'templateGet', {});
    expect(list.data.list.map((t) => t.template_name)).toContain(`${medium}模板`);
    const one = await w.call<CreationTemplate>(medium, 'templateGet', {
      id: String(saved.data.id),
    });
    expect(one.data.content).toMatchObject({ medium });
    expect((await w.call(medium, 'templateDelete', { id: saved.data.id })).code).toBe(0);
    const gone = await w.call(medium, 'templateGet', { id: String(saved.data.id) });
    expect(gone.code).toBe(ERROR_CODES.NOT_FOUND.code);

    const empty = await w.call<CreationPreinstall>(medium, 'preinstallGet', { type: 'targeting' });
    expect(empty.data.content).toBeNull();
    await w.call(medium, 'preinstallSave', {
      type: 'targeting',
      content: { age: ['AGE_BETWEEN_18_23'] },
    });
    const preset = await w.call<CreationPreinstall>(medium, 'preinstallGet', { type: 'targeting' });
    expect(preset.data.content).toEqual({ age: ['AGE_BETWEEN_18_23'] });
  });
});

// spec 002 §7 "Legacy": the legacy families' template list with collecting, one template, and one
// submission's task.
describe.each(LEGACY_CREATION_MEDIA)('%s legacy template and task calls', (medium) => {
  const get = <T>(call: LegacyCreationCall, query: Record<string, string>) =>
    w.t.call<T>({
      method: 'GET',
      url: `/api${legacyCreationPath(medium, call)}?${new URLSearchParams(query).toString()}`,
      token: w.rootToken,
    });
  const collect = (id: number, on: boolean) =>
    w.call<{ collected: boolean }>(medium, 'templateCollect', { id, collect: on });

  it('lists templates with the caller’s collected ones, reads one and collects by id', async () => {
    const name = `${medium}收藏模板`;
    const saved = await w.call<{ id: number }>(medium, 'templateSave', {
      template_name: name,
      template_type: 'v2',
      content: draftFor(medium, [w.accounts[medium][0] ?? ''], [1]) as Record<string, unknown>,
    });
    expect(saved.code, JSON.stringify(saved)).toBe(0);
    const id = saved.data.id;
    const rowOf = async (query: Record<string, string> = {}) =>
      (await get<Paged<CreationTemplateListRow>>('templates', query)).data.list.find(
        (t) => t.id === id,
      );
    expect(await rowOf()).toMatchObject({ template_name: name, collected: false });
    expect(await rowOf({ collected: '1' })).toBeUndefined();

    expect((await collect(id, true)).data).toEqual({ id, collected: true });
    expect((await collect(id, true)).code).toBe(0);
    expect(await rowOf({ collected: '1' })).toMatchObject({ collected: true });
    expect((await collect(id, false)).data.collected).toBe(false);
    expect(await rowOf({ collected: '1' })).toBeUndefined();

    const one = await get<CreationTemplate>('template', { id: String(id) });
    expect(one.data).toMatchObject({ id, template_name: name, content: { medium } });
    expect((await collect(999_999, true)).code).toBe(ERROR_CODES.NOT_FOUND.code);
    expect((await get('templates', { collected: 'yes' })).code).toBe(
      ERROR_CODES.VALIDATION_FAILED.code,
    );
  });

  it('answers one submission’s task by task or config id, and refuses neither', async () => {
    const config_id = randomUUID();
    const submitted = await w.call<CreationSubmitAnswer>(medium, 'submit', {
      config_id,
      preview_data: draftFor(medium, [w.accounts[medium][0] ?? ''], [w.videos[0]?.fid ?? 0], {
        ...namedAs(medium, `${medium}任务查询`),
      }),
    });
    expect(submitted.code, JSON.stringify(submitted)).toBe(0);
    const byTask = await get<CreationConfigRow>('task', {
      task_id: String(submitted.data.task_id),
    });
    expect(byTask.data).toMatchObject({ config_id, medium, total: 1 });
    const byConfig = await get<CreationConfigRow>('task', { config_id });
    expect(byConfig.data.task_id).toBe(submitted.data.task_id);
    expect((await get('task', {})).code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    await w.runner.drain();
  });
});
