import { tencent } from '@toufang/media-wire';
import type { MediaCoverSuggest } from '../cover-suggest';
import type { AdapterDeps } from '../media-adapter';
import { numericId } from '../oauth-support';

// Tencent has no cover suggestion call: the video's key frame (videos/get `key_frame_image_url`)
// is its one suggestion. While the medium still transcodes the video (MEDIA_STATUS_PENDING) there
// is none yet.

export function createTencentVideoCovers({
  client,
}: Pick<AdapterDeps, 'client'>): MediaCoverSuggest {
  return {
    async suggest(token, accountId, videoId) {
      const { data } = await client.call({
        medium: 'tencent',
        method: 'GET',
        path: 'videos/get',
        params: {
          account_id: numericId(accountId),
          filtering: [{ field: 'video_id', operator: 'EQUALS', values: [numericId(videoId)] }],
        },
        data: tencent.VideosGetDataSchema,
        effect: 'read',
        token,
        advertiserId: accountId,
      });
      const [video] = data.list;
      if (!video) return { status: 'failed', covers: [] };
      if (video.system_status === 'MEDIA_STATUS_PENDING') return { status: 'running', covers: [] };
      if (!video.key_frame_image_url) return { status: 'failed', covers: [] };
      return {
        status: 'succeeded',
        covers: [
          {
            id: null,
            url: video.key_frame_image_url,
            width: video.width ?? null,
            height: video.height ?? null,
          },
        ],
      };
    },
  };
}
