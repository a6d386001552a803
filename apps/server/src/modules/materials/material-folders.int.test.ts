import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ERROR_CODES,
  type MaterialBinnedFoldersData,
  type MaterialDir,
  type MaterialFile,
  type MaterialFolderCountData,
  type MaterialListData,
  type MaterialTreeData,
} from '@toufang/contracts';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materialDirs } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// Folder delete to the recycle bin and restore, through HTTP (`material/file/rmdir`).

let t: TestApp;
let dataDir: string;
let owner: string;
let other: string;
let ownerUser: { username: string; password: string };
let shade = 0;

async function signIn() {
  const user = await createUser(t.database.db, { abilities: ['material:list'] });
  return t.login(user.username, user.password);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'material-folders-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  ownerUser = await createUser(t.database.db, { abilities: ['material:list'] });
  owner = await t.login(ownerUser.username, ownerUser.password);
  other = await signIn();
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const post = <T>(call: string, payload: object, token = owner) =>
  t.call<T>({ method: 'POST', url: `/api/material/file/${call}`, payload, token });
const get = <T>(call: string, token = owner) =>
  t.call<T>({ method: 'GET', url: `/api/material/file/${call}`, token });

async function upload(dirId: number, token = owner): Promise<MaterialFile> {
  shade += 1;
  const data = await sharp({
    create: { width: 16, height: 16, channels: 3, background: { r: 9, g: shade, b: 9 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('dir_id', String(dirId));
  form.append('file', new Blob([data]), `d${shade}.png`);
  const request = new Request('http://platform.test/', { method: 'POST', body: form });
  const res = await t.call<MaterialFile>({
    method: 'POST',
    url: '/api/material/file/upload',
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
    token,
  });
  expect(res.code).toBe(0);
  return res.data;
}

const treeNames = async () =>
  JSON.stringify((await get<MaterialTreeData>('tree')).data.tree.map((n) => n.name));
const live = async (fid: number) =>
  (await get<MaterialListData>('list?per_page=100')).data.list.some((f) => f.fid === fid);

describe('folder delete and restore', () => {
  it('sends a folder, its folders and files to the bin and brings them back', async () => {
    const top = (await post<MaterialDir>('mkdir', { dir_id: 0, dir_name: '春节活动' })).data;
    const inner = (await post<MaterialDir>('mkdir', { dir_id: top.id, dir_name: '横版' })).data;
    const a = await upload(top.id);
    const b = await upload(inner.id);

    expect((await get<MaterialFolderCountData>(`rmdir/count?dir_id=${top.id}`)).data).toEqual({
      folders: 1,
      files: 2,
    });
    expect(await post('rmdir', { dir_id: top.id })).toMatchObject({
      code: 0,
      data: { changed: 2 },
    });
    expect(await treeNames()).not.toContain('春节活动');
    expect(await live(a.fid)).toBe(false);
    expect(await live(b.fid)).toBe(false);
    const bin = (await get<MaterialBinnedFoldersData>('recycledirs')).data.list;
    expect(bin.map((d) => [d.name, d.files])).toEqual([['春节活动', 2]]);
    expect((await get('recycledirs', other)).data).toEqual({ list: [] });

    // A new folder of the name may be made; restoring then meets it.
    const again = (await post<MaterialDir>('mkdir', { dir_id: 0, dir_name: '春节活动' })).data;
    expect(await post('restoredir', { dir_id: top.id })).toMatchObject({
      code: ERROR_CODES.CONFLICT.code,
      message: '同名文件夹已存在',
    });
    expect((await post('rmdir', { dir_id: again.id })).code).toBe(0);

    expect(await post('restoredir', { dir_id: inner.id })).toMatchObject({
      code: ERROR_CODES.NOT_FOUND.code,
    });
    expect(await post('restoredir', { dir_id: top.id })).toMatchObject({
      code: 0,
      data: { changed: 2 },
    });
    expect(await treeNames()).toContain('春节活动');
    expect(await live(a.fid)).toBe(true);
    expect(await live(b.fid)).toBe(true);
  });

  it("refuses a folder holding someone else's file, changing nothing", async () => {
    const dir = (await post<MaterialDir>('mkdir', { dir_id: 0, dir_name: '共享' })).data;
    const theirs = await upload(dir.id, other);
    const res = await post('rmdir', { dir_id: dir.id });
    expect(res).toMatchObject({
      code: ERROR_CODES.MATERIAL_FOLDER_NOT_OWNER.code,
      message: '只能删除自己创建、且其中素材都是自己上传的文件夹',
    });
    expect(await treeNames()).toContain('共享');
    expect(await live(theirs.fid)).toBe(false); // private to its uploader
    expect(
      (await get<MaterialListData>('list?per_page=100', other)).data.list.some(
        (f) => f.fid === theirs.fid,
      ),
    ).toBe(true);
    expect((await post('rmdir', { dir_id: dir.id }, other)).code).toBe(
      ERROR_CODES.MATERIAL_FOLDER_NOT_OWNER.code,
    );
    expect((await post('rmdir', { dir_id: 987654 })).code).toBe(ERROR_CODES.NOT_FOUND.code);
  });

  it('removes a binned folder and its files for good after 30 days', async () => {
    const dir = (await post<MaterialDir>('mkdir', { dir_id: 0, dir_name: '过期活动' })).data;
    const inner = (await post<MaterialDir>('mkdir', { dir_id: dir.id, dir_name: '子' })).data;
    await upload(inner.id);
    expect((await post('rmdir', { dir_id: dir.id })).code).toBe(0);
    t.clock.advance(31 * 86_400_000);
    owner = await t.login(ownerUser.username, ownerUser.password);
    const bin = (await get<MaterialBinnedFoldersData>('recycledirs')).data.list;
    expect(bin.map((d) => d.name)).not.toContain('过期活动');
    expect(await post('restoredir', { dir_id: dir.id })).toMatchObject({
      code: ERROR_CODES.NOT_FOUND.code,
    });
    const rows = await t.database.db
      .select()
      .from(materialDirs)
      .where(inArray(materialDirs.id, [dir.id, inner.id]));
    expect(rows).toEqual([]);
  });
});
