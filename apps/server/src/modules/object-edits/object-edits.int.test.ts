import type { ChangeRow, EditObjectAnswer, EditSaveAnswer, Paged } from '@toufang/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, campaigns } from '../../db/schema';
import type { LegacySource, Medium } from '../../lib/media-mirror';
import { createUser } from '../../test/factories';
import { authorizeMedium, startApiWorld, type ApiWorld } from '../feed-batches/test-support';

// The edit pages' load and save (spec 002 §2) through HTTP against the media sandbox, one medium
// after another: the object read from the medium, the changed fields written through the delivery
// screens' write path (on the sandbox, in the mirror and in the change history), spec 001 §5's
// date rule on a project save, a refused value that changes nothing, an unsupported type, and
// the route's ability.

let w: ApiWorld;
let ks: string[] = [];
let tx: string[] = [];

async function mirror(medium: Medium, advertiserIds: readonly string[], source?: LegacySource) {
  for (const advertiserId of advertiserIds) {
    await w.t.services.mediaSync.readBack({ medium, advertiserId, ...(source ? { source } : {}) }, [
      { resource: 'campaigns' },
      { resource: 'ads' },
    ]);
  }
}

beforeAll(async () => {
  w = await startApiWorld();
  ks = await authorizeMedium(w.t, w.rootToken, 'kuaishou');
  tx = await authorizeMedium(w.t, w.rootToken, 'tencent');
  await mirror('bytedance', w.advertisers);
  await mirror('kuaishou', ks);
  await mirror('tencent', tx);
  await mirror('bytedance', w.advertisers, 'bytedance_v2');
  await mirror('tencent', tx, 'tencent_v2');
}, 180_000);
afterAll(() => w.close());

const sandbox = () => w.running.sandbox.state;
const db = () => w.t.database.db;
const load = (path: string, token?: string) => w.get<EditObjectAnswer>(`/api/edit/${path}`, token);
const save = (path: string, values: Record<string, unknown>) =>
  w.post<EditSaveAnswer>(`/api/edit/${path}`, { values });
const history = async (type: string, id: string) =>
  (await w.get<Paged<ChangeRow>>(`/api/changes?object_type=${type}&object_id=${id}`)).data.list;
const used = new Set<string>();

/** A live promotion no earlier test used, on a project that bids and does not set its bid. */
function freshPromotion() {
  const oe = sandbox().oceanengine;
  const record = w.advertisers
    .flatMap((a) => oe.promotions.listByAdvertiser(Number(a)))
    .find((p) => {
      const project = oe.projects.find(p.parentId ?? 0n)?.wire;
      return (
        !used.has(String(p.id)) &&
        p.sim?.deletedAt === undefined &&
        project?.delivery_setting.bid_type !== 'NO_BID' &&
        project?.delivery_setting.project_custom !== 'ON'
      );
    });
  if (!record) throw new Error('no promotion left');
  used.add(String(record.id));
  return record;
}

