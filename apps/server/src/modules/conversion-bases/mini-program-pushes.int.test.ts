import {
  ERROR_CODES,
  type BaseCreateAnswer,
  type BasePushAnswer,
  type BasePushListData,
  type TaskRow,
} from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../db/schema';
import { startApiWorld, type ApiWorld } from '../feed-batches/test-support';

// Pushing a mini-program base to Ocean Engine accounts (spec 002 §7 `/convert/push`,
// `convert/read`; docs/architecture/conversion-bases.md) against the media sandbox over HTTP: the
// mini program's event asset on the account's 字节小游戏 instance and its events, no track-url
// group; an account without the mini program is refused by name; a second push makes nothing.

const GAME = 882_101;

let w: ApiWorld;
beforeAll(async () => {
  w = await startApiWorld();
  await w.t.database.db.insert(games).values({ gadCfgGameId: GAME, gameName: '三国志战略版' });
}, 120_000);
afterAll(() => w.close());

const oe = () => w.running.sandbox.state.oceanengine;

interface MicroList {
  list: { instance_id: string; app_id: string }[];
}

/** The 字节小游戏 the sandbox gives each account (some have none). */
async function gamesOf(advertiserId: string) {
  const answer = await w.get<MicroList>(
    `/api/bytedance/game/list?advertiser_id=${advertiserId}&page=1&per_page=100`,
  );
  expect(answer.code, JSON.stringify(answer)).toBe(0);
  return answer.data.list;
}

describe('/convert/push of a mini-program base', () => {
  it('makes the mini program’s asset and events where the account holds it, and names the others', async () => {
    const held = await Promise.all(
      w.advertisers.map(async (id) => [id, await gamesOf(id)] as const),
    );
    const holder = held.find(([, list]) => list.length > 0);
    expect(holder, 'a sandbox account with a 字节小游戏').toBeDefined();
    const [withGame = '', [game] = []] = holder ?? [];
    const lacking = held.find(([, list]) => !list.some((g) => g.app_id === game?.app_id))?.[0];
    expect(lacking, 'a sandbox account without that 字节小游戏').toBeDefined();

    const created = await w.post<BaseCreateAnswer>('/api/amt/tt_mini_program_createbase', {
      gad_cfg_game_id: GAME,
      platform: 'APP_ANDROID',
      mini_program_type: 'byte_game',
      mini_program_id: game?.app_id,
      name: '三国志-小游戏-巨量引擎',
      click_url: 'https://track.example.com/click',
    });
    expect(created.code, JSON.stringify(created)).toBe(0);
    const baseId = created.data.base_id;

    const pushed = await w.post<BasePushAnswer>('/api/convert/push', {
      base_id: baseId,
      advertiser_ids: [withGame, lacking],
    });
    expect(pushed.code, JSON.stringify(pushed)).toBe(0);
    await w.drain();
    const task = await w.get<TaskRow>(`/api/tasks/${pushed.data.task_id}`);
    expect(task.data.status).toBe('partially_failed');

    const rows = (await w.get<BasePushListData>(`/api/convert/read?base_id=${baseId}`)).data.list;
    const ok = rows.find((r) => r.advertiser_id === withGame);
    expect(ok).toMatchObject({
      status: 'succeeded',
      track_url_group_id: null,
      error_message: null,
    });
    const asset = oe().eventAssets.find(Number(ok?.asset_id));
    expect(asset?.wire.asset_type).toBe('MINI_PROGRAME');
    expect(asset?.wire.mini_program_asset).toMatchObject({
      mini_program_id: game?.app_id,
      instance_id: Number(game?.instance_id),
      mini_program_type: 'BYTE_GAME',
    });
    expect(ok?.events.map((e) => e.event_type)).toEqual([
      'active',
      'active_register',
      'active_pay',
    ]);
    const made = oe().assetEvents.filter((e) => e.assetId === asset?.id);
    expect(made.every((e) => e.trackTypes.join() === 'MINI_PROGRAME_API')).toBe(true);
    expect(oe().trackUrlGroups.listByParent(asset?.id ?? 0)).toHaveLength(0);

    const refused = rows.find((r) => r.advertiser_id === lacking);
    expect(refused).toMatchObject({ status: 'failed', asset_id: null });
    expect(refused?.error_message).toBe(`该账户的字节小游戏资产中没有该小程序：${game?.app_id}`);

    // Pushed again, the account's asset and events are found and reused.
    const assets = oe().eventAssets.listByAdvertiser(Number(withGame)).length;
    const events = oe().assetEvents.size;
    const again = await w.post<BasePushAnswer>('/api/convert/push', {
      base_id: baseId,
      advertiser_ids: [withGame],
    });
    expect(again.code).toBe(0);
    await w.drain();
    const after = (await w.get<BasePushListData>(`/api/convert/read?base_id=${baseId}`)).data;
    expect(after.list.find((r) => r.advertiser_id === withGame)).toMatchObject({
      status: 'succeeded',
      asset_id: ok?.asset_id,
    });
    expect(oe().eventAssets.listByAdvertiser(Number(withGame))).toHaveLength(assets);
    expect(oe().assetEvents.size).toBe(events);

    // A mini program has no track-url group to push again.
    const retry = await w.post('/api/bytedance/event/job_retry_track_url_group_id', {
      base_id: baseId,
    });
    expect(retry.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
  });
});
