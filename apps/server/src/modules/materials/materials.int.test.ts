import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ERROR_CODES,
  materialContentPath,
  materialThumbPath,
  type MaterialDir,
  type MaterialDirData,
  type MaterialFile,
  type MaterialListData,
  type MaterialTreeData,
} from '@toufang/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../db/schema';
import { createUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { mp4Video } from './test-mp4';

// The material library through HTTP (spec 002 §3, §5, §7 `material/file/*`).

let t: TestApp;
let dataDir: string;
/** Set while the suite runs against an S3-compatible bucket. */
let s3: TestS3Server | undefined;
let rootToken: string;
let designer: { id: number; token: string };
let otherDesigner: { id: number; token: string };
let outsiderToken: string;

async function signIn(abilities: string[]) {
  const user = await createUser(t.database.db, { abilities });
  return { id: user.id, token: await t.login(user.username, user.password) };
}

/** A PNG of one colour (compresses to almost nothing). */
const plainPng = (width: number, height: number, shade = 120) =>
  sharp({ create: { width, height, channels: 3, background: { r: shade, g: 40, b: 90 } } })
    .png()
    .toBuffer();

/** A PNG of random pixels stored uncompressed: about width × height × 3 bytes. */
const noisePng = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

/** An ISO media file with an `ftyp` box and nothing that says its size or duration. */
const mp4 = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'latin1'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2', 'latin1'),
    randomBytes(4096),
  ]);

async function storedObjects(): Promise<number> {
  if (s3) return s3.objectCount();
  const root = path.join(dataDir, 'materials');
  const dirs = await readdir(root).catch(() => [] as string[]);
  let n = 0;
  for (const d of dirs) n += (await readdir(path.join(root, d))).length;
  return n;
}

async function upload(
  file: { name: string; data: Buffer },
  opts: { token?: string; fields?: Record<string, string> } = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(opts.fields ?? {})) form.append(key, value);
  form.append('file', new Blob([file.data]), file.name);
  const request = new Request('http://platform.test/', { method: 'POST', body: form });
  return t.call<MaterialFile>({
    method: 'POST',
    url: '/api/material/file/upload',
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
    token: opts.token ?? designer.token,
  });
}

const mkdir = (dirId: number, name: string, token = designer.token) =>
  t.call<MaterialDir>({
    method: 'POST',
    url: '/api/material/file/mkdir',
    payload: { dir_id: dirId, dir_name: name },
    token,
  });

const list = (query: string, token = designer.token) =>
  t.call<MaterialListData>({ method: 'GET', url: `/api/material/file/list?${query}`, token });