describe('Ocean Engine v3', () => {
  it('loads a promotion from the medium and saves its name and budget, recorded in the history', async () => {
    const p = freshPromotion();
    const id = String(p.id);
    const loaded = await load(`editTtV3/promotion/${id}`);
    expect(loaded.code).toBe(0);
    expect(loaded.data).toMatchObject({
      label: '广告',
      fields: ['name', 'budget', 'cpaBid', 'materials', 'titles'],
      advertiser_id: String(p.advertiserId),
      creative_list_elsewhere: false,
    });
    expect(loaded.data.values.name).toBe(p.wire.promotion_name);

    const name = `编辑后的广告${id.slice(-6)}`;
    const saved = await save(`editTtV3/promotion/${id}`, { name, budget: 1234.5 });
    expect(saved.code).toBe(0);
    expect(saved.data.errors).toEqual([]);
    expect(saved.data.updated).toEqual(['name', 'budget']);
    expect(saved.data.object.values).toMatchObject({ name, budget: 1234.5 });

    const onMedium = sandbox().oceanengine.promotions.get(p.id).wire;
    expect(onMedium.promotion_name).toBe(name);
    expect(Number(onMedium.budget)).toBe(1234.5);
    const [row] = await db()
      .select({ name: ads.name, budget: ads.budget })
      .from(ads)
      .where(and(eq(ads.medium, 'bytedance'), eq(ads.adId, id)));
    expect(row).toEqual({ name, budget: 123_450 });
    const actions = (await history('promotion', id)).map((c) => [c.action, c.outcome]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['update_name', 'succeeded'],
        ['update_budget', 'succeeded'],
      ]),
    );
  });

  it('refuses a budget under the limit in Chinese and changes nothing', async () => {
    const p = freshPromotion();
    const id = String(p.id);
    const before = structuredClone(sandbox().oceanengine.promotions.get(p.id).wire);
    const refused = await save(`editTtV3/promotion/${id}`, { name: '不会保存的名称', budget: 299 });
    expect(refused.code).toBe(10001);
    expect(refused.message).toEqual(['日预算：广告预算不能小于300']);
    expect(sandbox().oceanengine.promotions.get(p.id).wire).toEqual(before);
    expect(await history('promotion', id)).toEqual([]);
  });

  it('saves a project’s name and end date, the date sent as YYYY-MM-DD (spec 001 §5)', async () => {
    const p = freshPromotion();
    const projectId = String(p.parentId);
    const loaded = await load(`editTtV3/project/${projectId}`);
    expect(loaded.code).toBe(0);
    expect(loaded.data.fields).toEqual(['name', 'budget', 'cpaBid', 'endDate', 'audience']);

    const name = `编辑后的项目${projectId.slice(-6)}`;
    const saved = await save(`editTtV3/project/${projectId}`, {
      name,
      endDate: '2031/1/5',
    });
    expect(saved.code).toBe(0);
    expect(saved.data.updated).toEqual(['name', 'endDate']);
    const wire = sandbox().oceanengine.projects.get(p.parentId ?? 0n).wire;
    expect(wire.name).toBe(name);
    expect(wire.delivery_setting.end_time).toBe('2031-01-05');
    expect(wire.delivery_setting.schedule_type).toBe('SCHEDULE_START_END');
    const [row] = await db()
      .select({ name: campaigns.name, endDate: campaigns.endDate })
      .from(campaigns)
      .where(and(eq(campaigns.medium, 'bytedance'), eq(campaigns.campaignId, projectId)));
    expect(row).toEqual({ name, endDate: '2031-01-05' });
  });

  it('saves a project’s audience and regions through v3.0/project/update/, keeping its other targeting', async () => {
    const p = freshPromotion();
    const projectId = String(p.parentId);
    const loaded = await load(`editTtV3/project/${projectId}`);
    expect(loaded.data.fields).toContain('audience');
    expect(loaded.data.values.audience?.region).toEqual({
      district: 'NONE',
      city: [],
      location_type: 'ALL',
    });
    const platform = sandbox().oceanengine.projects.get(p.parentId ?? 0n).wire.audience?.platform;
    const region = { district: 'CITY', city: [44, 320100], location_type: 'HOME' } as const;
    const audience = { gender: 'GENDER_FEMALE', age: ['AGE_BETWEEN_24_30', 'AGE_BETWEEN_31_40'] };
    // An unknown code and a province with its own city are refused in Chinese; nothing is sent.
    const bad = await save(`editTtV3/project/${projectId}`, {
      audience: { ...audience, region: { ...region, city: [99, 44, 440100] } },
    });
    expect(bad.code).not.toBe(0);
    expect(bad.message_cn).toContain('地域编码不存在：99');
    expect(bad.message_cn).toContain('已选择「广东省」全省，不能再单独选择其下的城市：广州市');
    expect(sandbox().oceanengine.projects.get(p.parentId ?? 0n).wire.audience?.district).not.toBe(
      'CITY',
    );
    const saved = await save(`editTtV3/project/${projectId}`, {
      audience: { ...audience, region },
    });
    expect(saved.code, JSON.stringify(saved)).toBe(0);
    expect(saved.data.updated).toEqual(['audience']);
    expect(saved.data.object.values.audience).toEqual({ ...audience, region });
    const wire = sandbox().oceanengine.projects.get(p.parentId ?? 0n).wire.audience;
    expect(wire).toMatchObject({
      ...audience,
      district: 'CITY',
      city: [44, 320100],
      location_type: 'HOME',
      ...(platform ? { platform } : {}),
    });
    expect((await history('project', projectId)).map((c) => [c.action, c.outcome])).toEqual([
      ['update_audience', 'succeeded'],
    ]);
  });

  it('saves a project’s counties as REGION 1.0.0 and loads them back as 按省市区县', async () => {
    const p = freshPromotion();
    const projectId = String(p.parentId);
    const audience = { gender: 'NONE', age: [] };
    const region = { district: 'CITY', city: [440106, 11], location_type: 'ALL' } as const;
    const bad = await save(`editTtV3/project/${projectId}`, {
      audience: { ...audience, region: { ...region, city: [440100, 440106] } },
    });
    expect(bad.code).not.toBe(0);
    expect(bad.message_cn).toContain('已选择「广州市」全市，不能再单独选择其下的区县：天河区');
    const saved = await save(`editTtV3/project/${projectId}`, {
      audience: { ...audience, region },
    });
    expect(saved.code, JSON.stringify(saved)).toBe(0);
    expect(saved.data.object.values.audience?.region).toEqual(region);
    expect(sandbox().oceanengine.projects.get(p.parentId ?? 0n).wire.audience).toMatchObject({
      district: 'REGION',
      region_version: '1.0.0',
      city: [440106, 11],
      location_type: 'ALL',
    });
  });

  it('answers a type the route does not edit, a missing object and nothing changed in Chinese', async () => {
    const unsupported = await load('editTtV3/material/123');
    expect(unsupported.code).toBe(10001);
    expect(unsupported.message).toEqual([
      '该页面不支持编辑「material」，可编辑：项目（project）、广告（promotion）',
    ]);
    const missing = await load('editTtV3/promotion/999999999999');
    expect(missing.code).toBe(10004);
    expect(missing.message_cn).toBe('广告999999999999不存在');

    const p = freshPromotion();
    const unchanged = await save(`editTtV3/promotion/${p.id}`, { name: p.wire.promotion_name });
    expect(unchanged.code).toBe(10001);
    expect(unchanged.message).toEqual(['没有修改任何内容']);
  });

  it('needs the route’s delivery-task ability', async () => {
    const user = await createUser(db(), { abilities: ['bytedance:v3:promotion:reports'] });
    const token = await w.t.login(user.username, user.password);
    const p = freshPromotion();
    expect((await load(`editTtV3/promotion/${p.id}`, token)).code).toBe(10003);
  });
});

