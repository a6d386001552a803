import { hourToHalfHourMask, kuaishou } from '@toufang/media-wire';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { MediaMirrorReader, ObjectResource, ObjectRowsOf } from '../media-mirror-types';
import { admin } from '../testing/sandbox-fixture';
import { useMirrorSession } from './mirror-session';
import { createKuaishouMirrorReader } from './mirror-reader';

// The Kuaishou mirror reader's object lists against the media sandbox over real HTTP: every
// object of an advertiser page by page (programmatic creatives included), incremental and
// id-restricted listings, 厘 → 分 and 168 → 336 schedule cells.

const session = useMirrorSession('mirror-kuaishou-objects');
let reader: MediaMirrorReader;
beforeAll(() => {
  // Small pages, so every listing crosses several.
  reader = createKuaishouMirrorReader({ client: session.media.client }, { objectPageSize: 4 });
});

const state = () => session.running.sandbox.state.kuaishou;

async function listAll<R extends ObjectResource>(
  resource: R,
  options: Parameters<MediaMirrorReader['listObjects']>[3] = { modifiedSince: null },
): Promise<{ rows: ObjectRowsOf[R][]; pages: number }> {
  const rows: ObjectRowsOf[R][] = [];
  let pages = 0;
  for await (const page of reader.listObjects(
    resource,
    session.token,
    session.advertiserId,
    options,
  )) {
    pages += 1;
    rows.push(...page.rows);
  }
  return { rows, pages };
}

const sorted = (ids: readonly (string | number)[]) => ids.map(String).sort();

