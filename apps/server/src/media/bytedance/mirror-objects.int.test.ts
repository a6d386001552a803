import { oceanengine } from '@toufang/media-wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaMirrorReader, ObjectPage, ObjectResource } from '../media-mirror-types';
import {
  authorizeOnPage,
  createTestMedia,
  REDIRECT_URI,
  startSandbox,
  type RunningSandbox,
  type TestMedia,
} from '../testing/sandbox-fixture';
import { createBytedanceMirrorReader } from './mirror-reader';

// Ocean Engine object reads against the media sandbox over real HTTP (reference §1.6–§1.8):
// complete paging, incremental listing by modify time, id filters, mapped statuses and money.

let running: RunningSandbox;
let media: TestMedia;
let reader: MediaMirrorReader;
/** Pages of 7 items, so that an advertiser's 10 projects and 30 promotions span several pages. */
let smallPages: MediaMirrorReader;
let token: string;
let advertiserId: string;

const state = () => running.sandbox.state.oceanengine;
const projectsOf = () => state().projects.listByAdvertiser(Number(advertiserId));
const promotionsOf = () => state().promotions.listByAdvertiser(Number(advertiserId));
const live = <T extends { sim?: { deletedAt?: number } }>(records: readonly T[]) =>
  records.filter((r) => r.sim?.deletedAt === undefined);

/** `promotion_id:material_id` of every video and image of the advertiser's promotions. */
function sandboxCreativeIds(): string[] {
  return promotionsOf().flatMap((p) => {
    const m = p.wire.promotion_materials;
    const ids = [
      ...(m.video_material_list ?? []).map((v) => v.material_id),
      ...(m.image_material_list ?? []).flatMap((g) => g.images.map((i) => i.material_id)),
    ];
    return ids.map((id) => `${p.id}:${String(id)}`);
  });
}

async function collect<R extends ObjectResource>(
  pages: AsyncIterable<ObjectPage<R>>,
): Promise<ObjectPage<R>['rows']> {
  const rows: ObjectPage<R>['rows'] = [];
  for await (const page of pages) rows.push(...page.rows);
  return rows;
}

const list = <R extends ObjectResource>(
  resource: R,
  options: Parameters<MediaMirrorReader['listObjects']>[3],
  via: MediaMirrorReader = reader,
) => collect(via.listObjects(resource, token, advertiserId, options));

const sorted = (ids: readonly string[]) => [...ids].sort();
const floorSecond = (at: Date) => Math.floor(at.getTime() / 1000) * 1000;

beforeAll(async () => {
  running = await startSandbox();
  media = createTestMedia(running);
  const page = await authorizeOnPage(media.adapters.bytedance, 'mirror-objects', (offered) =>
    offered.filter((a) => a.plain).slice(0, 1),
  );
  token = (await media.adapters.bytedance.exchangeCode(page.code, REDIRECT_URI)).accessToken;
  advertiserId = page.granted[0] ?? '';
  reader = createBytedanceMirrorReader({ client: media.client });
  smallPages = createBytedanceMirrorReader({ client: media.client }, { objectPageSize: 7 });
});
afterAll(async () => {
  await running.close();
});