describe('Kuaishou', () => {
  it('loads a unit and saves its day budget on the medium', async () => {
    const unit = sandbox()
      .kuaishou.units.listByAdvertiser(Number(ks[0]))
      .find((u) => u.sim?.deletedAt === undefined && u.wire.day_budget !== 0);
    if (!unit) throw new Error('no unit');
    const id = String(unit.id);
    const loaded = await load(`editKs/unit/${id}`);
    expect(loaded.code).toBe(0);
    expect(loaded.data).toMatchObject({
      label: '广告组',
      fields: ['name', 'budget', 'cpaBid', 'audience', 'placements', 'schedule'],
    });
    expect(loaded.data.values.name).toBe(unit.wire.unit_name);

    const name = `编辑后的广告组${id.slice(-6)}`;
    const saved = await save(`editKs/unit/${id}`, { name, budget: 888 });
    expect(saved.code).toBe(0);
    expect(saved.data.updated).toEqual(['name', 'budget']);
    expect(sandbox().kuaishou.units.get(unit.id).wire).toMatchObject({
      unit_name: name,
      day_budget: 888_000,
    });
    expect((await history('unit', id)).map((c) => c.action)).toEqual(
      expect.arrayContaining(['update_name', 'update_budget']),
    );
  });

  it('refuses a day budget under 100 元 and changes nothing', async () => {
    const unit = sandbox()
      .kuaishou.units.listByAdvertiser(Number(ks[0]))
      .find((u) => u.sim?.deletedAt === undefined);
    if (!unit) throw new Error('no unit');
    const before = unit.wire.day_budget;
    const refused = await save(`editKs/unit/${unit.id}`, { budget: 50 });
    expect(refused.code).toBe(10001);
    expect(String(refused.message)).toContain('不能小于100');
    expect(sandbox().kuaishou.units.get(unit.id).wire.day_budget).toBe(before);
  });
});

