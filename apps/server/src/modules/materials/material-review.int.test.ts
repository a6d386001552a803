import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ERROR_CODES,
  type MaterialFile,
  type MaterialListData,
  type MaterialReviewedData,
  type MaterialReviewImageData,
  type MaterialReviewTasksData,
} from '@toufang/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock';
import { createUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

// The material review through HTTP (spec 002 §3 "Material review", §6, §7 `material/file/review`,
// `review/tasks`): assignment at upload, batch decisions, refusals, and the recorded reviewers.

// 12:00 in Shanghai: far from China midnight whatever the real clock says.
const START = new Date('2026-03-10T04:00:00Z');

let t: TestApp;
let dataDir: string;
let designer: { id: number; token: string };
let reviewerA: { id: number; token: string };
let reviewerB: { id: number; token: string };
let shade = 0;

async function signIn(abilities: string[]) {
  const user = await createUser(t.database.db, { abilities });
  return { id: user.id, token: await t.login(user.username, user.password) };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'material-review-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir }, clock: new ManualClock(START) });
  designer = await signIn(['material:list']);
  reviewerA = await signIn(['material:list', 'material:file:list']);
  reviewerB = await signIn(['material:file:list']);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function png() {
  shade += 1;
  return sharp({
    create: { width: 24, height: 24, channels: 3, background: { r: shade, g: 40, b: 200 } },
  })
    .png()
    .toBuffer();
}

async function multipart(url: string, fields: Record<string, string>, data: Buffer, token: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([data]), `f${shade}.png`);
  const request = new Request('http://platform.test/', { method: 'POST', body: form });
  return t.call<unknown>({
    method: 'POST',
    url,
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
    token,
  });
}

async function upload(fields: Record<string, string> = {}): Promise<MaterialFile> {
  const res = await multipart('/api/material/file/upload', fields, await png(), designer.token);
  expect(res.code).toBe(0);
  return res.data as MaterialFile;
}

const review = (payload: object, token = reviewerA.token) =>
  t.call<MaterialReviewedData>({
    method: 'POST',
    url: '/api/material/file/review',
    payload,
    token,
  });
const tasks = (query: string, token = reviewerA.token) =>
  t.call<MaterialReviewTasksData>({
    method: 'GET',
    url: `/api/material/file/review/tasks?${query}`,
    token,
  });
/** The file as its designer sees it in the library. */
async function inLibrary(fid: number): Promise<MaterialFile | undefined> {
  const res = await t.call<MaterialListData>({
    method: 'GET',
    url: '/api/material/file/list?per_page=100',
    token: designer.token,
  });
  return res.data.list.find((f) => f.fid === fid);
}

describe('material review', () => {
  it('starts every upload pending, assigned to the least loaded reviewer', async () => {
    const first = await upload();
    const second = await upload();
    expect(first.review_status).toBe('pending');
    expect(first.reviewer?.id).toBe(reviewerA.id);
    expect(second.reviewer?.id).toBe(reviewerB.id);
    expect(first.reviewed_by).toBeNull();
    expect(first.push_refusal).toBe('素材待审核，审核通过后才能推送');

    const mine = await tasks('scope=mine&review_status=pending', reviewerB.token);
    expect(mine.data.list.map((f) => f.fid)).toContain(second.fid);
    expect(mine.data.list.map((f) => f.fid)).not.toContain(first.fid);
    expect(mine.data.mine_pending).toBeGreaterThanOrEqual(1);
  });

  it('approves many files at once, recording the reviewer and the actual reviewer', async () => {
    const a = await upload();
    const b = await upload();
    const res = await review({ file_ids: [a.fid, b.fid], review_status: 'approved' });
    expect(res).toMatchObject({ code: 0, data: { reviewed: 2 } });

    for (const file of [a, b]) {
      const seen = await inLibrary(file.fid);
      expect(seen).toMatchObject({
        review_status: 'approved',
        reject_reason: null,
        reviewer: { id: file.reviewer?.id },
        reviewed_by: { id: reviewerA.id },
        reviewed_at: START.toISOString(),
        push_refusal: null,
      });
    }
    // One of the two was assigned to B: A decided in B's place, B stays its reviewer.
    expect(new Set([a.reviewer?.id, b.reviewer?.id])).toEqual(
      new Set([reviewerA.id, reviewerB.id]),
    );
  });

  it('rejects with a reason and a screenshot the designer sees', async () => {
    const file = await upload();
    const image = await multipart(
      '/api/material/file/review/image',
      {},
      await png(),
      reviewerA.token,
    );
    expect(image.code).toBe(0);
    const { reject_image: key, url } = image.data as MaterialReviewImageData;
    const res = await review({
      file_ids: [file.fid],
      review_status: 'rejected',
      reject_reason: '  画面含有未授权的人物 ',
      reject_image: key,
    });
    expect(res.code).toBe(0);

    const seen = await inLibrary(file.fid);
    expect(seen).toMatchObject({
      review_status: 'rejected',
      reject_reason: '画面含有未授权的人物',
      push_refusal: '素材已驳回，修改并重新审核通过后才能推送',
    });
    expect(seen?.reject_image_url).toBe(url);
    const shot = await t.app.inject({ method: 'GET', url: seen?.reject_image_url ?? '' });
    expect(shot.statusCode).toBe(200);
    expect(shot.headers['content-type']).toBe('image/webp');

    // A later approval clears the reason and the screenshot.
    expect((await review({ file_ids: [file.fid], review_status: 'approved' })).code).toBe(0);
    expect(await inLibrary(file.fid)).toMatchObject({
      review_status: 'approved',
      reject_reason: null,
      reject_image_url: null,
    });
  });

  it('refuses a bad decision with a Chinese reason, changing nothing', async () => {
    const file = await upload();
    const cases: [object, string][] = [
      [{ review_status: 'rejected' }, '驳回时请填写驳回原因'],
      [{ review_status: 'rejected', reject_reason: '   ' }, '驳回时请填写驳回原因'],
      [{ review_status: 'rejected', reject_reason: '字'.repeat(201) }, '驳回原因不能超过 200 个字'],
      [{ review_status: 'pending' }, '审核结果只能是通过或驳回，不能设为「待审核」'],
      [{ review_status: 'passed' }, '审核结果无效，只能是通过（approved）或驳回（rejected）'],
      [
        { review_status: 'rejected', reject_reason: '模糊', reject_image: 'a'.repeat(64) },
        '驳回截图不存在，请重新上传',
      ],
      [{ review_status: 'rejected', reject_reason: '模糊', reject_image: 'x' }, '驳回截图无效'],
    ];
    for (const [body, message] of cases) {
      const res = await review({ file_ids: [file.fid], ...body });
      expect(res.code, message).toBe(ERROR_CODES.VALIDATION_FAILED.code);
      expect(JSON.stringify(res.message)).toContain(message);
    }
    expect((await review({ file_ids: [], review_status: 'approved' })).code).toBe(
      ERROR_CODES.VALIDATION_FAILED.code,
    );
    expect(await inLibrary(file.fid)).toMatchObject({
      review_status: 'pending',
      reviewed_by: null,
    });
  });

  it('changes none of a batch naming a file that is not there', async () => {
    const file = await upload();
    const res = await review({ file_ids: [file.fid, 987654], review_status: 'approved' });
    expect(res).toMatchObject({ code: ERROR_CODES.NOT_FOUND.code, message: '素材不存在' });
    expect((await inLibrary(file.fid))?.review_status).toBe('pending');
  });

  it('refuses callers without the review ability', async () => {
    const file = await upload();
    const refused = ERROR_CODES.ABILITY_REQUIRED.code;
    expect(
      (await review({ file_ids: [file.fid], review_status: 'approved' }, designer.token)).code,
    ).toBe(refused);
    expect((await tasks('', designer.token)).code).toBe(refused);
    const image = await multipart(
      '/api/material/file/review/image',
      {},
      await png(),
      designer.token,
    );
    expect(image.code).toBe(refused);
    expect((await inLibrary(file.fid))?.review_status).toBe('pending');
  });

  it('refuses a screenshot that is not an image', async () => {
    const res = await multipart(
      '/api/material/file/review/image',
      {},
      Buffer.from('not an image'),
      reviewerA.token,
    );
    expect(res.code).toBe(ERROR_CODES.MATERIAL_IMAGE_UNREADABLE.code);
  });

  it('sends a file back to review when its content is replaced', async () => {
    const file = await upload();
    await review({ file_ids: [file.fid], review_status: 'rejected', reject_reason: '尺寸不对' });
    const res = await multipart(
      '/api/material/file/upload',
      { fid: String(file.fid) },
      await png(),
      designer.token,
    );
    expect(res.code).toBe(0);
    const replaced = res.data as MaterialFile;
    expect(replaced).toMatchObject({
      fid: file.fid,
      name: file.name,
      review_status: 'pending',
      reject_reason: null,
      reviewed_by: null,
    });
    expect(replaced.md5).not.toBe(file.md5);
    const others = await multipart(
      '/api/material/file/upload',
      { fid: String(file.fid) },
      await png(),
      reviewerA.token,
    );
    expect(others.code).toBe(ERROR_CODES.NOT_FOUND.code);
  });

  it('filters the queue and counts each status', async () => {
    const tag = '春节活动';
    const tagged = await upload();
    const rejected = await upload();
    await t.call({
      method: 'POST',
      url: '/api/material/file/maketag',
      payload: { fids: [tagged.fid, rejected.fid], tags: [tag] },
      token: designer.token,
    });
    await review({ file_ids: [rejected.fid], review_status: 'rejected', reject_reason: '模糊' });

    const keyword = `keyword=${encodeURIComponent(tag)}`;
    const both = await tasks(`${keyword}&date_from=2026-03-10&date_to=2026-03-10`);
    expect(both.data.list.map((f) => f.fid)).toEqual([tagged.fid, rejected.fid]);
    expect(both.data.counts).toEqual({ pending: 1, approved: 0, rejected: 1 });
    expect((await tasks(`${keyword}&date_to=2026-03-09`)).data.list).toEqual([]);
    expect((await tasks(`${keyword}&date_from=2026-03-11`)).data.list).toEqual([]);

    expect((await tasks(`keyword=${encodeURIComponent('春节')}`)).data.list).toEqual([]);
    const byName = await tasks(`keyword=${encodeURIComponent(tagged.name)}`);
    expect(byName.data.list.map((f) => f.fid)).toEqual([tagged.fid]);

    const rejectedOnly = await tasks(
      `${keyword}&review_status=rejected&designer=${designer.id}&type=image`,
    );
    expect(rejectedOnly.data.list.map((f) => f.fid)).toEqual([rejected.fid]);
    expect(rejectedOnly.data.counts).toEqual({ pending: 1, approved: 0, rejected: 1 });
    expect((await tasks(`${keyword}&designer=${reviewerA.id}`)).data.list).toEqual([]);
    expect((await tasks('type=video')).data.list).toEqual([]);
    expect((await tasks('date_from=2026-3-1')).code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
  });
});
