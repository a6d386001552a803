import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ERROR_CODES,
  ROLE_DESIGNER,
  type MaterialChangedData,
  type MaterialCopiedData,
  type MaterialDir,
  type MaterialFile,
  type MaterialListData,
  type MaterialTagsData,
} from '@toufang/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, materialFiles } from '../../db/schema';
import { createRole, createUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';

// The library's file changes and recycle bin through HTTP (spec 002 §7 `material/file/*`).

let t: TestApp;
let dataDir: string;
let rootToken: string;
let designer: { id: number; token: string };
let other: { id: number; token: string };
let credited: { id: number; token: string };
let outsiderToken: string;
let shade = 0;

async function signIn(abilities: string[], roleIds: number[] = []) {
  const user = await createUser(t.database.db, { abilities, roleIds });
  return { id: user.id, token: await t.login(user.username, user.password) };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'material-changes-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  rootToken = await t.login(ROOT_USER.username, ROOT_USER.password);
  designer = await signIn(['material:list']);
  other = await signIn(['material:list']);
  const designerRole = await createRole(t.database.db, [], ROLE_DESIGNER);
  credited = await signIn(['material:list'], [designerRole.id]);
  outsiderToken = (await signIn(['dashboard:index'])).token;
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A distinct small PNG for each call. */
async function upload(opts: { token?: string; name?: string; isPublic?: boolean } = {}) {
  shade += 1;
  const data = await sharp({
    create: { width: 24, height: 24, channels: 3, background: { r: shade, g: 90, b: 30 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('is_public', opts.isPublic ? '1' : '0');
  form.append('file', new Blob([data]), opts.name ?? `f${shade}.png`);
  const request = new Request('http://platform.test/', { method: 'POST', body: form });
  const res = await t.call<MaterialFile>({
    method: 'POST',
    url: '/api/material/file/upload',
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
    token: opts.token ?? designer.token,
  });
  expect(res.code).toBe(0);
  return res.data;
}

const post = <T>(call: string, payload: object, token = designer.token) =>
  t.call<T>({ method: 'POST', url: `/api/material/file/${call}`, payload, token });
const get = <T>(call: string, token = designer.token) =>
  t.call<T>({ method: 'GET', url: `/api/material/file/${call}`, token });
const list = (query: string, token = designer.token) =>
  get<MaterialListData>(`list?${query}`, token);
const one = async (fid: number, token = rootToken) => {
  const res = await list('per_page=1000', token);
  return res.data.list.find((f) => f.fid === fid);
};

describe('tags', () => {
  it('sets, adds and removes tags, lists them with counts and filters by one', async () => {
    const a = await upload({ name: 'tag-a.png' });
    const b = await upload({ name: 'tag-b.png' });
    const set = await post<MaterialChangedData>('maketag', {
      fids: [a.fid, b.fid],
      tags: ['春节'],
    });
    expect(set.data).toEqual({ changed: 2 });
    await post('maketag', { fids: [a.fid], tags: ['横版', '春节'], mode: 'add' });
    expect((await one(a.fid))?.tags).toEqual(['春节', '横版']);
    await post('maketag', { fids: [b.fid], tags: ['春节'], mode: 'remove' });
    expect((await one(b.fid))?.tags).toEqual([]);

    const tags = await get<MaterialTagsData>('tags');
    expect(tags.data.tags).toEqual(
      expect.arrayContaining([
        { name: '春节', count: 1 },
        { name: '横版', count: 1 },
      ]),
    );
    expect((await list(`tag=${encodeURIComponent('横版')}`)).data.list.map((f) => f.fid)).toEqual([
      a.fid,
    ]);
  });

  it('refuses bad tags and too many tags, changing nothing', async () => {
    const a = await upload();
    await post('maketag', { fids: [a.fid], tags: ['原有'] });
    const long = await post('maketag', { fids: [a.fid], tags: ['x'.repeat(21)] });
    expect(long.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(JSON.stringify(long)).toContain('标签不能超过 20 个字');
    const many = Array.from({ length: 10 }, (_, i) => `t${i}`);
    const over = await post('maketag', { fids: [a.fid], tags: many, mode: 'add' });
    expect(over.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(JSON.stringify(over)).toContain('标签将超过 10 个');
    expect((await post('maketag', { fids: [], tags: ['a'] })).code).toBe(
      ERROR_CODES.VALIDATION_FAILED.code,
    );
    expect((await one(a.fid))?.tags).toEqual(['原有']);
  });
});

describe('new flag, order and batch update', () => {
  it('marks new, orders by the sort weight and batch-updates one field', async () => {
    const a = await upload({ name: 'order-a.png' });
    const b = await upload({ name: 'order-b.png' });
    expect(a.is_new).toBe(1);
    expect((await post('updateisnew', { fids: [a.fid], is_new: 0 })).data).toEqual({ changed: 1 });
    expect((await one(a.fid))?.is_new).toBe(0);
    expect((await list('name=order-&is_new=1')).data.list.map((f) => f.name)).toEqual([
      'order-b.png',
    ]);

    await post('updatesort', { fid: a.fid, sort: 50 });
    await post('updatesort', { fid: b.fid, sort: 10 });
    const sorted = await list('name=order-&sort=sort&order=desc');
    expect(sorted.data.list.map((f) => [f.name, f.sort])).toEqual([
      ['order-a.png', 50],
      ['order-b.png', 10],
    ]);

    await t.database.db.insert(games).values({ gadCfgGameId: 7373, gameName: '批量游戏' });
    const batch = (field: string, value: unknown) =>
      post<MaterialChangedData>('batchupdate', { fid: [a.fid, b.fid], field, value });
    expect((await batch('is_public', 1)).data).toEqual({ changed: 2 });
    expect((await batch('gad_cfg_game_id', 7373)).code).toBe(0);
    expect((await batch('sort', 7)).code).toBe(0);
    const after = await list('name=order-&sort=name&order=asc');
    expect(after.data.list.map((f) => [f.is_public, f.gad_cfg_game_id, f.sort])).toEqual([
      [1, 7373, 7],
      [1, 7373, 7],
    ]);
  });

  it('refuses an unknown field, a bad value, a missing game or folder, changing nothing', async () => {
    const a = await upload();
    const batch = (field: string, value: unknown) =>
      post('batchupdate', { fid: [a.fid], field, value });
    const unknown = await batch('name', 'x');
    expect(unknown.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(JSON.stringify(unknown)).toContain('只能批量修改');
    expect(JSON.stringify(await batch('is_public', 2))).toContain('只能是 0 或 1');
    expect(JSON.stringify(await batch('sort', -1))).toContain('排序值不能小于 0');
    expect(await batch('gad_cfg_game_id', 989898)).toMatchObject({ message: '游戏不存在' });
    expect(await batch('dir_id', 989898)).toMatchObject({ message: '文件夹不存在' });
    expect(JSON.stringify(await post('updatesort', { fid: a.fid, sort: 1.5 }))).toContain(
      '排序值必须是整数',
    );
    expect(await one(a.fid)).toMatchObject({ is_public: 0, sort: 0, gad_cfg_game_id: null });
  });
});

describe('designer credit', () => {
  it('credits a designer, who then sees the private file and is filtered by', async () => {
    const a = await upload({ name: 'credit.png' });
    expect((await list(`designer=${credited.id}`, credited.token)).data.list).toEqual([]);
    const res = await post<MaterialChangedData>('designer', {
      fids: [a.fid],
      designer_id: credited.id,
    });
    expect(res.data).toEqual({ changed: 1 });
    const seen = await list(`designer=${credited.id}`, credited.token);
    expect(seen.data.list.map((f) => [f.fid, f.designer.id, f.uploader.id])).toEqual([
      [a.fid, credited.id, designer.id],
    ]);
    // The credited designer sees it but does not own it.
    expect((await post('delete', { fids: [a.fid] }, credited.token)).code).toBe(
      ERROR_CODES.MATERIAL_NOT_OWNER.code,
    );
  });

  it('refuses a user who is not a designer', async () => {
    const a = await upload();
    const res = await post('designer', { fids: [a.fid], designer_id: other.id });
    expect(res).toMatchObject({ code: ERROR_CODES.NOT_FOUND.code, message: '设计师不存在' });
    expect((await one(a.fid))?.designer.id).toBe(designer.id);
  });
});

describe('copy', () => {
  it('copies visible files into a folder as the caller’s own, sharing the stored content', async () => {
    const dir = await post<MaterialDir>('mkdir', { dir_id: 0, dir_name: '复制目标' });
    const theirs = await upload({ token: other.token, isPublic: true, name: 'copy-src.png' });
    await post('maketag', { fids: [theirs.fid], tags: ['可复制'] }, other.token);
    const objects = await countObjects();
    const res = await post<MaterialCopiedData>('copy', {
      fids: [theirs.fid],
      new_parent_id: dir.data.id,
    });
    expect(res.data.fids).toHaveLength(1);
    const copy = await one(res.data.fids[0] ?? 0);
    expect(copy).toMatchObject({
      name: 'copy-src.png',
      dir_id: dir.data.id,
      uploader: { id: designer.id },
      tags: ['可复制'],
      md5: theirs.md5,
    });
    expect(await countObjects()).toBe(objects);
  });

  it('refuses a file the caller cannot see and a folder that does not exist', async () => {
    const hidden = await upload({ token: other.token });
    expect((await post('copy', { fids: [hidden.fid], new_parent_id: 0 })).code).toBe(
      ERROR_CODES.NOT_FOUND.code,
    );
    const mine = await upload();
    expect(await post('copy', { fids: [mine.fid], new_parent_id: 989898 })).toMatchObject({
      message: '文件夹不存在',
    });
  });
});

describe('recycle bin', () => {
  it('deletes to the bin, lists and restores; after 30 days the file is gone for good', async () => {
    const a = await upload({ name: 'bin-a.png' });
    const b = await upload({ name: 'bin-b.png' });
    const objects = await countObjects();
    expect((await post('delete', { fids: [a.fid, b.fid] })).data).toEqual({ changed: 2 });
    expect((await list('name=bin-')).data.list).toEqual([]);
    const bin = await get<MaterialListData>('recycle?name=bin-');
    expect(bin.data.list.map((f) => f.name).sort()).toEqual(['bin-a.png', 'bin-b.png']);
    expect(bin.data.list[0]?.purge_at).toEqual(expect.any(String));
    // Another user's bin does not hold them; nor can they restore them.
    expect((await get<MaterialListData>('recycle?name=bin-', other.token)).data.list).toEqual([]);
    expect((await post('restore', { fids: [a.fid] }, other.token)).code).toBe(
      ERROR_CODES.NOT_FOUND.code,
    );

    expect((await post('restore', { fids: [a.fid] })).data).toEqual({ changed: 1 });
    expect((await list('name=bin-')).data.list.map((f) => f.name)).toEqual(['bin-a.png']);
    expect((await post('restore', { fids: [a.fid] })).code).toBe(ERROR_CODES.NOT_FOUND.code);

    // Deleted 31 days ago (moving the clock would end every session too).
    await t.database.db
      .update(materialFiles)
      .set({ deletedAt: new Date(t.clock.now().getTime() - 31 * 86_400_000) })
      .where(eq(materialFiles.id, b.fid));
    expect((await get<MaterialListData>('recycle?name=bin-')).data.list).toEqual([]);
    expect((await post('restore', { fids: [b.fid] })).code).toBe(ERROR_CODES.NOT_FOUND.code);
    expect(await countObjects()).toBe(objects - 2);
    expect((await one(a.fid))?.name).toBe('bin-a.png');
  });

  it('refuses to delete another user’s file, deleting none of the batch', async () => {
    const mine = await upload();
    const theirs = await upload({ token: other.token, isPublic: true });
    const res = await post('delete', { fids: [mine.fid, theirs.fid] });
    expect(res.code).toBe(ERROR_CODES.MATERIAL_NOT_OWNER.code);
    expect(res.message).toBe('只能修改自己上传的素材');
    expect(await one(mine.fid)).toBeDefined();
    // An admin may.
    expect((await post('delete', { fids: [theirs.fid] }, rootToken)).code).toBe(0);
  });
});

describe('abilities', () => {
  it('refuses every change call without the library ability', async () => {
    const a = await upload();
    for (const [call, body] of [
      ['maketag', { fids: [a.fid], tags: ['x'] }],
      ['updateisnew', { fids: [a.fid], is_new: 0 }],
      ['updatesort', { fid: a.fid, sort: 1 }],
      ['batchupdate', { fid: [a.fid], field: 'is_new', value: 0 }],
      ['designer', { fids: [a.fid], designer_id: credited.id }],
      ['copy', { fids: [a.fid], new_parent_id: 0 }],
      ['delete', { fids: [a.fid] }],
      ['restore', { fids: [a.fid] }],
    ] as const) {
      expect((await post(call, body, outsiderToken)).code, call).toBe(
        ERROR_CODES.ABILITY_REQUIRED.code,
      );
    }
    for (const call of ['tags', 'recycle']) {
      expect((await get(call, outsiderToken)).code, call).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
    }
    expect(await one(a.fid)).toMatchObject({ is_new: 1, tags: [], sort: 0 });
  });
});

async function countObjects(): Promise<number> {
  const root = path.join(dataDir, 'materials');
  let n = 0;
  for (const d of await readdir(root).catch(() => [] as string[])) {
    n += (await readdir(path.join(root, d))).length;
  }
  return n;
}