describe('Kuaishou audience, placements and time slots', () => {
  const liveUnit = (skip: number) => {
    const unit = sandbox()
      .kuaishou.units.listByAdvertiser(Number(ks[0]))
      .filter((u) => u.sim?.deletedAt === undefined)[skip];
    if (!unit) throw new Error('no unit');
    return unit;
  };

  it('saves a unit’s audience, scenes and hourly slots through gw/dsp/unit/update', async () => {
    const unit = liveUnit(2);
    const id = String(unit.id);
    const hourly = `${'0'.repeat(18)}${'1'.repeat(20)}${'0'.repeat(298)}`;
    const audience = { gender: 'GENDER_MALE', age: ['AGE_BETWEEN_18_23'] };
    const saved = await save(`editKs/unit/${id}`, {
      audience,
      placements: [6, 7],
      schedule: hourly,
    });
    expect(saved.code, JSON.stringify(saved)).toBe(0);
    expect(saved.data.errors).toEqual([]);
    expect(saved.data.updated).toEqual(['audience', 'placements', 'schedule']);
    expect(saved.data.object.values).toMatchObject({
      audience,
      placements: [6, 7],
      schedule: hourly,
    });
    const wire = sandbox().kuaishou.units.get(unit.id).wire;
    expect(wire.target).toMatchObject({ gender: 2, ages_range: [18] });
    expect(wire.scene_id).toEqual([6, 7]);
    expect(wire.schedule_time).toBe(`${'0'.repeat(9)}${'1'.repeat(10)}${'0'.repeat(149)}`);
    expect((await history('unit', id)).map((c) => c.action)).toEqual(
      expect.arrayContaining(['update_audience', 'update_placements', 'update_weekSchedule']),
    );
  });

  it('refuses a half-hour slot and no scene in Chinese and changes nothing', async () => {
    const unit = liveUnit(3);
    const before = structuredClone(unit.wire);
    const halfHour = `${'0'.repeat(18)}${'1'.repeat(3)}${'0'.repeat(315)}`;
    const refused = await save(`editKs/unit/${unit.id}`, {
      name: '不会保存的广告组',
      placements: [],
      schedule: halfHour,
    });
    expect(refused.code).toBe(10001);
    expect(refused.message).toEqual([
      '广告位：请选择广告位',
      '投放时段：快手投放时段只能按整点设置：周一 10:00–10:30 只选了半小时，请选满或取消 10:00–11:00',
    ]);
    expect(sandbox().kuaishou.units.get(unit.id).wire).toEqual(before);
    expect(await history('unit', String(unit.id))).toEqual([]);
  });
});

