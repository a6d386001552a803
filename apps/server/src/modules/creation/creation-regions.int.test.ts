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

// Region targeting (地域) of the Ocean Engine wizards through HTTP against the media sandbox: a
// created v3 project and v2 ad carry their provinces, cities and user kind on the medium; an
// unknown code is refused at count and submit, and nothing is created.

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