describe('bytedance mirror reader: objects', () => {
  it('pages through every project, promotion and promotion material of the advertiser', async () => {
    const sent = media.requests.length;
    const campaigns = await list('campaigns', { modifiedSince: null }, smallPages);
    const ads = await list('ads', { modifiedSince: null }, smallPages);
    const creatives = await list('creatives', { modifiedSince: null }, smallPages);

    expect(sorted(campaigns.map((r) => r.campaignId))).toEqual(
      sorted(projectsOf().map((p) => String(p.id))),
    );
    expect(sorted(ads.map((r) => r.adId))).toEqual(sorted(promotionsOf().map((p) => String(p.id))));
    expect(sorted(creatives.map((r) => r.creativeId))).toEqual(sorted(sandboxCreativeIds()));
    const projectPages = media.requests
      .slice(sent)
      .filter((url) => url.includes('/v3.0/project/list/'));
    expect(projectPages.length).toBe(Math.ceil(projectsOf().length / 7));

    for (const row of [...campaigns, ...ads, ...creatives]) {
      expect(row.advertiserId).toBe(advertiserId);
      expect(row.status).not.toBe('unknown');
      expect(row.mediumModifiedAt).toBeInstanceOf(Date);
    }
    const byPromotion = new Map(promotionsOf().map((p) => [String(p.id), p]));
    for (const ad of ads) {
      expect(ad.campaignId).toBe(String(byPromotion.get(ad.adId)?.parentId));
    }
  });

  it('converts the budgets and bids of the sandbox objects from yuan to 分', async () => {
    const campaigns = await list('campaigns', { modifiedSince: null });
    const ads = await list('ads', { modifiedSince: null });
    const fen = (yuan: number | undefined) => (yuan === undefined ? null : Math.round(yuan * 100));
    let limited = 0;
    for (const project of projectsOf()) {
      const row = campaigns.find((r) => r.campaignId === String(project.id));
      const setting = project.wire.delivery_setting;
      expect(row?.budgetMode).toBe(setting.budget_mode);
      if (setting.budget_mode === 'BUDGET_MODE_DAY') {
        limited += 1;
        expect(row?.budget).toBe(fen(setting.budget));
      } else expect(row?.budget).toBeNull();
      expect(row?.cpaBid ?? null).toBe(fen(setting.cpa_bid));
      expect(row?.scheduleTime ?? null).toBe(setting.schedule_time ?? null);
      expect(row?.raw).toMatchObject({ project_id: String(project.id), name: project.wire.name });
    }
    expect(limited).toBeGreaterThan(0);
    const manual = new Set(
      projectsOf()
        .filter((p) =>
          ['PRICING_CPC', 'PRICING_CPM'].includes(p.wire.delivery_setting.pricing ?? ''),
        )
        .map((p) => p.id),
    );
    for (const promotion of promotionsOf()) {
      const row = ads.find((r) => r.adId === String(promotion.id));
      expect(row?.budget ?? null).toBe(fen(promotion.wire.budget));
      // A CPC/CPM promotion's price comes as `bid`, an oCPX one's target cost as `cpa_bid`.
      const price = fen(promotion.wire.cpa_bid);
      const isManual = manual.has(promotion.parentId ?? 0n);
      expect(row?.bid ?? null).toBe(isManual ? price : null);
      expect(row?.cpaBid ?? null).toBe(isManual ? null : price);
      if (promotion.wire.budget !== undefined) expect(row?.budgetMode).toBe('BUDGET_MODE_DAY');
    }
    expect(manual.size).toBeGreaterThan(0);
  });

  it('lists only what was modified after a time, read by modify day', async () => {
    const since = new Date();
    const project = live(projectsOf())[0];
    const promotion = live(promotionsOf()).find((p) => p.parentId !== project?.id);
    if (!project || !promotion) throw new Error('the seeded advertiser has no live objects');
    const flip = (opt: string) => (opt === 'ENABLE' ? 'DISABLE' : 'ENABLE');
    const write = { medium: 'bytedance', method: 'POST', effect: 'write', token } as const;
    await media.client.call({
      ...write,
      path: 'v3.0/project/status/update/',
      params: {
        advertiser_id: Number(advertiserId),
        data: [{ project_id: project.id, opt_status: flip(project.wire.opt_status) }],
      },
      data: oceanengine.ProjectWriteResultSchema,
    });
    await media.client.call({
      ...write,
      path: 'v3.0/promotion/status/update/',
      params: {
        advertiser_id: Number(advertiserId),
        data: [{ promotion_id: promotion.id, opt_status: flip(promotion.wire.opt_status) }],
      },
      data: oceanengine.PromotionWriteResultSchema,
    });

    const sent = media.requests.length;
    const campaigns = await list('campaigns', { modifiedSince: since });
    const ads = await list('ads', { modifiedSince: since });
    const creatives = await list('creatives', { modifiedSince: since });

    const changed = campaigns.find((r) => r.campaignId === String(project.id));
    expect(changed?.optStatus).toBe(flip(project.wire.opt_status));
    expect(ads.map((r) => r.adId)).toContain(String(promotion.id));
    expect(campaigns.length).toBeLessThan(projectsOf().length);
    expect(ads.length).toBeLessThan(promotionsOf().length);
    expect(
      creatives.filter((r) => r.adId === String(promotion.id)).map((r) => r.creativeId),
    ).toEqual(sandboxCreativeIds().filter((id) => id.startsWith(`${promotion.id}:`)));
    for (const row of [...campaigns, ...ads, ...creatives]) {
      expect(row.mediumModifiedAt?.getTime()).toBeGreaterThanOrEqual(floorSecond(since));
    }
    const queries = media.requests.slice(sent).map((url) => decodeURIComponent(url));
    expect(queries.some((q) => q.includes('"project_modify_time"'))).toBe(true);
    expect(queries.some((q) => q.includes('"promotion_modify_time"'))).toBe(true);
  });

  it.each([
    ['two days back, one query per day', 2],
    ['three weeks back, one full listing', 21],
  ])('lists exactly what a full listing shows modified since %s', async (_name, days) => {
    const since = new Date(Date.now() - days * 86_400_000);
    for (const resource of ['campaigns', 'ads'] as const) {
      const all = await list(resource, { modifiedSince: null });
      const recent = await list(resource, { modifiedSince: since });
      const idOf = (r: (typeof all)[number]) => ('adId' in r ? r.adId : r.campaignId);
      expect(sorted(recent.map(idOf))).toEqual(
        sorted(
          all.filter((r) => (r.mediumModifiedAt?.getTime() ?? 0) >= floorSecond(since)).map(idOf),
        ),
      );
    }
  });

  it('reads only the ids asked for', async () => {
    const projectIds = projectsOf()
      .slice(0, 2)
      .map((p) => String(p.id));
    const promotionIds = promotionsOf()
      .slice(3, 6)
      .map((p) => String(p.id));
    const creativeIds = sandboxCreativeIds().slice(4, 6);
    const campaigns = await list('campaigns', { modifiedSince: null, ids: projectIds });
    const ads = await list('ads', { modifiedSince: null, ids: promotionIds });
    const creatives = await list('creatives', { modifiedSince: null, ids: creativeIds });
    expect(sorted(campaigns.map((r) => r.campaignId))).toEqual(sorted(projectIds));
    expect(sorted(ads.map((r) => r.adId))).toEqual(sorted(promotionIds));
    expect(sorted(creatives.map((r) => r.creativeId))).toEqual(sorted(creativeIds));
  });
});

