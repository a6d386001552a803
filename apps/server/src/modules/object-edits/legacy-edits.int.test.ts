import type { ChangeRow, EditObjectAnswer, EditSaveAnswer, Paged } from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LegacySource, Medium } from '../../lib/media-mirror';
import { authorizeMedium, startApiWorld, type ApiWorld } from '../feed-batches/test-support';

// The legacy families' edit pages through HTTP against the media sandbox: an Ocean Engine v2 ad
// (计划) and a Tencent v1.3 adgroup each take their name, audience, end date and time slots through
// their own update call (2/ad/update/, v1.3 adgroups/update), recorded in the change history; a
// refused value changes nothing; placements, which neither call takes, are not edited.

let w: ApiWorld;
let tx: string[] = [];

async function mirror(medium: Medium, advertiserIds: readonly string[], source: LegacySource) {
  for (const advertiserId of advertiserIds) {
    await w.t.services.mediaSync.readBack({ medium, advertiserId, source }, [
      { resource: 'campaigns' },
      { resource: 'ads' },
    ]);
  }
}

beforeAll(async () => {
  w = await startApiWorld();
  tx = await authorizeMedium(w.t, w.rootToken, 'tencent');
  await mirror('bytedance', w.advertisers, 'bytedance_v2');
  await mirror('tencent', tx, 'tencent_v2');
}, 180_000);
afterAll(() => w.close());

const sandbox = () => w.running.sandbox.state;
const load = (path: string) => w.get<EditObjectAnswer>(`/api/edit/${path}`);
const save = (path: string, values: Record<string, unknown>) =>
  w.post<EditSaveAnswer>(`/api/edit/${path}`, { values });
const history = async (type: string, id: string) =>
  (await w.get<Paged<ChangeRow>>(`/api/changes?object_type=${type}&object_id=${id}`)).data.list;
const used = new Set<string>();

/** Monday 00:00–24:00 only. */
const MONDAY = '1'.repeat(48) + '0'.repeat(288);
const FIELDS = ['name', 'budget', 'cpaBid', 'endDate', 'audience', 'schedule'];

function freshAd() {
  const oe = sandbox().oceanengine;
  const record = w.advertisers
    .flatMap((a) => oe.promotions.listByAdvertiser(Number(a)))
    .find((p) => !used.has(String(p.id)) && p.sim?.deletedAt === undefined);
  if (!record) throw new Error('no ad left');
  used.add(String(record.id));
  return record;
}

function freshAdgroup() {
  const record = tx
    .flatMap((a) => sandbox().tencent.adgroups.listByAdvertiser(Number(a)))
    .find((a) => !used.has(String(a.id)) && !a.sim?.deletedAt && a.parentId !== null);
  if (!record) throw new Error('no v1.3 adgroup left');
  used.add(String(record.id));
  return record;
}

const updates = async (type: string, id: string) =>
  (await history(type, id)).map((c) => [c.action, c.outcome]);

describe('Ocean Engine v2 ad (editTt / edit)', () => {
  it('saves an ad’s name, audience, end date and time slots through 2/ad/update/', async () => {
    const ad = freshAd();
    const id = String(ad.id);
    const loaded = await load(`editTt/ad/${id}`);
    expect(loaded.code).toBe(0);
    expect(loaded.data.fields).toEqual(FIELDS);
    expect(loaded.data.values.name).toBe(ad.wire.promotion_name);

    const name = `编辑后的计划${id.slice(-6)}`;
    const audience = { gender: 'GENDER_FEMALE', age: ['AGE_BETWEEN_24_30', 'AGE_BETWEEN_31_40'] };
    const saved = await save(`edit/ad/${id}`, {
      name,
      audience,
      endDate: '2031-02-03',
      schedule: MONDAY,
    });
    expect(saved.code).toBe(0);
    expect(saved.data.errors).toEqual([]);
    expect(saved.data.updated).toEqual(['name', 'endDate', 'audience', 'schedule']);
    expect(saved.data.object.values).toMatchObject({
      name,
      audience,
      endDate: '2031-02-03',
      schedule: MONDAY,
    });

    const record = sandbox().oceanengine.promotions.get(ad.id);
    expect(record.wire.promotion_name).toBe(name);
    expect(record.wire.schedule_time).toBe(MONDAY);
    expect(record.sim?.v2Ad).toMatchObject({
      gender: 'GENDER_FEMALE',
      age: audience.age,
      scheduleType: 'SCHEDULE_START_END',
      endTime: '2031-02-03',
    });
    expect(await updates('ad', id)).toEqual(
      expect.arrayContaining([
        ['update_name', 'succeeded'],
        ['update_audience', 'succeeded'],
        ['update_endTime', 'succeeded'],
        ['update_weekSchedule', 'succeeded'],
      ]),
    );

    // Long-term again: no end date.
    const longTerm = await save(`editTt/ad/${id}`, { endDate: null });
    expect(longTerm.code).toBe(0);
    expect(longTerm.data.object.values.endDate).toBeNull();
    expect(sandbox().oceanengine.promotions.get(ad.id).sim?.v2Ad?.scheduleType).toBe(
      'SCHEDULE_FROM_NOW',
    );
  });

  it('refuses a name over 100 characters counting Chinese as two, and a past end date, changing nothing', async () => {
    const ad = freshAd();
    const id = String(ad.id);
    const before = structuredClone(sandbox().oceanengine.promotions.get(ad.id));
    const refused = await save(`editTt/ad/${id}`, {
      name: '计'.repeat(51),
      endDate: '2020-01-01',
    });
    expect(refused.code).toBe(10001);
    expect(refused.message).toEqual([
      '名称：计划名称不能超过100个字符（一个中文算2个字符）',
      expect.stringMatching(/^结束日期：/),
    ]);
    expect(sandbox().oceanengine.promotions.get(ad.id)).toEqual(before);
    expect(await history('ad', id)).toEqual([]);
  });

  it('does not edit placements: an ad keeps the inventories it was created with', async () => {
    const ad = freshAd();
    const refused = await save(`editTt/ad/${ad.id}`, { placements: ['INVENTORY_FEED'] });
    expect(refused.code).toBe(10001);
    expect(refused.message).toEqual(['没有修改任何内容']);
  });
});

