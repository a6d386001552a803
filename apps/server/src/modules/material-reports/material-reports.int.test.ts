import {
  ERROR_CODES,
  MATERIAL_MULTREPORT_MAX,
  MATERIAL_REPORT_FIELD_KEYS,
  type MaterialFileReportData,
  type MaterialMultReportData,
  type MaterialReportFieldsData,
  type MaterialReportListData,
} from '@toufang/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisers, creatives, materialFiles, materialPushes, statsDaily } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import type { DeliveryLevel, Medium } from '../../lib/media-mirror';
import { createUser } from '../../test/factories';
import { createTestApp, ROOT_USER, type TestApp } from '../../test/test-app';

// Material reports through HTTP on a test database: files pushed to accounts of the three media,
// the mirror's stats seeded by hand, and every figure checked against its sum worked out here.
// The range ends days before the clock's today: whole days only.

const TODAY = '2026-03-10';
const RANGE = 'sdate=2026-03-01&edate=2026-03-07';

let t: TestApp;
let operator: { id: number; token: string };
let stranger: { id: number; token: string };
let adminToken: string;
let shared: number;
let own: number;

async function signIn(abilities: string[]) {
  const user = await createUser(t.database.db, { abilities });
  return { id: user.id, token: await t.login(user.username, user.password) };
}

const get = <T>(url: string, token = operator.token) =>
  t.call<T>({ method: 'GET', url: `/api/material/${url}`, token });

async function insertFile(name: string, isPublic: boolean): Promise<number> {
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
      isPublic,
      createdBy: operator.id,
      reviewStatus: 'approved',
    })
    .returning({ id: materialFiles.id });
  if (!row) throw new Error('no file inserted');
  return row.id;
}

const push = (fileId: number, medium: Medium, advertiserId: string, mid: string) => ({
  fileId,
  md5: 'x',
  medium,
  advertiserId,
  status: 'succeeded' as const,
  mediaFileId: mid,
  mediaMaterialId: mid,
});

const stat = (
  medium: Medium,
  level: DeliveryLevel,
  objectId: string,
  advertiserId: string,
  statDate: string,
  m: { cost: number; impressions: number; clicks: number; conversions: number },
) => ({ medium, level, objectId, advertiserId, statDate, ...m });

beforeAll(async () => {
  t = await createTestApp({ clock: new ManualClock(new Date(`${TODAY}T04:00:00Z`)) });
  operator = await signIn(['material:list']);
  stranger = await signIn(['material:list']);
  adminToken = await t.login(ROOT_USER.username, ROOT_USER.password);
  shared = await insertFile('共享视频', true);
  own = await insertFile('自己的视频', false);
  const db = t.database.db;
  // The operator authorized b1, k1 and t1; b9 belongs to no one of theirs.
  await db.insert(advertisers).values([
    { medium: 'bytedance', advertiserId: 'b1', name: '巨量一号', authorizedBy: operator.id },
    { medium: 'kuaishou', advertiserId: 'k1', name: '快手一号', authorizedBy: operator.id },
    { medium: 'tencent', advertiserId: 't1', name: '腾讯一号', authorizedBy: operator.id },
    { medium: 'bytedance', advertiserId: 'b9', name: '别人的' },
  ]);
  await db
    .insert(materialPushes)
    .values([
      push(shared, 'bytedance', 'b1', 'm100'),
      push(shared, 'kuaishou', 'k1', 'photo1'),
      push(shared, 'tencent', 't1', 'vid1'),
      push(shared, 'bytedance', 'b9', 'm900'),
      push(own, 'bytedance', 'b1', 'm200'),
    ]);
  // Kuaishou reports creatives: two use the pushed photo, one another file. Tencent reports the
  // file itself; its creative's own row does not count for the file.
  await db.insert(creatives).values([
    { medium: 'kuaishou', creativeId: 'kc1', adId: 'u1', advertiserId: 'k1', materialId: 'photo1' },
    { medium: 'kuaishou', creativeId: 'kc2', adId: 'u1', advertiserId: 'k1', materialId: 'photo1' },
    { medium: 'kuaishou', creativeId: 'kc3', adId: 'u1', advertiserId: 'k1', materialId: 'other' },
    { medium: 'tencent', creativeId: 'tc1', adId: 'g1', advertiserId: 't1', materialId: 'vid1' },
  ]);
  const m = (cost: number, impressions: number, clicks: number, conversions: number) => ({
    cost,
    impressions,
    clicks,
    conversions,
  });
  await db.insert(statsDaily).values([
    stat('bytedance', 4, 'm100', 'b1', '2026-03-05', m(10_000, 1000, 50, 5)),
    stat('bytedance', 4, 'm100', 'b1', '2026-03-06', m(20_000, 2000, 100, 5)),
    // After the range.
    stat('bytedance', 4, 'm100', 'b1', '2026-03-09', m(99_999, 9999, 999, 99)),
    stat('kuaishou', 3, 'kc1', 'k1', '2026-03-05', m(3_000, 300, 30, 3)),
    stat('kuaishou', 3, 'kc2', 'k1', '2026-03-07', m(2_000, 200, 10, 1)),
    stat('kuaishou', 3, 'kc3', 'k1', '2026-03-05', m(77_777, 7777, 777, 77)),
    stat('tencent', 4, 'vid1', 't1', '2026-03-06', m(5_000, 500, 20, 1)),
    stat('tencent', 3, 'tc1', 't1', '2026-03-06', m(66_666, 6666, 666, 66)),
    stat('bytedance', 4, 'm900', 'b9', '2026-03-05', m(44_444, 4000, 40, 4)),
    stat('bytedance', 4, 'm200', 'b1', '2026-03-05', m(1_000, 100, 1, 0)),
  ]);
});