// Uploads and downloads run twice: with content in DATA_DIR, and in a bucket of an S3-compatible
// server started here. Listing and changes do not touch the storage differently and run once.
describe.each(['local', 's3'] as const)('with %s storage', (storage) => {
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'materials-'));
    s3 = storage === 's3' ? await startS3Server() : undefined;
    t = await createTestApp({ env: { DATA_DIR: dataDir, ...s3?.env } });
    rootToken = await t.login(ROOT_USER.username, ROOT_USER.password);
    designer = await signIn(['material:list']);
    otherDesigner = await signIn(['material:list']);
    outsiderToken = (await signIn(['dashboard:index'])).token;
  });
  afterAll(async () => {
    await t.close();
    await s3?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  describe('folders', () => {
    it('makes folders, refuses a second of the same name, and answers the tree and a folder', async () => {
      const top = await mkdir(0, '春节活动');
      expect(top).toMatchObject({ code: 0, data: { parent_id: 0, name: '春节活动' } });
      const child = await mkdir(top.data.id, '横版');
      expect(child.data).toMatchObject({ parent_id: top.data.id, name: '横版' });

      const again = await mkdir(0, '春节活动');
      expect(again.code).toBe(ERROR_CODES.CONFLICT.code);
      expect(again.message).toBe('同名文件夹已存在');
      const racing = await Promise.all([mkdir(0, '同时新建'), mkdir(0, '同时新建')]);
      expect(racing.map((r) => r.code).sort()).toEqual([0, ERROR_CODES.CONFLICT.code]);
      expect((await mkdir(999_999, '无处')).code).toBe(ERROR_CODES.NOT_FOUND.code);
      expect((await mkdir(0, '  ')).code).toBe(ERROR_CODES.VALIDATION_FAILED.code);

      const tree = await t.call<MaterialTreeData>({
        method: 'GET',
        url: '/api/material/file/tree',
        token: designer.token,
      });
      expect(tree.data.tree).toContainEqual({
        id: top.data.id,
        name: '春节活动',
        children: [{ id: child.data.id, name: '横版', children: [] }],
      });

      const inside = await t.call<MaterialDirData>({
        method: 'GET',
        url: `/api/material/file/dir?dir_id=${child.data.id}`,
        token: designer.token,
      });
      expect(inside.data).toEqual({ dir: child.data, path: [top.data], dirs: [] });
    });
  });

  describe('upload', () => {
    it('keeps a good image with its size, thumbnail and the media that take it', async () => {
      const dir = await mkdir(0, '上传测试');
      const data = await plainPng(640, 360);
      const res = await upload(
        { name: '主图.png', data },
        { fields: { dir_id: String(dir.data.id), is_public: '1' } },
      );
      expect(res.code).toBe(0);
      expect(res.data).toMatchObject({
        dir_id: dir.data.id,
        name: '主图.png',
        type: 'image',
        format: 'png',
        size: data.length,
        width: 640,
        height: 360,
        duration: null,
        is_public: 1,
        media: ['bytedance', 'kuaishou', 'tencent'],
        designer: { id: designer.id },
      });

      // The list's links open without the session (for <img> and <video>), with ranges and caching.
      const content = await t.app.inject({ method: 'GET', url: res.data.url });
      expect(content.statusCode).toBe(200);
      expect(content.headers['content-type']).toBe('image/png');
      expect(content.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      expect(content.rawPayload.equals(data)).toBe(true);

      const part = await t.app.inject({
        method: 'GET',
        url: res.data.url,
        headers: { range: 'bytes=0-7' },
      });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 0-7/${data.length}`);
      expect(part.rawPayload.equals(data.subarray(0, 8))).toBe(true);
      const outside = await t.app.inject({
        method: 'GET',
        url: res.data.url,
        headers: { range: `bytes=${data.length}-` },
      });
      expect(outside.statusCode).toBe(416);

      const cached = await t.app.inject({
        method: 'GET',
        url: res.data.url,
        headers: { 'if-none-match': String(content.headers.etag) },
      });
      expect(cached.statusCode).toBe(304);

      const thumb = await t.app.inject({ method: 'GET', url: res.data.thumb_url ?? '' });
      expect(thumb.headers['content-type']).toBe('image/webp');
      expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 320, height: 180 });

      // Behind the session, by file id.
      const bySession = await t.app.inject({
        method: 'GET',
        url: materialContentPath(res.data.fid),
        headers: { 'x-token': otherDesigner.token },
      });
      expect(bySession.rawPayload.equals(data)).toBe(true);
      const anonymous = await t.app.inject({
        method: 'GET',
        url: materialContentPath(res.data.fid),
      });
      expect(anonymous.json()).toMatchObject({ code: ERROR_CODES.SESSION_INVALID.code });
    });

    it('opens a link only unaltered and within its hour; a private file only for its uploader', async () => {
      const res = await upload({ name: '私有.png', data: await plainPng(50, 50, 77) });
      const link = new URL(res.data.url, 'http://platform.test');
      link.searchParams.set('e', String(Number(link.searchParams.get('e')) + 3600));
      const tampered = `${link.pathname}${link.search}`;
      expect((await t.app.inject({ method: 'GET', url: tampered })).json()).toMatchObject({
        code: ERROR_CODES.MATERIAL_LINK_INVALID.code,
      });
      const thumb = await t.app.inject({
        method: 'GET',
        url: materialThumbPath(res.data.fid),
        headers: { 'x-token': otherDesigner.token },
      });
      expect(thumb.json()).toMatchObject({ code: ERROR_CODES.NOT_FOUND.code });

      // The same link for the same file within the hour: browsers keep it cached.
      const again = await list(`name=${encodeURIComponent('私有.png')}`);
      expect(again.data.list[0]?.url).toBe(res.data.url);
      t.clock.advance(2 * 3_600_000 + 1000);
      expect((await t.app.inject({ method: 'GET', url: res.data.url })).json()).toMatchObject({
        code: ERROR_CODES.MATERIAL_LINK_INVALID.code,
      });
    });

    it('answers the file already there for the same content, and replaces it when asked', async () => {
      const data = await plainPng(300, 300, 200);
      const first = await upload({ name: '原图.png', data });
      const stored = await storedObjects();

      const again = await upload({ name: '副本.png', data });
      expect(again.code).toBe(ERROR_CODES.MATERIAL_DUPLICATE.code);
      expect(again.message).toBe(
        '副本.png 与素材库中的「原图.png」内容相同，可直接使用该素材，或选择覆盖上传',
      );
      expect(again.data).toEqual({
        file: { ...first.data, url: expect.any(String), thumb_url: expect.any(String) },
      });

      const dir = await mkdir(0, '覆盖目标');
      const replaced = await upload(
        { name: '新名字.png', data },
        { fields: { replace: '1', dir_id: String(dir.data.id) } },
      );
      expect(replaced.code).toBe(0);
      expect(replaced.data).toMatchObject({
        fid: first.data.fid,
        name: '新名字.png',
        dir_id: dir.data.id,
      });
      expect(await storedObjects()).toBe(stored);
      const named = await list(`name=${encodeURIComponent('原图')}`);
      expect(named.data.page_info.total_number).toBe(0);
    });

    it('finds duplicates among the files the uploader can see, and replaces only their own', async () => {
      const data = await plainPng(90, 90, 33);
      const privateFirst = await upload({ name: '私有原图.png', data });
      const elsewhere = await upload(
        { name: '他人副本.png', data },
        { token: otherDesigner.token },
      );
      expect(elsewhere.code).toBe(0);
      expect(elsewhere.data.fid).not.toBe(privateFirst.data.fid);

      const shared = await plainPng(90, 90, 34);
      const publicFirst = await upload(
        { name: '公共图.png', data: shared },
        { token: otherDesigner.token, fields: { is_public: '1' } },
      );
      const taken = await upload(
        { name: '想覆盖.png', data: shared },
        { fields: { replace: '1' } },
      );
      expect(taken.code).toBe(ERROR_CODES.MATERIAL_NOT_OWNER.code);
      const unchanged = await list(
        `designer=${otherDesigner.id}&name=${encodeURIComponent('公共图')}`,
      );
      expect(unchanged.data.list.map((f) => f.fid)).toEqual([publicFirst.data.fid]);
    });

    it('refuses an image it cannot read, naming the file, and keeps nothing', async () => {
      const before = await list('per_page=1');
      const stored = await storedObjects();
      const png = await plainPng(100, 100, 10);
      const res = await upload({ name: '坏图.png', data: png.subarray(0, png.length - 40) });
      expect(res.code).toBe(ERROR_CODES.MATERIAL_IMAGE_UNREADABLE.code);
      expect(res.message).toBe('坏图.png 解析失败，可能图片格式不正确');
      const text = await upload({ name: '说明.jpg', data: Buffer.from('不是图片') });
      expect(text.message).toBe('说明.jpg 解析失败，可能图片格式不正确');
      expect((await list('per_page=1')).data.page_info.total_number).toBe(
        before.data.page_info.total_number,
      );
      expect(await storedObjects()).toBe(stored);
    });

    it('keeps an image only the larger media take, and refuses one no medium takes', async () => {
      const big = await noisePng(800, 800);
      const kept = await upload({ name: '大图.png', data: big });
      expect(kept.code).toBe(0);
      expect(kept.data.media).toEqual(['kuaishou', 'tencent']);

      const stored = await storedObjects();
      const huge = await noisePng(2000, 1800);
      const refused = await upload({ name: '超大图.png', data: huge });
      expect(refused.code).toBe(ERROR_CODES.MATERIAL_REJECTED.code);
      expect(refused.message).toBe(
        '超大图.png 无法上传：巨量引擎图片不能超过 1.5 MB；磁力引擎图片不能超过 2 MB；腾讯广告图片不能超过 10 MB',
      );
      expect(await storedObjects()).toBe(stored);
    });

    it('keeps an mp4 as a video measured from its boxes, leaving unknown measures null', async () => {
      const res = await upload({
        name: '片头.mp4',
        data: mp4Video({ seconds: 15.5, width: 720, height: 1280 }),
      });
      expect(res.code).toBe(0);
      expect(res.data).toMatchObject({
        type: 'video',
        format: 'mp4',
        width: 720,
        height: 1280,
        duration: 15.5,
        thumb_url: null,
        media: ['bytedance', 'kuaishou', 'tencent'],
      });
      const video = await t.app.inject({
        method: 'GET',
        url: res.data.url,
        headers: { range: 'bytes=-16' },
      });
      expect(video.statusCode).toBe(206);
      expect(video.headers['content-type']).toBe('video/mp4');
      expect(video.rawPayload.length).toBe(16);

      const unmeasured = await upload({ name: '无信息.mp4', data: mp4() });
      expect(unmeasured.data).toMatchObject({
        type: 'video',
        width: null,
        height: null,
        duration: null,
      });
    });
  });

  if (storage === 'local') {
    describe('listing', () => {
      it('filters by type, folder, designer, game and name, sorts and pages', async () => {
        const dir = await mkdir(0, '列表测试');
        const inDir = { dir_id: String(dir.data.id) };
        const a = await upload(
          { name: 'list-a.png', data: await plainPng(10, 10, 1) },
          { fields: inDir },
        );
        const b = await upload(
          { name: 'list-b.png', data: await plainPng(40, 40, 2) },
          { fields: inDir },
        );
        const v = await upload({ name: 'list-v.mp4', data: mp4() }, { fields: inDir });
        const shared = await upload(
          { name: 'list-shared.png', data: await plainPng(20, 20, 3) },
          {
            token: otherDesigner.token,
            fields: { ...inDir, is_public: '1', gad_cfg_game_id: '0' },
          },
        );
        const hidden = await upload(
          { name: 'list-hidden.png', data: await plainPng(20, 20, 4) },
          { token: otherDesigner.token, fields: inDir },
        );
        expect(names(await list(`dir_id=${dir.data.id}&sort=name&order=asc`))).toEqual([
          'list-a.png',
          'list-b.png',
          'list-shared.png',
          'list-v.mp4',
        ]);
        expect(names(await list(`dir_id=${dir.data.id}&type=video`))).toEqual(['list-v.mp4']);
        expect(names(await list(`dir_id=${dir.data.id}&designer=${otherDesigner.id}`))).toEqual([
          'list-shared.png',
        ]);
        expect(names(await list(`name=list-&sort=size&order=desc&type=image`))[0]).toBe(
          'list-b.png',
        );
        const paged = await list(`dir_id=${dir.data.id}&sort=name&order=asc&per_page=2&page=2`);
        expect(names(paged)).toEqual(['list-shared.png', 'list-v.mp4']);
        expect(paged.data.page_info).toEqual({
          page: 2,
          per_page: 2,
          total_number: 4,
          total_page: 2,
        });
        // The admin sees every file, private ones included.
        expect(
          names(await list(`dir_id=${dir.data.id}&designer=${otherDesigner.id}`, rootToken)),
        ).toEqual(expect.arrayContaining(['list-shared.png', 'list-hidden.png']));
        expect([a, b, v, shared, hidden].every((r) => r.code === 0)).toBe(true);
      });

      it('filters by game and refuses a game that does not exist', async () => {
        await t.database.db.insert(games).values({ gadCfgGameId: 5151, gameName: '素材测试游戏' });
        const tagged = await upload(
          { name: 'game-tagged.png', data: await plainPng(12, 12, 5) },
          { fields: { gad_cfg_game_id: '5151' } },
        );
        expect(tagged.data.gad_cfg_game_id).toBe(5151);
        expect(names(await list('gad_cfg_game_id=5151'))).toEqual(['game-tagged.png']);

        const unknown = await upload(
          { name: 'nogame.png', data: await plainPng(12, 12, 11) },
          { fields: { gad_cfg_game_id: '424242' } },
        );
        expect(unknown).toMatchObject({ code: ERROR_CODES.NOT_FOUND.code, message: '游戏不存在' });
      });
    });

    describe('changes and abilities', () => {
      it('renames and moves only the caller’s own files', async () => {
        const mine = await upload({ name: 'mine.png', data: await plainPng(16, 16, 6) });
        const theirs = await upload(
          { name: 'theirs.png', data: await plainPng(16, 16, 7) },
          { token: otherDesigner.token, fields: { is_public: '1' } },
        );
        const rename = (fid: number, name: string) =>
          t.call<MaterialFile>({
            method: 'POST',
            url: '/api/material/file/rename',
            payload: { fid, new_name: name },
            token: designer.token,
          });
        expect((await rename(mine.data.fid, '改名.png')).data.name).toBe('改名.png');
        expect((await rename(theirs.data.fid, '抢走.png')).code).toBe(
          ERROR_CODES.MATERIAL_NOT_OWNER.code,
        );

        const dir = await mkdir(0, '移动目标');
        const move = (fids: number[]) =>
          t.call<{ moved: number }>({
            method: 'POST',
            url: '/api/material/file/move',
            payload: { fids, new_parent_id: dir.data.id },
            token: designer.token,
          });
        expect((await move([mine.data.fid, theirs.data.fid])).code).toBe(
          ERROR_CODES.MATERIAL_NOT_OWNER.code,
        );
        expect((await list(`dir_id=${dir.data.id}`)).data.list).toEqual([]);
        expect((await move([mine.data.fid])).data).toEqual({ moved: 1 });
        expect(names(await list(`dir_id=${dir.data.id}`))).toEqual(['改名.png']);
      });

      it('refuses every call to a user without the library ability, storing nothing', async () => {
        const stored = await storedObjects();
        const denied = await upload(
          { name: 'x.png', data: await plainPng(8, 8, 9) },
          { token: outsiderToken },
        );
        expect(denied.code).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
        expect((await list('', outsiderToken)).code).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
        expect((await mkdir(0, '越权', outsiderToken)).code).toBe(
          ERROR_CODES.ABILITY_REQUIRED.code,
        );
        expect(await storedObjects()).toBe(stored);
      });
    });

    function names(res: { data: MaterialListData }) {
      return res.data.list.map((f) => f.name);
    }
  }
});