describe('regions on the Kuaishou and Tencent edit pages', () => {
  it('saves a unit’s regions in its target, keeps them on a later audience save, refuses a bad code', async () => {
    const unit = sandbox()
      .kuaishou.units.listByAdvertiser(Number(ks[0]))
      .filter((u) => u.sim?.deletedAt === undefined)[4];
    if (!unit) throw new Error('no unit');
    const id = String(unit.id);
    const loaded = await load(`editKs/unit/${id}`);
    expect(loaded.data.values.audience?.region?.district).toBe('NONE');
    const region = { district: 'CITY', city: [44, 320100], location_type: 'HOME' } as const;
    const refused = await save(`editKs/unit/${id}`, {
      audience: { gender: 'NONE', age: [], region: { ...region, city: [990100] } },
    });
    expect(refused.code).toBe(10001);
    expect(JSON.stringify(refused.message)).toContain('地域编码不存在：990100');
    expect(sandbox().kuaishou.units.get(unit.id).wire).toEqual(unit.wire);
    const saved = await save(`editKs/unit/${id}`, {
      audience: { gender: 'NONE', age: [], region },
    });
    expect(saved.code, JSON.stringify(saved)).toBe(0);
    expect(saved.data.object.values.audience?.region).toEqual(region);
    expect(sandbox().kuaishou.units.get(unit.id).wire.target).toMatchObject({
      region: [440000, 320100],
      user_type: 1,
    });
    const again = await save(`editKs/unit/${id}`, {
      audience: { gender: 'GENDER_FEMALE', age: [] },
    });
    expect(again.code, JSON.stringify(again)).toBe(0);
    expect(sandbox().kuaishou.units.get(unit.id).wire.target).toMatchObject({
      gender: 1,
      region: [440000, 320100],
    });
  });

  it('saves an adgroup’s regions as its geo_location through adgroups/update', async () => {
    const adgroup = sandbox()
      .tencent.adgroups.listByAdvertiser(Number(tx[0]))
      .filter((a) => !a.sim?.deletedAt)[2];
    if (!adgroup) throw new Error('no adgroup');
    const id = String(adgroup.id);
    const region = { district: 'CITY', city: [11, 330100], location_type: 'TRAVEL' } as const;
    const saved = await save(`editQqV3/adgroup/${id}`, {
      audience: { gender: 'NONE', age: [], region },
    });
    expect(saved.code, JSON.stringify(saved)).toBe(0);
    expect(saved.data.object.values.audience?.region).toEqual(region);
    expect(sandbox().tencent.adgroups.get(adgroup.id).wire.targeting?.geo_location).toEqual({
      regions: [110000, 330100],
      location_types: ['TRAVEL_IN'],
    });
  });
});

describe('a mirror older than the medium', () => {
  it('loads what the medium holds now and names the fields the mirror held otherwise', async () => {
    const p = freshPromotion();
    const projectId = String(p.parentId);
    const project = sandbox().oceanengine.projects.get(p.parentId ?? 0n);
    const unit = sandbox()
      .kuaishou.units.listByAdvertiser(Number(ks[0]))
      .find((u) => u.sim?.deletedAt === undefined && (u.wire.day_budget ?? 0) > 200_000);
    if (!unit) throw new Error('no unit');
    // Just synced: nothing differs.
    expect((await load(`editTtV3/project/${projectId}`)).data.mirror_changes).toEqual([]);
    expect((await load(`editKs/unit/${unit.id}`)).data.mirror_changes).toEqual([]);

    // Changed on the medium since (its own console), before any sync.
    const oldName = project.wire.name;
    project.wire.name = `媒体上改名${projectId.slice(-6)}`;
    const oldUnitName = unit.wire.unit_name;
    unit.wire.unit_name = `媒体上改名${String(unit.id).slice(-6)}`;
    unit.wire.day_budget = 150_000;

    const loaded = await load(`editTtV3/project/${projectId}`);
    expect(loaded.code).toBe(0);
    expect(loaded.data.values.name).toBe(project.wire.name);
    expect(loaded.data.mirror_changes).toEqual([
      { field: 'name', label: '名称', before: oldName, after: project.wire.name },
    ]);
    const ksLoaded = await load(`editKs/unit/${unit.id}`);
    expect(ksLoaded.data.values).toMatchObject({ name: unit.wire.unit_name, budget: 150 });
    expect(ksLoaded.data.mirror_changes.map((c) => [c.field, c.before, c.after])).toEqual([
      ['name', oldUnitName, unit.wire.unit_name],
      ['budget', expect.any(String), expect.stringContaining('150')],
    ]);
    // The load refreshed the mirror: the next load finds nothing stale.
    expect((await load(`editTtV3/project/${projectId}`)).data.mirror_changes).toEqual([]);
    expect((await load(`editKs/unit/${unit.id}`)).data.mirror_changes).toEqual([]);
  });
});

