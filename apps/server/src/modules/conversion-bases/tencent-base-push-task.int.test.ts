import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../../media/testing/sandbox-fixture';
import { createTencentConversions } from '../../media/tencent/conversions';
import type { BasePushRequest } from './base-pusher';
import { startPushTaskWorld, type PushTaskWorld } from './push-task-test-world';
import { tencentBasePusher } from './tencent-base-pusher';

// The push task type on Tencent through the task engine against the sandbox, with a client that
// gives up after a short timeout: a conversion whose answer was lost is found again, the item is
// sent again for the rest, and no conversion is made twice.

const CONVERSION_ADD = 'conversions/add';
const STORE_ID = '1104466821';

let w: PushTaskWorld;
beforeAll(async () => {
  w = await startPushTaskWorld({
    medium: 'tencent',
    state: 'base-push-tx',
    game: { gadCfgGameId: 883_101, gameName: '王者荣耀' },
    base: {
      platform: 'APP_ANDROID',
      name: '王者-安卓-腾讯',
      downloadUrl: 'https://example.com/wangzhe.apk',
    },
    pusher: (client) => tencentBasePusher({ conversions: createTencentConversions({ client }) }),
  });
}, 120_000);
afterAll(() => w.close());

const request = (): BasePushRequest => ({
  baseId: w.baseId,
  medium: 'tencent',
  name: '王者-安卓-腾讯',
  platform: 'android',
  packageName: 'com.example.wangzhe',
  downloadUrl: 'https://example.com/wangzhe.apk',
  clickUrl: `https://track.example.com/click?base_id=${w.baseId}&callback=__CALLBACK__`,
  impressionUrl: null,
  appId: STORE_ID,
  packageId: null,
  eventTypes: [
    'OPTIMIZATIONGOAL_APP_ACTIVATE',
    'OPTIMIZATIONGOAL_APP_REGISTER',
    'OPTIMIZATIONGOAL_APP_PURCHASE',
  ],
});

describe('conversion_base.account.push on Tencent', () => {
  it('finds a conversion whose answer was lost and makes only the missing ones', async () => {
    const key = { baseId: w.baseId, medium: 'tencent' as const, advertiserId: w.advertiser };
    await w.pushes.start([key], null, w.userId, w.t.clock.now());
    await admin(w.running, 'PUT', 'faults', {
      rules: [
        { endpoint: `POST /tencent/v3.0/${CONVERSION_ADD}`, timeoutRate: 1, timeoutMs: 2_000 },
      ],
    });
    const sent = () => w.requests.filter((u) => u.includes(CONVERSION_ADD)).length;
    const id = await w.push(request());
    await w.runner.drain();
    let [item] = await w.itemsOf(id);
    expect([item?.status, item?.errorCode]).toEqual(['unknown', 'MEDIA_OUTCOME_UNKNOWN']);
    // The data source was kept as soon as the medium gave it.
    const kept = await w.pushes.find(key);
    expect(kept).toMatchObject({ status: 'pushing', trackUrlGroupId: null });
    expect(kept?.assetId).toBeTruthy();
    const firstSent = sent();

    await admin(w.running, 'PUT', 'faults', { rules: [] });
    w.t.clock.advance(60_000);
    await w.runner.drain();
    [item] = await w.itemsOf(id);
    expect(item?.status).toBe('succeeded');
    const made = w.running.sandbox.state.tencent.conversions.listByAdvertiser(Number(w.advertiser));
    expect(made.map((c) => c.wire.optimization_goal).sort()).toEqual(
      [...request().eventTypes].sort(),
    );
    expect(sent() - firstSent).toBe(2);
    const done = await w.pushes.find(key);
    expect(done).toMatchObject({ status: 'succeeded', assetId: kept?.assetId });
    expect(done?.events.map((e) => e.event_type)).toEqual(request().eventTypes);
  });
});
