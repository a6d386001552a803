import {
  ERROR_CODES,
  type BaseCreateAnswer,
  type BasePushAnswer,
  type BasePushListData,
  type DebugLogData,
} from '@toufang/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameApps } from '../../db/schema';
import { createGame } from '../../test/factories';
import { startApiWorld, type ApiWorld } from '../feed-batches/test-support';

// Ocean Engine's 联调记录 through our API (spec 002 §7 `/bytedance/event/debug_log`): a base pushed
// to an account, a click on its track-url group served by the media sandbox, conversions the
// attribution service reports for that click by the track-link callback and by the conversion
// API, and what the product shows of them, filtered by event type and result.

const GAME = 882_101;
const LOG = '/api/bytedance/event/debug_log';

let w: ApiWorld;
let gameId = 0;
beforeAll(async () => {
  w = await startApiWorld();
  gameId = await createGame(w.t.database.db, GAME, '联调测试');
}, 120_000);
afterAll(() => w.close());

async function sandboxPost(path: string, body: unknown) {
  const response = await fetch(`${w.running.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

async function pushedBase(advertiserId: string) {
  const [app] = await w.t.database.db
    .insert(gameApps)
    .values({
      medium: 'bytedance',
      platform: 'APP_IOS',
      gameId,
      advertiserId,
      name: '联调测试',
      packageName: 'com.example.debuglog.ios',
      downloadUrl: 'https://apps.apple.com/cn/app/id1234567891',
      mediaAppId: '1790000000000991',
      reviewStatus: 'approved',
    })
    .returning({ id: gameApps.id });
  const created = await w.post<BaseCreateAnswer>('/api/amt/createbase', {
    medium: 'bytedance',
    gad_cfg_game_id: GAME,
    platform: 'APP_IOS',
    app_id: app?.id,
    name: '联调测试-iOS',
    download_url: 'https://apps.apple.com/cn/app/id1234567891',
    click_url: 'https://track.example.com/click',
  });
  expect(created.code, JSON.stringify(created)).toBe(0);
  const baseId = created.data.base_id;
  const pushed = await w.post<BasePushAnswer>('/api/convert/push', {
    base_id: baseId,
    advertiser_ids: [advertiserId],
  });
  expect(pushed.code, JSON.stringify(pushed)).toBe(0);
  await w.drain();
  const rows = await w.get<BasePushListData>(`/api/convert/read?base_id=${baseId}`);
  const row = rows.data.list.find((r) => r.advertiser_id === advertiserId);
  expect(row?.status).toBe('succeeded');
  return { baseId, assetId: row?.asset_id ?? '', groupId: row?.track_url_group_id ?? '' };
}

describe('/bytedance/event/debug_log', () => {
  it('shows the conversions the medium received for the base’s asset, with their outcome', async () => {
    const [a = '', b = ''] = w.advertisers;
    const { baseId, assetId, groupId } = await pushedBase(a);

    const empty = await w.get<DebugLogData>(`${LOG}?base_id=${baseId}&advertiser_id=${a}`);
    expect(empty.code, JSON.stringify(empty)).toBe(0);
    expect(empty.data).toMatchObject({ asset_id: assetId, list: [] });

    // The medium serves a click on the group's click link, with its callback value.
    const click = await sandboxPost('/_admin/oceanengine/clicks', {
      advertiser_id: a,
      track_url_group_id: groupId,
    });
    const callback = String(click.callback_param);
    expect(String(click.click_url)).toMatch(/^https:\/\/track\.example\.com\/click\?base_id=/);
    expect(String(click.click_url)).toContain(encodeURIComponent(callback));

    // The attribution service reports: 激活 by the conversion API, 注册 by the track-link
    // callback, 次留 (no such event on the asset) and 激活 again (a click activates once).
    const at = Date.now() - 60_000;
    const active = await sandboxPost('/oceanengine/analytics/api/v2/conversion', {
      event_type: 'active',
      context: { ad: { callback } },
      timestamp: at,
    });
    expect(active.code).toBe(0);
    const register = await sandboxPost('/oceanengine/track/activate/', {
      callback,
      event_type: 1,
      conv_time: Math.floor(at / 1000),
      os: 1,
    });
    expect(register.code).toBe(0);
    const retained = await sandboxPost('/oceanengine/track/activate/', { callback, event_type: 6 });
    expect(retained.code).not.toBe(0);
    const again = await sandboxPost('/oceanengine/analytics/api/v2/conversion', {
      event_type: 'active',
      context: { ad: { callback } },
    });
    expect(again.code).not.toBe(0);
    // A callback value the medium never issued names no asset: refused, logged nowhere.
    const unknown = await sandboxPost('/oceanengine/analytics/api/v2/conversion', {
      event_type: 'active',
      context: { ad: { callback: 'not-a-click' } },
    });
    expect(String(unknown.message)).toContain('callback 无效');

    const log = await w.get<DebugLogData>(`${LOG}?base_id=${baseId}&advertiser_id=${a}`);
    expect(log.code, JSON.stringify(log)).toBe(0);
    expect(log.data.page_info.total_number).toBe(4);
    expect(
      log.data.list.map((r) => [r.event_type, r.event_name, r.source, r.result, r.reason]),
    ).toEqual([
      ['active', '激活', 'api', 'failed', '该点击已回传过激活，重复回传不计入'],
      ['next_day_open', '次留', 'track_url', 'failed', '事件资产下未创建该事件：次留'],
      ['active_register', '注册', 'track_url', 'success', null],
      ['active', '激活', 'api', 'success', null],
    ]);
    expect(new Set(log.data.list.map((r) => r.click_id))).toEqual(new Set([click.click_id]));
    expect(log.data.list[2]?.event_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const failed = await w.get<DebugLogData>(
      `${LOG}?base_id=${baseId}&advertiser_id=${a}&result=failed`,
    );
    expect(failed.data.list.map((r) => r.event_type)).toEqual(['active', 'next_day_open']);
    const actives = await w.get<DebugLogData>(
      `${LOG}?base_id=${baseId}&advertiser_id=${a}&event_type=active&result=success`,
    );
    expect(actives.data.list.map((r) => [r.event_type, r.result])).toEqual([['active', 'success']]);

    // An account the base was not pushed to has no asset, hence no log; bad input changes nothing.
    const notPushed = await w.get(`${LOG}?base_id=${baseId}&advertiser_id=${b}`);
    expect(notPushed.code).toBe(ERROR_CODES.VALIDATION_FAILED.code);
    expect(JSON.stringify(notPushed)).toContain('请先推送到该账户');
    const outside = await w.get(`${LOG}?base_id=${baseId}&advertiser_id=999`);
    expect(outside.code).toBe(ERROR_CODES.ADVERTISERS_OUT_OF_SCOPE.code);
    const badResult = await w.get(`${LOG}?base_id=${baseId}&advertiser_id=${a}&result=maybe`);
    expect(JSON.stringify(badResult)).toContain('联调结果只能是成功或失败');
  });
});
