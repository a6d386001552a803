import { oceanengine } from '@toufang/media-wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CDN_HOSTS, publicCdnBase } from '../../cdn/cdn-hosts';
import type { Json } from '../../testing/harness';
import {
  listAll,
  startOceanEngine,
  type OceanEngineSession,
} from '../../testing/oceanengine-client';

// 获取视频智能封面 over HTTP (media-wire oceanengine/video-cover.ts): RUNNING on the first call,
// SUCCESS with 1–13 covers of the video's frame once the making time passed on the simulated
// clock, served as pictures by the sandbox's CDN; a video of another advertiser refused.

const { ErrorCode, VIDEO_COVER_LIMITS } = oceanengine;
const SUGGEST = '2/tools/video_cover/suggest/';

describe('Ocean Engine video cover suggestions', () => {
  let s: OceanEngineSession;
  let advertiserId: number;
  let video: Json;

  beforeAll(async () => {
    s = await startOceanEngine();
    advertiserId = s.advertisers[0] ?? 0;
    const [first] = await listAll(s, '2/file/video/get/', { advertiser_id: advertiserId });
    if (!first) throw new Error('the library has no video');
    video = first;
  });
  afterAll(() => s.running.close());

  it('answers RUNNING first, then the covers of the video once made', async () => {
    const ask = () => s.get(SUGGEST, { advertiser_id: advertiserId, video_id: video.video_id });
    const first = await ask();
    expect(first.code).toBe(0);
    expect(oceanengine.VideoCoverSuggestDataSchema.parse(first.data)).toEqual({
      status: 'RUNNING',
      list: [],
    });
    await s.advance(VIDEO_COVER_LIMITS.makingMs);
    const done = oceanengine.VideoCoverSuggestDataSchema.parse((await ask()).data);
    expect(done.status).toBe('SUCCESS');
    expect(done.list.length).toBeGreaterThanOrEqual(VIDEO_COVER_LIMITS.coversMin);
    expect(done.list.length).toBeLessThanOrEqual(VIDEO_COVER_LIMITS.coversMax);
    expect(done.list.length).toBe(
      Math.min(13, Math.max(1, Math.floor(Number(video.duration) / 4))),
    );
    expect(new Set(done.list.map((c) => c.id)).size).toBe(done.list.length);
    for (const cover of done.list) {
      expect(cover).toMatchObject({ width: video.width, height: video.height });
    }
    // The sandbox serves its CDN hosts' files under its own origin.
    const address = (done.list[0]?.url ?? '').replace(
      CDN_HOSTS.oceanengine,
      publicCdnBase(s.running.base, 'oceanengine'),
    );
    const picture = await fetch(address);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses a video of another advertiser and a call without video_id', async () => {
    const other = s.advertisers[1] ?? 0;
    const [foreign] = await listAll(s, '2/file/video/get/', { advertiser_id: other });
    const refused = await s.get(SUGGEST, {
      advertiser_id: advertiserId,
      video_id: foreign?.video_id,
    });
    expect(refused.code).toBe(ErrorCode.PARAM_ERROR);
    expect((await s.get(SUGGEST, { advertiser_id: advertiserId })).code).toBe(
      ErrorCode.PARAM_ERROR,
    );
  });
});