describe('Kuaishou campaigns', () => {
  it('renames a campaign on the medium and in the mirror', async () => {
    const campaign = sandbox()
      .kuaishou.campaigns.listByAdvertiser(Number(ks[1] ?? ks[0]))
      .find((c) => c.sim?.deletedAt === undefined);
    if (!campaign) throw new Error('no campaign');
    const id = String(campaign.id);
    const name = `编辑后的计划${id.slice(-6)}`;
    const saved = await save(`editKs/campaign/${id}`, { name });
    expect(saved.code).toBe(0);
    expect(saved.data.updated).toEqual(['name']);
    expect(sandbox().kuaishou.campaigns.get(campaign.id).wire.campaign_name).toBe(name);
    const [row] = await db()
      .select({ name: campaigns.name })
      .from(campaigns)
      .where(and(eq(campaigns.medium, 'kuaishou'), eq(campaigns.campaignId, id)));
    expect(row?.name).toBe(name);
  });
});

describe('Tencent v3', () => {
  it('loads an adgroup and saves its daily budget on the medium', async () => {
    const adgroup = sandbox()
      .tencent.adgroups.listByAdvertiser(Number(tx[0]))
      .find((a) => !a.sim?.deletedAt);
    if (!adgroup) throw new Error('no adgroup');
    const id = String(adgroup.id);
    const loaded = await load(`editQqV3/adgroup/${id}`);
    expect(loaded.code).toBe(0);
    expect(loaded.data.label).toBe('广告');

    expect(loaded.data.values.name).toBe(adgroup.wire.adgroup_name);
    // Synced and unchanged since: the mirror held what the medium holds.
    expect(loaded.data.mirror_changes).toEqual([]);
    const name = `编辑后的腾讯广告${id.slice(-6)}`;
    const saved = await save(`editQqV3/adgroup/${id}`, { name, budget: 4321 });
    expect(saved.code).toBe(0);
    expect(saved.data.updated).toEqual(['name', 'budget']);
    expect(sandbox().tencent.adgroups.get(adgroup.id).wire).toMatchObject({
      adgroup_name: name,
      daily_budget: 432_100,
    });
  });

  it('saves an adgroup’s audience and site sets through adgroups/update', async () => {
    const adgroup = sandbox()
      .tencent.adgroups.listByAdvertiser(Number(tx[0]))
      .filter((a) => !a.sim?.deletedAt)[1];
    if (!adgroup) throw new Error('no adgroup');
    const id = String(adgroup.id);
    const loaded = await load(`editQqV3/adgroup/${id}`);
    expect(loaded.data.fields).toEqual(['name', 'budget', 'cpaBid', 'audience', 'placements']);
    const audience = { gender: 'NONE', age: ['AGE_BETWEEN_41_49', 'AGE_ABOVE_50'] };
    const placements = ['SITE_SET_MOBILE_UNION', 'SITE_SET_WECHAT'];
    const saved = await save(`editQqV3/adgroup/${id}`, { audience, placements });
    expect(saved.code, JSON.stringify(saved)).toBe(0);
    expect(saved.data.updated).toEqual(['audience', 'placements']);
    expect(saved.data.object.values).toMatchObject({ audience, placements });
    const wire = sandbox().tencent.adgroups.get(adgroup.id).wire;
    expect(wire.targeting).toMatchObject({
      gender: [],
      age: [
        { min: 41, max: 49 },
        { min: 50, max: 66 },
      ],
    });
    expect(wire).toMatchObject({ automatic_site_enabled: false, site_set: placements });
    expect((await history('adgroup', id)).map((c) => c.action)).toEqual(
      expect.arrayContaining(['update_audience', 'update_placements']),
    );
  });

  it('refuses a budget over the medium’s maximum and changes nothing', async () => {
    const adgroup = sandbox()
      .tencent.adgroups.listByAdvertiser(Number(tx[0]))
      .find((a) => !a.sim?.deletedAt);
    if (!adgroup) throw new Error('no adgroup');
    const before = adgroup.wire.daily_budget;
    const refused = await save(`editQqV3/adgroup/${adgroup.id}`, { budget: 4_000_001 });
    expect(refused.code).toBe(10001);
    expect(String(refused.message)).toContain('不能大于4000000');
    expect(sandbox().tencent.adgroups.get(adgroup.id).wire.daily_budget).toBe(before);
  });
});

