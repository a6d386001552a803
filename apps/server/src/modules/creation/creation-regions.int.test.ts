import { randomUUID } from 'node:crypto';
import type {
  CreationCounts,
  CreationItemRow,
  CreationMedium,
  CreationSubmitAnswer,
  Paged,
} from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  draftFor,
  LEVEL_RESOURCES,
  namedAs,
  startCreationWorld,
  type CreationWorld,
} from './creation-test-world';

// Region targeting (地域) of every wizard through HTTP against the media sandbox: a created Ocean
// Engine project and v2 ad, Kuaishou unit and Tencent v3 and v1.3 adgroup carry their provinces,
// cities, counties (区县) and user kind on the medium, each by its own ids (Ocean Engine's COUNTY when
// a county is among them); an unknown code, or a county with its own city, is refused at count and
// submit, and nothing is created.

let w: CreationWorld;
beforeAll(async () => {
  w = await startCreationWorld();
}, 120_000);
afterAll(() => w.close());

type Family = Extract<CreationMedium, 'bytedance' | 'bytedance_v2'>;
const level: Record<Family, string> = { bytedance: 'project', bytedance_v2: 'ad' };

function draft(medium: Family, prefix: string, region: object) {
  const names = namedAs(medium, prefix);
  const at = level[medium];
  return draftFor(medium, [w.accounts[medium][0] ?? ''], [w.videos[0]?.fid ?? 0], {
    ...names,
    [at]: { ...(names[at] as object), audience: { region } },
  });
}

/** The regions the sandbox keeps for a created row's parent (v3) or ad (v2). */
function regionsOnMedium(medium: Family, item: CreationItemRow) {
  const oe = w.running.sandbox.state.oceanengine;
  if (medium === 'bytedance') {
    const audience = oe.projects.get(BigInt(item.parent_id ?? 0)).wire.audience;
    return {
      district: audience?.district,
      city: audience?.city,
      location_type: audience?.location_type,
      ...(audience?.region_version ? { region_version: audience.region_version } : {}),
    };
  }
  const ad = oe.promotions.get(BigInt(item.object_id ?? 0));
  return ad.sim?.v2Ad?.region;
}

describe.each<Family>(['bytedance', 'bytedance_v2'])('%s regions', (medium) => {
  it('creates the objects with their provinces, cities and user kind on the medium', async () => {
    const region = { district: 'CITY', city: [44, 320100, 11], location_type: 'CURRENT' };
    const answer = await w.call<CreationSubmitAnswer>(medium, 'submit', {
      config_id: randomUUID(),
      preview_data: draft(medium, `地域${medium}`, region),
    });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    await w.runner.drain();
    const items = await w.call<Paged<CreationItemRow>>(medium, 'taskList', {
      task_id: String(answer.data.task_id),
    });
    const item = items.data.list[0];
    expect(item?.status, JSON.stringify(item)).toBe('succeeded');
    expect(regionsOnMedium(medium, item as CreationItemRow)).toEqual(region);
  });

  it('creates the objects with counties beside provinces and cities (v3 REGION 1.0.0, v2 COUNTY)', async () => {
    const region = { district: 'CITY', city: [440106, 11, 320506], location_type: 'HOME' };
    const answer = await w.call<CreationSubmitAnswer>(medium, 'submit', {
      config_id: randomUUID(),
      preview_data: draft(medium, `区县${medium}`, region),
    });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    await w.runner.drain();
    const items = await w.call<Paged<CreationItemRow>>(medium, 'taskList', {
      task_id: String(answer.data.task_id),
    });
    const item = items.data.list[0];
    expect(item?.status, JSON.stringify(item)).toBe('succeeded');
    // Spec 001 §5: a project saves county targeting as REGION of version 1.0.0.
    expect(regionsOnMedium(medium, item as CreationItemRow)).toEqual(
      medium === 'bytedance'
        ? { ...region, district: 'REGION', region_version: '1.0.0' }
        : { ...region, district: 'COUNTY' },
    );
  });

  it('refuses an unknown code at count and submit, creating nothing', async () => {
    const bad = draft(medium, `坏地域${medium}`, {
      district: 'CITY',
      city: [44, 440100, 990100],
      location_type: 'ALL',
    });
    const counts = await w.call<CreationCounts>(medium, 'count', { preview_data: bad });
    expect(JSON.stringify(counts)).toContain('地域编码不存在：990100');
    expect(JSON.stringify(counts)).toContain(
      '已选择「广东省」全省，不能再单独选择其下的城市：广州市',
    );
    const answer = await w.call<CreationSubmitAnswer>(medium, 'submit', {
      config_id: randomUUID(),
      preview_data: bad,
    });
    expect(answer.code).not.toBe(0);
    expect(answer.message_cn).toContain('地域编码不存在：990100');
    await w.runner.drain();
    const account = w.accounts[medium][0] ?? '';
    const names = [
      ...(await w.namesOnMedium(medium, account, LEVEL_RESOURCES[medium].parent)),
      ...(await w.namesOnMedium(medium, account, LEVEL_RESOURCES[medium].row)),
    ];
    expect(names.filter((n) => n.startsWith(`坏地域${medium}`))).toEqual([]);
  });
});

type Other = Extract<CreationMedium, 'kuaishou' | 'tencent' | 'tencent_v2'>;

