import { ERROR_CODES, type MaterialOverview } from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisers, creatives, materialFiles, materialPushes, statsDaily } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import type { DeliveryLevel, Medium } from '../../lib/media-mirror';
import { createUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';

// 素材概览 through HTTP on a test database: files of two designers made and reviewed on known
// days, pushed to accounts of the three media, the mirror's stats seeded by hand. The range is
// 2026-03-01 … 03-07 (China days); the clock's today is after it.

const TODAY = '2026-03-10';
const RANGE = '?start_date=2026-03-01&end_date=2026-03-07';
/** A China day's 10:00 as an instant. */
const at = (day: string) => new Date(`${day}T10:00:00+08:00`);

let t: TestApp;
let designerA: { id: number; token: string };
let designerB: { id: number; token: string };
let outsider: string;
let root: string;
let rising: number;
let rejected: number;
let publicB: number;

async function signIn(abilities: string[]) {
  const user = await createUser(t.database.db, { abilities });
  return { id: user.id, token: await t.login(user.username, user.password) };
}

const overview = (token: string, query = RANGE) =>
  t.call<MaterialOverview>({ method: 'GET', url: `/api/dashboard/material${query}`, token });

async function insertFile(
  name: string,
  by: number,
  made: string,
  review: { status: 'pending' | 'approved' | 'rejected'; on?: string },
  extra: { isPublic?: boolean; gadCfgGameId?: number } = {},
): Promise<number> {
  const [row] = await t.database.db
    .insert(materialFiles)
    .values({
      name,
      kind: 'video',
      format: 'mp4',
      md5: `${name}-md5`,
      sha256: `${name}-sha256`,
      sizeBytes: 1024,
      media: ['bytedance', 'kuaishou', 'tencent'],
      isPublic: extra.isPublic ?? false,
      gadCfgGameId: extra.gadCfgGameId ?? null,
      createdBy: by,
      reviewStatus: review.status,
      reviewedAt: review.on ? at(review.on) : null,
      createdAt: at(made),
    })
    .returning({ id: materialFiles.id });
  if (!row) throw new Error('no file inserted');
  return row.id;
}

const push = (fileId: number, medium: Medium, advertiserId: string, mid: string, on: string) => ({
  fileId,
  md5: 'x',
  medium,
  advertiserId,
  status: 'succeeded' as const,
  mediaFileId: mid,
  mediaMaterialId: mid,
  createdAt: at(on),
});

const stat = (
  medium: Medium,
  level: DeliveryLevel,
  objectId: string,
  advertiserId: string,
  statDate: string,
  cost: number,
  conversions: number,
) => ({ medium, level, objectId, advertiserId, statDate, cost, conversions });

beforeAll(async () => {
  t = await createTestApp({ clock: new ManualClock(new Date(`${TODAY}T04:00:00Z`)) });
  designerA = await signIn(['dashboard:material']);
  designerB = await signIn(['dashboard:material']);
  outsider = (await signIn(['material:list'])).token;
  root = await t.login(ROOT_USER.username, ROOT_USER.password);
  const db = t.database.db;
  // A's files: one whose cost per conversion doubles with age, one rejected; B's: a public file
  // of game 1001 waiting for review, a private one A does not see, and an old one.
  rising = await insertFile('A的视频一', designerA.id, '2026-03-01', {
    status: 'approved',
    on: '2026-03-02',
  });
  rejected = await insertFile('A的视频二', designerA.id, '2026-03-05', {
    status: 'rejected',
    on: '2026-03-06',
  });
  publicB = await insertFile(
    'B的公开视频',
    designerB.id,
    '2026-03-03',
    { status: 'pending' },
    { isPublic: true, gadCfgGameId: 1001 },
  );
  const privateB = await insertFile('B的私有视频', designerB.id, '2026-03-03', {
    status: 'approved',
    on: '2026-03-04',
  });
  await insertFile('旧视频', designerA.id, '2026-02-20', { status: 'approved', on: '2026-02-21' });

  // A authorized b1, k1 and t1; b9 is no one's of theirs.
  await db.insert(advertisers).values([
    { medium: 'bytedance', advertiserId: 'b1', name: '巨量一号', authorizedBy: designerA.id },
    { medium: 'kuaishou', advertiserId: 'k1', name: '快手一号', authorizedBy: designerA.id },
    { medium: 'tencent', advertiserId: 't1', name: '腾讯一号', authorizedBy: designerA.id },
    { medium: 'bytedance', advertiserId: 'b9', name: '别人的' },
  ]);
  await db
    .insert(materialPushes)
    .values([
      push(rising, 'bytedance', 'b1', 'm1', '2026-03-01'),
      push(rising, 'bytedance', 'b9', 'm9', '2026-03-01'),
      push(rejected, 'tencent', 't1', 'vid2', '2026-03-05'),
      push(publicB, 'kuaishou', 'k1', 'photo3', '2026-03-03'),
      push(privateB, 'bytedance', 'b1', 'm4', '2026-03-03'),
    ]);
  await db.insert(creatives).values([
    { medium: 'tencent', creativeId: 'tc2', adId: 'g1', advertiserId: 't1', materialId: 'vid2' },
    { medium: 'kuaishou', creativeId: 'kc3', adId: 'u1', advertiserId: 'k1', materialId: 'photo3' },
  ]);
  await db.insert(statsDaily).values([
    // rising on b1, ages 0–3: 100 分 per conversion early, 200 later (+100 %).
    stat('bytedance', 4, 'm1', 'b1', '2026-03-01', 1_000, 10),
    stat('bytedance', 4, 'm1', 'b1', '2026-03-02', 1_000, 10),
    stat('bytedance', 4, 'm1', 'b1', '2026-03-03', 2_000, 10),
    stat('bytedance', 4, 'm1', 'b1', '2026-03-04', 2_000, 10),
    // After the range, and on an account out of A's scope.
    stat('bytedance', 4, 'm1', 'b1', '2026-03-09', 99_999, 1),
    stat('bytedance', 4, 'm9', 'b9', '2026-03-02', 44_444, 4),
    stat('tencent', 4, 'vid2', 't1', '2026-03-06', 5_000, 1),
    stat('kuaishou', 3, 'kc3', 'k1', '2026-03-04', 3_000, 30),
    stat('bytedance', 4, 'm4', 'b1', '2026-03-04', 8_000, 8),
  ]);
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/dashboard/material', () => {
  it('counts the files made in the range by day and designer, of the files the caller sees', async () => {
    const { code, data } = await overview(designerA.token);
    expect(code).toBe(0);
    expect(data.new_files.total).toBe(3);
    expect(data.new_files.days).toHaveLength(7);
    expect(data.new_files.days.filter((d) => d.count > 0)).toEqual([
      { date: '2026-03-01', count: 1 },
      { date: '2026-03-03', count: 1 },
      { date: '2026-03-05', count: 1 },
    ]);
    expect(data.new_files.designers.map((d) => [d.designer.id, d.count])).toEqual([
      [designerA.id, 2],
      [designerB.id, 1],
    ]);
  });

  it('works out the pass rate of the decisions taken in the range', async () => {
    const { data } = await overview(designerA.token);
    expect(data.review).toMatchObject({ approved: 1, rejected: 1, pass_rate: 0.5, pending: 1 });
    expect(data.review.designers).toEqual([
      expect.objectContaining({
        designer: expect.objectContaining({ id: designerA.id }),
        pass_rate: 0.5,
      }),
    ]);
  });

  it('ranks the files by cost and by conversions over the media, within the account scope', async () => {
    const { data } = await overview(designerA.token);
    expect(data.top_by_cost.map((r) => [r.file.fid, r.cost, r.conversions])).toEqual([
      [rising, 6_000, 40],
      [rejected, 5_000, 1],
      [publicB, 3_000, 30],
    ]);
    expect(data.top_by_conversions.map((r) => r.file.fid)).toEqual([rising, publicB, rejected]);
    expect(data.top_by_cost[0]?.conversion_cost).toBe(150);
  });

  it('shows cost per conversion by age since the first push and names the tiring files', async () => {
    const { data } = await overview(designerA.token);
    expect(data.fatigue.curve.map((p) => [p.age, p.cost, p.conversions])).toEqual([
      [0, 1_000, 10],
      // The second day of each: rising, the rejected file on t1, B's file on k1.
      [1, 1_000 + 5_000 + 3_000, 10 + 1 + 30],
      [2, 2_000, 10],
      [3, 2_000, 10],
    ]);
    expect(data.fatigue.files).toEqual([
      expect.objectContaining({
        file: expect.objectContaining({ fid: rising }),
        early_conversion_cost: 100,
        late_conversion_cost: 200,
        change: 1,
      }),
    ]);
  });

  it('narrows every figure to a designer and to a game', async () => {
    const byDesigner = (await overview(designerA.token, `${RANGE}&designer=${designerB.id}`)).data;
    expect(byDesigner.new_files.total).toBe(1);
    expect(byDesigner.review).toMatchObject({
      approved: 0,
      rejected: 0,
      pass_rate: null,
      pending: 1,
    });
    expect(byDesigner.top_by_cost.map((r) => r.file.fid)).toEqual([publicB]);
    const byGame = (await overview(designerA.token, `${RANGE}&gad_cfg_game_id=1001`)).data;
    expect(byGame.top_by_cost.map((r) => r.file.fid)).toEqual([publicB]);
    expect(byGame.fatigue.files).toEqual([]);
  });

  it('gives an administrator every file and account', async () => {
    const { data } = await overview(root);
    expect(data.new_files.total).toBe(4);
    expect(data.review).toMatchObject({ approved: 2, rejected: 1 });
    expect(data.top_by_cost.map((r) => [r.file.fid, r.cost])).toContainEqual([rising, 50_444]);
  });

  it('refuses a bad range in Chinese and needs dashboard:material', async () => {
    const reversed = await overview(designerA.token, '?start_date=2026-03-07&end_date=2026-03-01');
    expect(reversed.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(JSON.stringify(reversed.message)).toContain('结束日期不能早于开始日期');
    const badDesigner = await overview(designerA.token, `${RANGE}&designer=abc`);
    expect(badDesigner.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect((await overview(outsider)).code).toBe(ERROR_CODES.ABILITY_REQUIRED.code);
  });
});
