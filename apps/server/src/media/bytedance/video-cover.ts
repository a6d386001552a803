import { oceanengine } from '@toufang/media-wire';
import type { CoverSuggestion, MediaCoverSuggest } from '../cover-suggest';
import type { AdapterDeps } from '../media-adapter';
import { numericId } from '../oauth-support';

// Ocean Engine's 获取视频智能封面 (media-wire oceanengine/video-cover.ts): GET
// 2/tools/video_cover/suggest/ answers RUNNING while the covers are made (some seconds), then
// SUCCESS with 1–13 covers, each an image id of the advertiser and a preview link.

const STATUS: Record<oceanengine.VideoCoverStatus, CoverSuggestion['status']> = {
  RUNNING: 'running',
  SUCCESS: 'succeeded',
  FAILED: 'failed',
};

export function createBytedanceVideoCovers({
  client,
}: Pick<AdapterDeps, 'client'>): MediaCoverSuggest {
  return {
    async suggest(token, advertiserId, videoId) {
      const { data } = await client.call({
        medium: 'bytedance',
        method: 'GET',
        path: '2/tools/video_cover/suggest/',
        params: { advertiser_id: numericId(advertiserId), video_id: videoId },
        data: oceanengine.VideoCoverSuggestDataSchema,
        effect: 'read',
        token,
        advertiserId,
      });
      return {
        status: STATUS[data.status],
        covers: data.list.map((c) => ({
          id: c.id,
          url: c.url,
          width: c.width ?? null,
          height: c.height ?? null,
        })),
      };
    },
  };
}
