import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBytedanceEventAssets } from '../../media/bytedance/event-assets';
import { createBytedanceEventManager } from '../../media/bytedance/event-manager';
import { createBytedanceMicroApps } from '../../media/bytedance/micro-apps';
import { admin } from '../../media/testing/sandbox-fixture';
import type { BasePushRequest } from './base-pusher';
import { startPushTaskWorld, type PushTaskWorld } from './push-task-test-world';
import { bytedanceBasePusher } from './bytedance-base-pusher';

// The push task type through the task engine against the sandbox, with a client that gives up
// after a short timeout: a track-url group whose answer was lost is read back, never made twice,
// and the push goes on from the ids it kept.

const GROUP_CREATE = '2/event_manager/track_url/create/';

let w: PushTaskWorld;
beforeAll(async () => {
  w = await startPushTaskWorld({
    medium: 'bytedance',
    state: 'base-push',
    game: { gadCfgGameId: 883_001, gameName: '三国志战略版' },
    base: {
      platform: 'APP_IOS',
      name: '三国志-iOS-巨量引擎',
      downloadUrl: 'https://apps.apple.com/cn/app/id1234567890',
    },
    pusher: (client) =>
      bytedanceBasePusher({
        assets: createBytedanceEventAssets({ client }),
        events: createBytedanceEventManager({ client }),
        microApps: createBytedanceMicroApps({ client }),
      }),
  });
}, 120_000);
afterAll(() => w.close());

const request: () => BasePushRequest = () => ({
  baseId: w.baseId,
  medium: 'bytedance',
  name: '三国志-iOS-巨量引擎',
  platform: 'ios',
  packageName: 'com.example.sanguo.ios',
  downloadUrl: 'https://apps.apple.com/cn/app/id1234567890',
  clickUrl: `https://track.example.com/click?base_id=${w.baseId}&callback=__CALLBACK_PARAM__`,
  impressionUrl: null,
  appId: null,
  packageId: null,
  eventTypes: ['active', 'active_register', 'active_pay'],
});

describe('conversion_base.account.push', () => {
  it('reads back a track-url group whose answer was lost and finishes the push without a second one', async () => {
    const key = { baseId: w.baseId, medium: 'bytedance' as const, advertiserId: w.advertiser };
    await w.pushes.start([key], null, w.userId, w.t.clock.now());
    await admin(w.running, 'PUT', 'faults', {
      rules: [
        {
          endpoint: `POST /oceanengine/open_api/${GROUP_CREATE}`,
          timeoutRate: 1,
          timeoutMs: 2_000,
        },
      ],
    });
    const sent = () => w.requests.filter((u) => u.includes(GROUP_CREATE)).length;
    const id = await w.push(request());
    await w.runner.drain();
    let [item] = await w.itemsOf(id);
    expect([item?.status, item?.errorCode]).toEqual(['unknown', 'MEDIA_OUTCOME_UNKNOWN']);
    // The asset was kept as soon as the medium gave it.
    const kept = await w.pushes.find(key);
    expect(kept).toMatchObject({ status: 'pushing', trackUrlGroupId: null });
    expect(kept?.assetId).toBeTruthy();

    await admin(w.running, 'PUT', 'faults', { rules: [] });
    w.t.clock.advance(60_000);
    await w.runner.drain();
    [item] = await w.itemsOf(id);
    expect(item?.status).toBe('succeeded');
    expect(sent()).toBe(1);
    const groups = w.running.sandbox.state.oceanengine.trackUrlGroups.listByParent(
      Number(kept?.assetId),
    );
    expect(groups).toHaveLength(1);
    const done = await w.pushes.find(key);
    expect(done).toMatchObject({
      status: 'succeeded',
      assetId: kept?.assetId,
      trackUrlGroupId: String(groups[0]?.id),
    });
    expect(done?.events.map((e) => e.event_type)).toEqual([
      'active',
      'active_register',
      'active_pay',
    ]);
  });
});
