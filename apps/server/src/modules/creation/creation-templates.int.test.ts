import {
  CREATION_ABILITIES,
  CREATION_MEDIA,
  ERROR_CODES,
  creationPath,
  type CreationCall,
  type CreationMedium,
  type CreationPreinstall,
  type CreationTemplateListRow,
  type Paged,
} from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';

// 收藏 (spec 002 §7 `template/collect`) and presets (spec 002 §3 "Preinstall") on every creation
// family: each user's own, a template's collectors never change it for anyone else.

let t: TestApp;
let root: string;
const tokens: Partial<Record<CreationMedium, [string, string]>> = {};

beforeAll(async () => {
  t = await createTestApp();
  root = await t.login(ROOT_USER.username, ROOT_USER.password);
  for (const medium of CREATION_MEDIA) {
    const pair: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const user = await createUser(t.database.db, { abilities: [CREATION_ABILITIES[medium]] });
      pair.push(await t.login(user.username, user.password));
    }
    tokens[medium] = [pair[0] ?? '', pair[1] ?? ''];
  }
});

afterAll(async () => {
  await t.close();
});

const call = <T>(medium: CreationMedium, name: CreationCall, token: string, payload?: object) => {
  const url = `/api${creationPath(medium, name)}`;
  if (name.endsWith('Get')) {
    const query = new URLSearchParams(payload as Record<string, string>).toString();
    return t.call<T>({ method: 'GET', url: `${url}?${query}`, token });
  }
  return t.call<T>({ method: 'POST', url, payload, token });
};

describe.each(CREATION_MEDIA)('%s templates collected per user', (medium) => {
  const users = () => tokens[medium] ?? ['', ''];
  const save = async (name: string, token: string) => {
    const saved = await call<{ id: number }>(medium, 'templateSave', token, {
      template_name: name,
      content: { medium },
    });
    expect(saved.code, JSON.stringify(saved)).toBe(0);
    return saved.data.id;
  };
  const list = async (token: string, query: Record<string, string> = {}) =>
    (await call<Paged<CreationTemplateListRow>>(medium, 'templateGet', token, query)).data.list;
  const collect = (token: string, id: number, on: boolean) =>
    call<{ id: number; collected: boolean }>(medium, 'templateCollect', token, {
      id,
      collect: on,
    });

  it('lists the caller’s collected templates first and alone under 我的收藏', async () => {
    const [a, b] = users();
    const older = await save(`${medium}较早的模板`, a);
    const newer = await save(`${medium}较新的模板`, a);
    expect((await list(b)).map((row) => row.id).slice(0, 2)).toEqual([newer, older]);

    expect((await collect(b, older, true)).data).toEqual({ id: older, collected: true });
    const seenByB = await list(b);
    expect(seenByB[0]).toMatchObject({ id: older, collected: true });
    expect(seenByB.find((row) => row.id === newer)?.collected).toBe(false);
    expect((await list(b, { collected: '1' })).map((row) => row.id)).toEqual([older]);

    // The author sees nothing of b's collecting.
    expect((await list(a)).find((row) => row.id === older)?.collected).toBe(false);
    expect(await list(a, { collected: '1' })).toEqual([]);

    // Twice is once; taking back twice is harmless.
    expect((await collect(b, older, true)).code).toBe(0);
    expect(await list(b, { collected: '1' })).toHaveLength(1);
    expect((await collect(b, older, false)).data.collected).toBe(false);
    expect((await collect(b, older, false)).code).toBe(0);
    expect(await list(b, { collected: '1' })).toEqual([]);
  });

  it('drops a deleted template from 我的收藏 and refuses to collect it', async () => {
    const [a, b] = users();
    const id = await save(`${medium}将删除的模板`, a);
    await collect(b, id, true);
    expect((await call(medium, 'templateDelete', a, { id })).code).toBe(0);
    expect(await list(b, { collected: '1' })).toEqual([]);
    expect((await collect(b, id, true)).code).toBe(ERROR_CODES.NOT_FOUND.code);
  });

  it('refuses another family’s template, bad input and a caller without the ability', async () => {
    const [a] = users();
    const other = CREATION_MEDIA.find((m) => CREATION_ABILITIES[m] !== CREATION_ABILITIES[medium]);
    const foreign = await call<{ id: number }>(other ?? 'kuaishou', 'templateSave', root, {
      template_name: '别的媒体的模板',
      content: {},
    });
    expect((await collect(a, foreign.data.id, true)).code).toBe(ERROR_CODES.NOT_FOUND.code);
    const bad = await call(medium, 'templateCollect', a, { id: foreign.data.id, collect: '是' });
    expect(bad.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(bad.message_cn).toContain('collect 应为 true 或 false');
    const badFilter = await call(medium, 'templateGet', a, { collected: '2' });
    expect(badFilter.message_cn).toContain('collected 只能是 0 或 1');

    const outsider = await createUser(t.database.db, { abilities: ['dashboard:index'] });
    const token = await t.login(outsider.username, outsider.password);
    expect((await collect(token, foreign.data.id, true)).code).toBe(
      ERROR_CODES.ABILITY_REQUIRED.code,
    );
  });
});

describe.each(CREATION_MEDIA)('%s presets per user and kind', (medium) => {
  const users = () => tokens[medium] ?? ['', ''];
  const get = (token: string, type: string) =>
    call<CreationPreinstall>(medium, 'preinstallGet', token, { type });
  const save = (token: string, type: string, content: unknown) =>
    call<CreationPreinstall>(medium, 'preinstallSave', token, { type, content });

  it('keeps one preset of each kind for each user, replaced when saved again', async () => {
    const [a, b] = users();
    expect((await save(a, 'targeting', { targets: { gender: 'GENDER_MALE' } })).code).toBe(0);
    expect((await save(a, 'bid', { unit: { bid_type: 10 } })).code).toBe(0);
    expect((await save(a, 'targeting', { targets: { gender: 'GENDER_FEMALE' } })).code).toBe(0);
    expect((await get(a, 'targeting')).data.content).toEqual({
      targets: { gender: 'GENDER_FEMALE' },
    });
    expect((await get(a, 'bid')).data.content).toEqual({ unit: { bid_type: 10 } });
    const others = await get(b, 'targeting');
    expect(others.data).toEqual({ type: 'targeting', content: null, updated_at: null });
  });

  it('refuses an unknown kind and an empty preset in Chinese, and keeps the saved one', async () => {
    const [a] = users();
    await save(a, 'schedule', { rules: { schedule_time: '1'.repeat(336) } });
    const unknown = await save(a, 'audience', { x: 1 });
    expect(unknown.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(unknown.message_cn).toContain('未知的预设类型「audience」');
    expect((await get(a, 'audience')).code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    const empty = await save(a, 'schedule', {});
    expect(empty.message_cn).toContain('预设内容不能为空');
    const huge = await save(a, 'schedule', { text: 'x'.repeat(20_001) });
    expect(huge.message_cn).toContain('预设内容不能超过');
    expect((await get(a, 'schedule')).data.content).toEqual({
      rules: { schedule_time: '1'.repeat(336) },
    });
  });
});