describe('the legacy APIs', () => {
  it('saves an Ocean Engine v2 ad’s budget and says its creatives are changed where made', async () => {
    const p = freshPromotion();
    const id = String(p.id);
    const loaded = await load(`editTt/ad/${id}`);
    expect(loaded.code).toBe(0);
    expect(loaded.data).toMatchObject({
      label: '计划',
      fields: ['name', 'budget', 'cpaBid', 'endDate', 'audience', 'schedule'],
      creative_list_elsewhere: true,
      mirror_changes: [],
    });
    const saved = await save(`editTt/ad/${id}`, { budget: 99_000 });
    expect(saved.code).toBe(0);
    expect(saved.data.updated).toEqual(['budget']);
    expect(Number(sandbox().oceanengine.promotions.get(p.id).wire.budget)).toBe(99_000);
    // Its regions through 2/ad/update/, read back from 2/ad/get/.
    const region = { district: 'CITY', city: [11, 330100], location_type: 'CURRENT' } as const;
    const regioned = await save(`editTt/ad/${id}`, {
      audience: { ...loaded.data.values.audience, region },
    });
    expect(regioned.code, JSON.stringify(regioned)).toBe(0);
    expect(regioned.data.updated).toEqual(['audience']);
    expect(regioned.data.object.values.audience?.region).toEqual(region);
    expect(sandbox().oceanengine.promotions.get(p.id).sim?.v2Ad?.region).toEqual(region);
  });

  it('sends the user elsewhere only for an Ocean Engine v2 ad that has a custom creative list', async () => {
    const p = freshPromotion();
    // An ad whose creatives were never made (its creative call failed): it has no list.
    p.wire.promotion_materials = {};
    const loaded = await load(`editTt/ad/${p.id}`);
    expect(loaded.code).toBe(0);
    expect(loaded.data.creative_list_elsewhere).toBe(false);
    // The pages without a creative list made with the ad never say so.
    expect((await load(`editTtV3/promotion/${freshPromotion().id}`)).data).toMatchObject({
      creative_list_elsewhere: false,
    });
  });

  it('saves a Tencent v1.3 adgroup’s bid and refuses one over 10000 元', async () => {
    const adgroup = sandbox()
      .tencent.adgroups.listByAdvertiser(Number(tx[1] ?? tx[0]))
      .find(
        (a) =>
          !a.sim?.deletedAt &&
          a.parentId !== null &&
          a.wire.smart_bid_type !== 'SMART_BID_TYPE_SYSTEMATIC',
      );
    if (!adgroup) throw new Error('no v1.3 adgroup');
    const id = String(adgroup.id);
    const refused = await save(`editQqV2/adgroup/${id}`, { cpaBid: 10_000.01 });
    expect(refused.code).toBe(10001);
    expect(String(refused.message)).toContain('出价不能大于10000');
    const saved = await save(`editQqV2/adgroup/${id}`, { cpaBid: 12.34 });
    expect(saved.code).toBe(0);
    expect(saved.data.errors).toEqual([]);
    expect(sandbox().tencent.adgroups.get(adgroup.id).wire.bid_amount).toBe(1234);
  });

  it('answers the medium’s refusal of a field with its message', async () => {
    const adgroup = sandbox()
      .tencent.adgroups.listByAdvertiser(Number(tx[1] ?? tx[0]))
      .find(
        (a) =>
          !a.sim?.deletedAt &&
          a.parentId !== null &&
          a.wire.smart_bid_type === 'SMART_BID_TYPE_SYSTEMATIC',
      );
    if (!adgroup) throw new Error('no systematically bid adgroup');
    const before = adgroup.wire.bid_amount;
    const saved = await save(`editQqV2/adgroup/${adgroup.id}`, { cpaBid: 12.34 });
    expect(saved.code).toBe(0);
    expect(saved.data.updated).toEqual([]);
    expect(saved.data.errors).toEqual([
      { field: 'cpaBid', message: expect.stringContaining('系统自动出价的广告组不能修改出价') },
    ]);
    expect(sandbox().tencent.adgroups.get(adgroup.id).wire.bid_amount).toBe(before);
  });
});