afterAll(async () => {
  await t.close();
});

// Shared file, operator's accounts: 10000 + 20000 + 3000 + 2000 + 5000 分; 1000 + 2000 + 300 +
// 200 + 500 shows; 50 + 100 + 30 + 10 + 20 clicks; 5 + 5 + 3 + 1 + 1 conversions.
const SHARED_TOTALS = {
  stat_cost: 400,
  show_cnt: 4000,
  click_cnt: 210,
  ctr: 5.25,
  convert_cnt: 15,
  conversion_cost: 26.67,
  cpm_platform: 100,
  cpc_platform: 1.9,
  convert_rate: 7.14,
};

describe('material/report/fields', () => {
  it('names every metric in Chinese', async () => {
    const res = await get<MaterialReportFieldsData>('report/fields');
    expect(res.data.fields.map((f) => f.key)).toEqual([...MATERIAL_REPORT_FIELD_KEYS]);
    expect(res.data.fields[0]).toMatchObject({ key: 'stat_cost', title: '消耗', format: 'money' });
  });
});

describe('material/file/report', () => {
  it('sums the stats of every medium and account the file was pushed to', async () => {
    const res = await get<MaterialFileReportData>(`file/report?fid=${shared}&${RANGE}`);
    expect(res.code).toBe(0);
    const data = res.data;
    expect(data).toMatchObject({ sdate: '2026-03-01', edate: '2026-03-07' });
    expect(data.totals).toMatchObject(SHARED_TOTALS);
    expect(
      Object.fromEntries(data.media.map((row) => [row.medium, row.metrics.stat_cost])),
    ).toEqual({ bytedance: 300, kuaishou: 50, tencent: 50 });
    expect(
      data.accounts.map((a) => [a.advertiser_id, a.advertiser_name, a.metrics.convert_cnt]),
    ).toEqual([
      ['b1', '巨量一号', 10],
      ['k1', '快手一号', 4],
      ['t1', '腾讯一号', 1],
    ]);
    expect(data.days).toHaveLength(7);
    const day = (d: string) => data.days.find((row) => row.date === d)?.metrics.stat_cost;
    expect([day('2026-03-01'), day('2026-03-05'), day('2026-03-06'), day('2026-03-07')]).toEqual([
      0, 130, 250, 20,
    ]);
  });

  it('counts an administrator in every account', async () => {
    const res = await get<MaterialFileReportData>(`file/report?fid=${shared}&${RANGE}`, adminToken);
    expect(res.data.totals.stat_cost).toBe(844.44);
    expect(res.data.accounts.map((a) => a.advertiser_id)).toContain('b9');
  });

  it("shows no stats of accounts outside the caller's data scope", async () => {
    const res = await get<MaterialFileReportData>(
      `file/report?fid=${shared}&${RANGE}`,
      stranger.token,
    );
    expect(res.data.totals.stat_cost).toBe(0);
    expect(res.data.accounts).toEqual([]);
  });

  it('answers not found for a private file of someone else', async () => {
    const res = await get(`file/report?fid=${own}&${RANGE}`, stranger.token);
    expect(res.code).toBe(ERROR_CODES.NOT_FOUND.code);
    expect(res.message).toBe('素材不存在');
  });

  it('refuses a reversed, over-long or impossible date range with its reason', async () => {
    for (const [range, message] of [
      ['sdate=2026-03-07&edate=2026-03-01', '开始日期不能晚于结束日期'],
      ['sdate=2024-01-01&edate=2026-03-01', '日期范围不能超过 366 天'],
      ['sdate=2026-02-30&edate=2026-03-01', '开始日期须为 YYYY-MM-DD 格式的日期'],
      ['edate=03/07/2026', '结束日期须为 YYYY-MM-DD 格式的日期'],
    ]) {
      const res = await get<unknown>(`file/report?fid=${shared}&${range}`);
      expect(res.code, range).toBe(ERROR_CODES.VALIDATION_FAILED.code);
      expect(JSON.stringify(res.message), range).toContain(message);
    }
  });
});