function otherDraft(medium: Other, prefix: string, region: object) {
  const names = namedAs(medium, prefix) as Record<string, Record<string, unknown>>;
  const placed =
    medium === 'kuaishou'
      ? { targets: { region } }
      : { adgroup: { ...names.adgroup, targeting: { region } } };
  return draftFor(medium, [w.accounts[medium][0] ?? ''], [w.videos[0]?.fid ?? 0], {
    ...names,
    ...placed,
  });
}

/** The wire regions the sandbox keeps on the unit or adgroup made with a name's prefix. */
function wireRegionsOf(medium: Other, prefix: string): unknown[] {
  const account = Number(w.accounts[medium][0]);
  const state = w.running.sandbox.state;
  if (medium === 'kuaishou') {
    return state.kuaishou.units
      .listByAdvertiser(account)
      .filter((u) => u.wire.unit_name.startsWith(prefix))
      .map((u) => {
        const target = u.wire.target as { region?: number[]; user_type?: number } | undefined;
        return { region: target?.region, user_type: target?.user_type };
      });
  }
  return state.tencent.adgroups
    .listByAdvertiser(account)
    .filter((a) => a.wire.adgroup_name.startsWith(prefix))
    .map((a) => (a.wire.targeting as { geo_location?: unknown } | undefined)?.geo_location);
}

const expected: Record<Other, unknown> = {
  kuaishou: { region: [440000, 320100, 110000], user_type: 0 },
  tencent: { regions: [440000, 320100, 110000], location_types: ['RECENTLY_IN'] },
  tencent_v2: { regions: [440000, 320100, 110000], location_types: ['RECENTLY_IN'] },
};

describe.each<Other>(['kuaishou', 'tencent', 'tencent_v2'])('%s regions', (medium) => {
  it("creates the unit or adgroup with the medium's region ids and user kind", async () => {
    const prefix = `地域${medium}`;
    const region = { district: 'CITY', city: [44, 320100, 11], location_type: 'CURRENT' };
    const answer = await w.call<CreationSubmitAnswer>(medium, 'submit', {
      config_id: randomUUID(),
      preview_data: otherDraft(medium, prefix, region),
    });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    await w.runner.drain();
    const items = await w.call<Paged<CreationItemRow>>(medium, 'taskList', {
      task_id: String(answer.data.task_id),
    });
    expect(items.data.list[0]?.status, JSON.stringify(items.data.list[0])).toBe('succeeded');
    const wire = wireRegionsOf(medium, prefix);
    expect(wire.length).toBeGreaterThan(0);
    for (const one of wire) expect(one).toEqual(expected[medium]);
  });

  it('creates the unit or adgroup with counties by their codes', async () => {
    const prefix = `区县${medium}`;
    const region = { district: 'CITY', city: [440106, 11, 320506], location_type: 'HOME' };
    const answer = await w.call<CreationSubmitAnswer>(medium, 'submit', {
      config_id: randomUUID(),
      preview_data: otherDraft(medium, prefix, region),
    });
    expect(answer.code, JSON.stringify(answer)).toBe(0);
    await w.runner.drain();
    const wire = wireRegionsOf(medium, prefix);
    expect(wire.length).toBeGreaterThan(0);
    for (const one of wire)
      expect(one).toEqual(
        medium === 'kuaishou'
          ? { region: [440106, 110000, 320506], user_type: 1 }
          : { regions: [440106, 110000, 320506], location_types: ['LIVE_IN'] },
      );
  });

  it('refuses a county with its own city at count and submit, creating nothing', async () => {
    const prefix = `重叠区县${medium}`;
    const bad = otherDraft(medium, prefix, {
      district: 'CITY',
      city: [320500, 320506, 440199],
      location_type: 'ALL',
    });
    const counts = await w.call<CreationCounts>(medium, 'count', { preview_data: bad });
    expect(JSON.stringify(counts)).toContain(
      '已选择「苏州市」全市，不能再单独选择其下的区县：吴中区',
    );
    expect(JSON.stringify(counts)).toContain('地域编码不存在：440199');
    const answer = await w.call<CreationSubmitAnswer>(medium, 'submit', {
      config_id: randomUUID(),
      preview_data: bad,
    });
    expect(answer.code).not.toBe(0);
    expect(answer.message_cn).toContain('不能再单独选择其下的区县：吴中区');
    await w.runner.drain();
    expect(wireRegionsOf(medium, prefix)).toEqual([]);
  });

  it('refuses an unknown code at count and submit, creating nothing', async () => {
    const prefix = `坏地域${medium}`;
    const bad = otherDraft(medium, prefix, {
      district: 'CITY',
      city: [31, 990100],
      location_type: 'ALL',
    });
    const counts = await w.call<CreationCounts>(medium, 'count', { preview_data: bad });
    expect(JSON.stringify(counts)).toContain('地域编码不存在：990100');
    const answer = await w.call<CreationSubmitAnswer>(medium, 'submit', {
      config_id: randomUUID(),
      preview_data: bad,
    });
    expect(answer.code).not.toBe(0);
    expect(answer.message_cn).toContain('地域编码不存在：990100');
    await w.runner.drain();
    expect(wireRegionsOf(medium, prefix)).toEqual([]);
  });
});

it('refuses 旅行 users on Kuaishou, whose user_type has none', async () => {
  const bad = otherDraft('kuaishou', '旅行地域', {
    district: 'CITY',
    city: [31],
    location_type: 'TRAVEL',
  });
  const counts = await w.call<CreationCounts>('kuaishou', 'count', { preview_data: bad });
  expect(JSON.stringify(counts)).toContain('该媒体不支持所选的地域用户类型');
});