describe('Tencent v1.3 adgroup (editQq / editQqV2)', () => {
  it('saves an adgroup’s name, audience, end date and time slots through adgroups/update', async () => {
    const adgroup = freshAdgroup();
    const id = String(adgroup.id);
    const loaded = await load(`editQqV2/adgroup/${id}`);
    expect(loaded.code).toBe(0);
    expect(loaded.data.fields).toEqual(FIELDS);

    const name = `编辑后的广告${id.slice(-6)}`;
    const audience = { gender: 'GENDER_MALE', age: ['AGE_BETWEEN_18_23'] };
    const saved = await save(`editQq/adgroup/${id}`, {
      name,
      audience,
      endDate: '2031-03-04',
      schedule: MONDAY,
    });
    expect(saved.code).toBe(0);
    expect(saved.data.errors).toEqual([]);
    expect(saved.data.updated).toEqual(['name', 'endDate', 'audience', 'schedule']);
    expect(saved.data.object.values).toMatchObject({ name, audience, endDate: '2031-03-04' });

    const wire = sandbox().tencent.adgroups.get(adgroup.id).wire;
    expect(wire.adgroup_name).toBe(name);
    expect(wire.end_date).toBe('2031-03-04');
    expect(wire.time_series).toBe(MONDAY);
    expect(wire.targeting).toMatchObject({ gender: ['MALE'], age: [{ min: 18, max: 23 }] });
    // The targeting keys sent replace the adgroup's; its regions stay.
    expect(wire.targeting?.geo_location).toEqual(adgroup.wire.targeting?.geo_location);
    expect(await updates('adgroup', id)).toEqual(
      expect.arrayContaining([
        ['update_name', 'succeeded'],
        ['update_audience', 'succeeded'],
        ['update_endTime', 'succeeded'],
        ['update_weekSchedule', 'succeeded'],
      ]),
    );

    // 不限 and long-term: empty lists and an empty end date.
    const cleared = await save(`editQqV2/adgroup/${id}`, {
      audience: { gender: 'NONE', age: [] },
      endDate: null,
    });
    expect(cleared.code).toBe(0);
    expect(cleared.data.errors).toEqual([]);
    const after = sandbox().tencent.adgroups.get(adgroup.id).wire;
    expect(after.end_date).toBe('');
    expect(after.targeting).toMatchObject({ gender: [], age: [] });
  });

  it('refuses an empty name and a past end date in Chinese, changing nothing', async () => {
    const adgroup = freshAdgroup();
    const before = structuredClone(sandbox().tencent.adgroups.get(adgroup.id).wire);
    const refused = await save(`editQqV2/adgroup/${adgroup.id}`, {
      name: '   ',
      endDate: '2020-01-01',
    });
    expect(refused.code).toBe(10001);
    expect(refused.message).toEqual([
      expect.stringMatching(/^名称：/),
      expect.stringMatching(/^结束日期：/),
    ]);
    expect(sandbox().tencent.adgroups.get(adgroup.id).wire).toEqual(before);
    expect(await history('adgroup', String(adgroup.id))).toEqual([]);
  });

  it('does not edit site sets: v1.3 adgroups/update takes none', async () => {
    const adgroup = freshAdgroup();
    const refused = await save(`editQqV2/adgroup/${adgroup.id}`, {
      placements: ['SITE_SET_MOBILE_UNION'],
    });
    expect(refused.code).toBe(10001);
    expect(refused.message).toEqual(['没有修改任何内容']);
  });
});