describe('material/report/list', () => {
  it('lists the visible files with their sums, sorted by a metric', async () => {
    const res = await get<MaterialReportListData>(`report/list?${RANGE}&sort=stat_cost&order=desc`);
    expect(res.data.list.map((row) => [row.file.fid, row.metrics.stat_cost, row.accounts])).toEqual(
      [
        [shared, 400, 3],
        [own, 10, 1],
      ],
    );
    expect(res.data.list[0]?.metrics).toMatchObject(SHARED_TOTALS);
    const asc = await get<MaterialReportListData>(`report/list?${RANGE}&sort=ctr&order=asc`);
    // Own file: 1 click / 100 shows = 1%; shared: 5.25%.
    expect(asc.data.list.map((row) => [row.file.fid, row.metrics.ctr])).toEqual([
      [own, 1],
      [shared, 5.25],
    ]);
    expect(asc.data.page_info.total_number).toBe(2);
  });

  it('filters by keyword and pages', async () => {
    const res = await get<MaterialReportListData>(`report/list?${RANGE}&keyword=共享`);
    expect(res.data.list.map((row) => row.file.fid)).toEqual([shared]);
    const page = await get<MaterialReportListData>(`report/list?${RANGE}&per_page=1&page=2`);
    expect(page.data.list.map((row) => row.file.fid)).toEqual([own]);
    expect(page.data.page_info).toMatchObject({ total_number: 2, total_page: 2 });
  });

  it('filters by the library’s folder and tag', async () => {
    await t.database.db
      .update(materialFiles)
      .set({ tags: ['春节'] })
      .where(eq(materialFiles.id, shared));
    const tagged = await get<MaterialReportListData>(`report/list?${RANGE}&tag=春节`);
    expect(tagged.data.list.map((row) => row.file.fid)).toEqual([shared]);
    const root = await get<MaterialReportListData>(`report/list?${RANGE}&dir_id=0`);
    expect(root.data.page_info.total_number).toBe(2);
    const elsewhere = await get<MaterialReportListData>(`report/list?${RANGE}&dir_id=999`);
    expect(elsewhere.data.list).toEqual([]);
  });

  it('shows a stranger only the public file, without stats of accounts not theirs', async () => {
    const res = await get<MaterialReportListData>(`report/list?${RANGE}`, stranger.token);
    expect(res.data.list.map((row) => [row.file.fid, row.metrics.stat_cost, row.accounts])).toEqual(
      [[shared, 0, 0]],
    );
  });

  it('refuses an unknown sort metric', async () => {
    const res = await get(`report/list?${RANGE}&sort=nope`);
    expect(res.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(JSON.stringify(res.message)).toContain('无效的排序指标');
  });
});

describe('material/file/multreport', () => {
  const post = <T>(payload: object, token = operator.token) =>
    t.call<T>({ method: 'POST', url: '/api/material/file/multreport', payload, token });

  it('answers the totals of many files at once', async () => {
    const res = await post<MaterialMultReportData>({
      fids: [own, shared],
      sdate: '2026-03-01',
      edate: '2026-03-07',
    });
    expect(res.data.list.map((row) => [row.fid, row.metrics.stat_cost])).toEqual([
      [own, 10],
      [shared, 400],
    ]);
    expect(res.data.list[1]?.metrics).toMatchObject(SHARED_TOTALS);
  });

  it(`refuses more than ${MATERIAL_MULTREPORT_MAX} files with the limit named`, async () => {
    const fids = Array.from({ length: MATERIAL_MULTREPORT_MAX + 1 }, (_, i) => i + 1);
    const res = await post<unknown>({ fids });
    expect(res.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(JSON.stringify(res.message)).toContain(`一次最多查询 ${MATERIAL_MULTREPORT_MAX} 个素材`);
  });

  it('answers not found when one file is not visible', async () => {
    const res = await post({ fids: [shared, own] }, stranger.token);
    expect(res.code).toBe(ERROR_CODES.NOT_FOUND.code);
  });
});