describe('Kuaishou mirror reader objects', () => {
  it('pages through every campaign, unit and creative the sandbox holds', async () => {
    const id = Number(session.advertiserId);
    const campaigns = await listAll('campaigns');
    expect(campaigns.pages).toBeGreaterThan(1);
    expect(sorted(campaigns.rows.map((r) => r.campaignId))).toEqual(
      sorted(
        state()
          .campaigns.listByAdvertiser(id)
          .map((c) => c.id),
      ),
    );
    const ads = await listAll('ads');
    expect(ads.pages).toBeGreaterThan(1);
    expect(sorted(ads.rows.map((r) => r.adId))).toEqual(
      sorted(
        state()
          .units.listByAdvertiser(id)
          .map((u) => u.id),
      ),
    );
    const creatives = await listAll('creatives');
    expect(creatives.pages).toBeGreaterThan(1);
    expect(sorted(creatives.rows.map((r) => r.creativeId))).toEqual(
      sorted(
        state()
          .creatives.listByAdvertiser(id)
          .map((c) => c.id),
      ),
    );
    for (const row of [...campaigns.rows, ...ads.rows, ...creatives.rows]) {
      expect(row.medium).toBe('kuaishou');
      expect(row.advertiserId).toBe(session.advertiserId);
      expect(row.status).not.toBe('unknown');
      expect(row.mediumModifiedAt).toBeInstanceOf(Date);
    }
    const units = new Map(ads.rows.map((r) => [r.adId, r]));
    for (const creative of creatives.rows) {
      expect(units.get(creative.adId)?.campaignId).toBe(creative.campaignId);
      expect(creative.materialId).toBeTruthy();
    }
  });

  it('converts budgets and bids from 厘 to 分 and widens hourly schedules to 336 cells', async () => {
    const { rows: campaigns } = await listAll('campaigns');
    for (const row of campaigns) {
      const wire = state().campaigns.get(Number(row.campaignId)).wire;
      if (wire.day_budget === 0) {
        expect(row).toMatchObject({ budgetMode: 'BUDGET_MODE_INFINITE', budget: null });
      } else {
        expect(row).toMatchObject({ budgetMode: 'BUDGET_MODE_DAY', budget: wire.day_budget / 10 });
      }
    }
    const { rows: ads } = await listAll('ads');
    let scheduled = 0;
    for (const row of ads) {
      const wire = state().units.get(Number(row.adId)).wire;
      expect(row.cpaBid).toBe(wire.cpa_bid === undefined ? null : wire.cpa_bid / 10);
      expect(row.bid).toBe(wire.bid === undefined ? null : wire.bid / 10);
      expect(row.budget).toBe(wire.day_budget ? wire.day_budget / 10 : null);
      if (wire.schedule_time) {
        scheduled += 1;
        expect(row.scheduleTime).toHaveLength(336);
        expect(row.scheduleTime).toBe(hourToHalfHourMask(wire.schedule_time));
      } else {
        expect(row.scheduleTime).toBeNull();
      }
    }
    expect(ads.some((r) => r.cpaBid !== null || r.bid !== null)).toBe(true);
    expect(scheduled).toBeGreaterThan(0);
  });

  it('lists only objects modified since a time, including a paused and a deleted one', async () => {
    const { rows: before } = await listAll('ads');
    // Delivering-side units: a unit in review shows 审核中 whatever its switch says.
    const [paused, deleted] = before.filter(
      (r) => !['deleted', 'in_audit', 'audit_denied'].includes(r.status ?? ''),
    );
    if (!paused || !deleted) throw new Error('two live units expected');
    const since = new Date();
    for (const [unitId, putStatus] of [
      [paused.adId, 2],
      [deleted.adId, 3],
    ] as const) {
      const { data } = await session.media.client.call({
        medium: 'kuaishou',
        method: 'POST',
        path: 'v1/ad_unit/update/status',
        params: {
          advertiser_id: Number(session.advertiserId),
          unit_ids: [Number(unitId)],
          put_status: putStatus,
        },
        data: kuaishou.UnitStatusUpdateDataSchema,
        effect: 'write',
        token: session.token,
      });
      expect(data.unit_ids).toEqual([Number(unitId)]);
    }
    const { rows: changed } = await listAll('ads', { modifiedSince: since });
    expect(changed.length).toBeLessThan(before.length);
    for (const row of changed) {
      expect(row.mediumModifiedAt?.getTime()).toBeGreaterThanOrEqual(
        Math.floor(since.getTime() / 1000) * 1000,
      );
    }
    expect(changed.find((r) => r.adId === paused.adId)).toMatchObject({
      optStatus: 'DISABLE',
      status: 'paused',
      rawStatus: '15',
    });
    expect(changed.find((r) => r.adId === deleted.adId)).toMatchObject({ status: 'deleted' });
    const { rows: all } = await listAll('ads');
    expect(all).toHaveLength(before.length);
  });

  it('reads the creatives of a programmatic package and rounds a 厘 bid half up to 分', async () => {
    const id = Number(session.advertiserId);
    const write = <T>(path: string, params: Record<string, unknown>, data: z.ZodType<T>) =>
      session.media.client
        .call({
          medium: 'kuaishou',
          method: 'POST',
          path,
          params,
          data,
          effect: 'write',
          token: session.token,
        })
        .then((answer) => answer.data);
    const { campaign_id: campaignId } = await write(
      'gw/dsp/campaign/create',
      { advertiser_id: id, campaign_name: '程序化-测试计划', type: 2 },
      kuaishou.CampaignCreateDataSchema,
    );
    const { unit_id: unitId } = await write(
      'gw/dsp/unit/create',
      {
        advertiser_id: id,
        campaign_id: campaignId,
        unit_name: '程序化-测试组',
        unit_type: 7,
        bid_type: 10,
        cpa_bid: 12_345,
        ocpx_action_type: 180,
        schedule_time: '0'.repeat(24) + '1'.repeat(144),
      },
      kuaishou.UnitCreateDataSchema,
    );
    await write(
      'gw/dsp/advanced_creative/create',
      {
        advertiser_id: id,
        unit_id: unitId,
        package_name: '程序化-测试包',
        photo_list: [{ photo_id: '5200000001', creative_material_type: 1 }],
        captions: ['新服开启，登录就送', '组队开黑，一起来玩'],
      },
      kuaishou.AdvancedCreativeIdDataSchema,
    );

    const { rows: ads } = await listAll('ads', { modifiedSince: null, ids: [String(unitId)] });
    expect(ads).toHaveLength(1);
    // 12 345 厘 = 1 234.5 分.
    expect(ads[0]).toMatchObject({
      campaignId: String(campaignId),
      cpaBid: 1235,
      status: 'in_audit',
    });
    expect(ads[0]?.scheduleTime).toBe('0'.repeat(48) + '1'.repeat(288));

    const { rows: creatives } = await listAll('creatives');
    const packaged = creatives.filter((r) => r.adId === String(unitId));
    expect(packaged).toHaveLength(2);
    for (const row of packaged) {
      expect(row).toMatchObject({
        campaignId: String(campaignId),
        materialId: '5200000001',
        materialType: 'video',
      });
    }
    expect(sorted(creatives.map((r) => r.creativeId))).toEqual(
      sorted(
        state()
          .creatives.listByAdvertiser(id)
          .map((c) => c.id),
      ),
    );
  });

  it('restricts a listing to the given ids', async () => {
    const { rows: every } = await listAll('creatives');
    const ids = every.slice(0, 3).map((r) => r.creativeId);
    const { rows } = await listAll('creatives', { modifiedSince: null, ids });
    expect(sorted(rows.map((r) => r.creativeId))).toEqual(sorted(ids));
  });

  it('lists the video and picture library', async (context) => {
    if (
      !session.serves('POST', 'v1/file/ad/video/list') ||
      !session.serves('POST', 'v1/file/ad/image/list')
    ) {
      context.skip('the sandbox does not serve the Kuaishou file library yet');
    }
    const { rows } = await listAll('materials');
    const used = new Set(
      state()
        .creatives.listByAdvertiser(Number(session.advertiserId))
        .map((c) => c.wire.photo_id),
    );
    for (const photoId of used) {
      if (photoId) expect(rows.map((r) => r.materialId)).toContain(photoId);
    }
  });

  it('reads the whole video library by cursor in several calls, the paged list untouched', async () => {
    // The paged video list fails: a full read must not need it.
    await admin(session.running, 'PUT', 'faults', {
      rules: [{ endpoint: 'POST /kuaishou/rest/openapi/v1/file/ad/video/list', errorRate: 1 }],
    });
    try {
      const { rows, pages } = await listAll('materials');
      const videos = rows.filter((r) => r.materialType === 'video').map((r) => r.materialId);
      expect(pages).toBeGreaterThan(2);
      expect(new Set(videos).size).toBe(videos.length);
      await admin(session.running, 'PUT', 'faults', { rules: [] });
      const answer = await session.running.sandbox.app.inject({
        method: 'POST',
        url: '/kuaishou/rest/openapi/gw/dsp/video/listByCursor',
        headers: { 'access-token': session.token, 'content-type': 'application/json' },
        payload: { advertiser_id: Number(session.advertiserId), cursor: 0, limit: 1000 },
      });
      const library = kuaishou.VideoCursorDataSchema.parse(answer.json<{ data: unknown }>().data);
      expect(videos.sort()).toEqual(library.details.map((v) => v.photo_id).sort());
    } finally {
      await admin(session.running, 'PUT', 'faults', { rules: [] });
    }
  });
});
