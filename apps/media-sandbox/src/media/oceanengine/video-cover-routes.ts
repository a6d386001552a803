import { oceanengine } from '@toufang/media-wire';
import { CDN_HOSTS } from '../../cdn/cdn-hosts';
import type { MediumContext } from '../../http/medium-context';
import { mediumError } from '../../http/medium-error';
import { md5Of } from '../../http/upload-check';
import { libraryOf } from './library-files';

// 获取视频智能封面 (media-wire oceanengine/video-cover.ts): GET 2/tools/video_cover/suggest/. The
// first call for a video of the advertiser's library starts the work and answers RUNNING; from
// VIDEO_COVER_LIMITS.makingMs of simulated time later the calls answer SUCCESS with one cover per
// 4 s of video (1–13), frames of the video's size served by the sandbox's CDN. The work in
// progress is held in memory: a restarted sandbox starts it again.

const PATH = '/oceanengine/open_api/2/tools/video_cover/suggest/';
const SECONDS_PER_COVER = 4;

export function registerOceanEngineVideoCovers(ctx: MediumContext): void {
  /** When the work for `<advertiser>:<video_id>` started (simulated ms). */
  const started = new Map<string, number>();

  ctx.endpoint('GET', PATH, (req) => {
    const query = ctx.parse(oceanengine.VideoCoverSuggestRequestSchema, req.input);
    const advertiserId = ctx.advertiser(req).id;
    const file = libraryOf(ctx.state, advertiserId).find(
      (f) => f.wire.kind === 'video' && f.wire.video.video_id === query.video_id,
    );
    if (file?.wire.kind !== 'video') {
      throw mediumError('param', `video_id ${query.video_id} 不属于广告主 ${advertiserId}`);
    }
    const key = `${advertiserId}:${query.video_id}`;
    const since = started.get(key) ?? req.now;
    started.set(key, since);
    if (req.now - since < oceanengine.VIDEO_COVER_LIMITS.makingMs) {
      const running: oceanengine.VideoCoverSuggestData = { status: 'RUNNING', list: [] };
      return running;
    }
    const { video } = file.wire;
    const count = Math.min(
      oceanengine.VIDEO_COVER_LIMITS.coversMax,
      Math.max(
        oceanengine.VIDEO_COVER_LIMITS.coversMin,
        Math.floor(video.duration / SECONDS_PER_COVER),
      ),
    );
    const list = Array.from({ length: count }, (_, n): oceanengine.VideoCover => {
      const id = `web.business.image/cover${md5Of(`${key}:${n}`).slice(0, 20)}`;
      return {
        id,
        width: video.width,
        height: video.height,
        url: `${CDN_HOSTS.oceanengine}/cover/${video.video_id}/${n + 1}.jpeg`,
      };
    });
    const data: oceanengine.VideoCoverSuggestData = { status: 'SUCCESS', list };
    return data;
  });
}