describe('bytedance mirror reader: file library and account figures', () => {
  /** material_id → video_id / image id of every file the advertiser's promotions use. */
  function usedFiles(): Map<string, { type: 'video' | 'image'; fileId: string }> {
    const files = new Map<string, { type: 'video' | 'image'; fileId: string }>();
    for (const p of promotionsOf()) {
      const m = p.wire.promotion_materials;
      for (const v of m.video_material_list ?? [])
        files.set(String(v.material_id), { type: 'video', fileId: v.video_id });
      for (const i of (m.image_material_list ?? []).flatMap((g) => g.images))
        files.set(String(i.material_id), { type: 'image', fileId: i.image_id });
    }
    return files;
  }

  it('pages through the image and video library, every file the promotions use', async () => {
    const sent = media.requests.length;
    const rows = await list('materials', { modifiedSince: null }, smallPages);
    const used = usedFiles();
    expect(sorted(rows.map((r) => r.materialId))).toEqual(sorted([...used.keys()]));

    for (const row of rows) {
      const raw = row.raw as Record<string, string | number>;
      expect(row.advertiserId).toBe(advertiserId);
      expect(row.materialType).toBe(used.get(row.materialId)?.type);
      expect(row.fileId).toBe(used.get(row.materialId)?.fileId);
      expect(row.md5).toMatch(/^[0-9a-f]{32}$/);
      expect(row.width).toBeGreaterThan(0);
      expect(row.height).toBeGreaterThan(0);
      expect(row.sizeBytes).toBeGreaterThan(0);
      expect(row.name).not.toBe('');
      expect(row.url).toMatch(/^https:\/\//);
      expect(row.mediumCreatedAt).toBeInstanceOf(Date);
      expect(row.mediumModifiedAt).toEqual(row.mediumCreatedAt);
      if (row.materialType === 'video') {
        expect(row.url).toBe(raw.video_url);
        expect(row.coverUrl).toBe(raw.poster_url);
        expect(row.durationMs).toBe(Math.round(Number(raw.duration) * 1000));
        expect(row.durationMs).toBeGreaterThan(0);
      } else {
        expect(row.coverUrl).toBeNull();
        expect(row.durationMs).toBeNull();
      }
    }
    // Each file was uploaded before the first promotion that uses it.
    const firstUse = new Map<string, number>();
    for (const p of promotionsOf()) {
      for (const id of sandboxCreativeIds().filter((c) => c.startsWith(`${p.id}:`))) {
        const materialId = id.split(':')[1] ?? '';
        firstUse.set(materialId, Math.min(firstUse.get(materialId) ?? Infinity, p.createdAt));
      }
    }
    for (const row of rows) {
      expect(row.mediumCreatedAt?.getTime()).toBeLessThanOrEqual(firstUse.get(row.materialId) ?? 0);
    }
    const pagesOf = (path: string) =>
      media.requests.slice(sent).filter((url) => url.includes(path)).length;
    const videos = rows.filter((r) => r.materialType === 'video').length;
    expect(pagesOf('/2/file/video/get/')).toBe(Math.ceil(videos / 7));
    expect(pagesOf('/2/file/image/get/')).toBe(Math.max(1, Math.ceil((rows.length - videos) / 7)));
  });

  it('lists exactly the files a full listing shows uploaded since a time, by upload day', async () => {
    const all = await list('materials', { modifiedSince: null });
    const times = all.map((r) => r.mediumCreatedAt?.getTime() ?? 0).sort((a, b) => b - a);
    const since = new Date(times[Math.min(5, times.length - 1)] ?? 0);
    const sent = media.requests.length;
    const recent = await list('materials', { modifiedSince: since });
    expect(recent.length).toBeLessThan(all.length);
    expect(sorted(recent.map((r) => r.materialId))).toEqual(
      sorted(
        all
          .filter((r) => (r.mediumCreatedAt?.getTime() ?? 0) >= since.getTime())
          .map((r) => r.materialId),
      ),
    );
    const queries = media.requests.slice(sent).map((url) => decodeURIComponent(url));
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((q) => q.includes('"start_time"') && q.includes('"end_time"'))).toBe(true);
  });

  it('reads only the files asked for', async () => {
    const used = [...usedFiles()];
    const ids = [
      ...used.filter(([, f]) => f.type === 'video').slice(0, 2),
      ...used.filter(([, f]) => f.type === 'image').slice(0, 1),
    ].map(([id]) => id);
    const rows = await list('materials', { modifiedSince: null, ids });
    expect(sorted(rows.map((r) => r.materialId))).toEqual(sorted(ids));
  });

  it('reads the account name, status, balance and a limited or unlimited day budget in 分', async () => {
    const id = Number(advertiserId);
    const original = state().advertisers.get(id).dailyBudget;
    try {
      for (const dailyBudget of [1_234_567, 0]) {
        state().advertisers.update(id, { dailyBudget });
        const figures = await reader.accountFigures(token, advertiserId);
        const account = state().advertisers.get(id);
        expect(figures).toEqual({
          name: account.name,
          balance: account.balance,
          budgetMode: dailyBudget === 0 ? 'BUDGET_MODE_INFINITE' : 'BUDGET_MODE_DAY',
          budget: dailyBudget === 0 ? null : dailyBudget,
          rawStatus: 'STATUS_ENABLE',
        });
      }
    } finally {
      state().advertisers.update(id, { dailyBudget: original });
    }
  });
});
