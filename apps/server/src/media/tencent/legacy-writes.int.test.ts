import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MirrorReader, ObjectResource, ObjectRowsOf } from '../media-mirror-types';
import {
  authorizeOnPage,
  createTestMedia,
  REDIRECT_URI,
  startSandbox,
  type RunningSandbox,
} from '../testing/sandbox-fixture';
import { createTencentLegacyMirrorReader } from './legacy-mirror-reader';
import { createTencentLegacyWrites, type TencentLegacyWrites } from './legacy-writes';

// Tencent v1.3 writes against the media sandbox over real HTTP (reference §3.9), read back through
// the v1.3 lists: switches, daily budgets and bids one object a call, a refused object answered in
// Chinese while the others go on, and deletion down the levels.

let running: RunningSandbox;
let writes: TencentLegacyWrites;
let reader: MirrorReader;
let token: string;
let accountId: string;

const state = () => running.sandbox.state.tencent;
const legacyAdgroups = () =>
  state()
    .adgroups.listByAdvertiser(Number(accountId))
    .filter((a) => a.parentId !== null && a.sim?.deletedAt === undefined);

async function read<R extends ObjectResource>(
  resource: R,
  ids: readonly string[],
): Promise<ObjectRowsOf[R][]> {
  const rows: ObjectRowsOf[R][] = [];
  for await (const page of reader.listObjects(resource, token, accountId, {
    modifiedSince: null,
    ids,
  })) {
    rows.push(...page.rows);
  }
  return rows;
}

beforeAll(async () => {
  running = await startSandbox();
  const media = createTestMedia(running);
  const adapter = media.adapters.tencent;
  const page = await authorizeOnPage(adapter, 'legacy-tencent-writes');
  token = (await adapter.exchangeCode(page.code, REDIRECT_URI)).accessToken;
  const reached = (await adapter.listAuthorizedAdvertisers(token)).map((a) => a.id);
  accountId =
    reached
      .map((id) => ({
        id,
        n: state()
          .adgroups.listByAdvertiser(Number(id))
          .filter((a) => a.parentId !== null).length,
      }))
      .sort((a, b) => b.n - a.n)[0]?.id ?? '';
  writes = createTencentLegacyWrites({ client: media.client });
  reader = createTencentLegacyMirrorReader({ client: media.client });
});
afterAll(async () => {
  await running.close();
});

describe('Tencent v1.3 writes', () => {
  it('switches adgroups one a call, a missing one refused in Chinese', async () => {
    const [a, b] = legacyAdgroups();
    const results = await writes.update('adgroup', token, accountId, [
      { id: String(a?.id), change: { optStatus: 'DISABLE' } },
      { id: '999999991', change: { optStatus: 'DISABLE' } },
      { id: String(b?.id), change: { optStatus: 'ENABLE' } },
    ]);
    expect(results.map((r) => [r.id, r.ok])).toEqual([
      [String(a?.id), true],
      ['999999991', false],
      [String(b?.id), true],
    ]);
    const refused = results[1];
    expect(refused && !refused.ok ? refused.message : '').toMatch(/\p{Script=Han}/u);
    const [row] = await read('ads', [String(a?.id)]);
    expect(row).toMatchObject({ optStatus: 'DISABLE', status: 'paused' });
  });

  it('sets an adgroup’s daily budget and bid, and a campaign’s budget to 不限', async () => {
    const adgroup = legacyAdgroups()[2];
    const id = String(adgroup?.id);
    expect(
      await writes.update('adgroup', token, accountId, [
        { id, change: { budgetFen: 0 } },
        { id, change: { bidFen: 4_321 } },
      ]),
    ).toEqual([
      { id, ok: true },
      { id, ok: true },
    ]);
    const [row] = await read('ads', [id]);
    expect(row?.budgetMode).toBe('BUDGET_MODE_INFINITE');
    expect(row?.bid ?? row?.cpaBid).toBe(4_321);

    const campaignId = String(adgroup?.parentId);
    expect(
      await writes.update('campaign', token, accountId, [
        { id: campaignId, change: { budgetFen: null } },
      ]),
    ).toEqual([{ id: campaignId, ok: true }]);
    const [campaign] = await read('campaigns', [campaignId]);
    expect(campaign).toMatchObject({ budgetMode: 'BUDGET_MODE_INFINITE', budget: null });
  });

  it('switches an ad and deletes an adgroup with its ads', async () => {
    const adgroup = legacyAdgroups()[3];
    const ads = state()
      .dynamicCreatives.listByParent(adgroup?.id ?? 0)
      .filter((c) => c.sim?.deletedAt === undefined);
    const adId = String(ads[0]?.id);
    expect(
      await writes.update('ad', token, accountId, [{ id: adId, change: { optStatus: 'DISABLE' } }]),
    ).toEqual([{ id: adId, ok: true }]);
    expect((await read('creatives', [adId]))[0]?.optStatus).toBe('DISABLE');

    const id = String(adgroup?.id);
    expect(await writes.remove('adgroup', token, accountId, [id])).toEqual([{ id, ok: true }]);
    expect((await read('ads', [id]))[0]?.status).toBe('deleted');
    expect((await read('creatives', [adId]))[0]?.status).toBe('deleted');
  });
});
