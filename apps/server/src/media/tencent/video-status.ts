import { tencent } from '@toufang/media-wire';
import { numericId } from '../oauth-support';
import type { VideoState, VideoStatusSpec } from '../video-status';

// Tencent transcodes a video after videos/add answers: videos/get `system_status`
// MEDIA_STATUS_PENDING while it does, MEDIA_STATUS_VALID once usable, MEDIA_STATUS_ERROR when it
// could not.

const STATES: Partial<Record<string, VideoState>> = {
  MEDIA_STATUS_VALID: 'ready',
  MEDIA_STATUS_PENDING: 'processing',
  MEDIA_STATUS_ERROR: 'failed',
};

export const TENCENT_VIDEO_STATUS: VideoStatusSpec<tencent.VideosGetData> = {
  medium: 'tencent',
  method: 'GET',
  path: 'videos/get',
  batch: 100,
  params: (advertiserId, ids) => ({
    account_id: numericId(advertiserId),
    filtering: [{ field: 'video_id', operator: 'IN', values: ids.map(numericId) }],
    page: 1,
    page_size: 100,
  }),
  data: tencent.VideosGetDataSchema,
  states: (data) =>
    data.list.map((v) => [String(v.video_id), STATES[v.system_status ?? ''] ?? 'processing']),
};
