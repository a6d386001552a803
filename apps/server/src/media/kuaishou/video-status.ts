import { kuaishou } from '@toufang/media-wire';
import { numericId } from '../oauth-support';
import type { VideoStatusSpec } from '../video-status';

// A video uploaded asynchronously joins the library list (v1/file/ad/video/list) once Kuaishou has
// processed it; until then the list leaves it out. `new_status` -1 lists deleted videos too: one
// deleted (0) will never be usable.

export const KUAISHOU_VIDEO_STATUS: VideoStatusSpec<kuaishou.VideoLibraryData> = {
  medium: 'kuaishou',
  method: 'POST',
  path: 'v1/file/ad/video/list',
  batch: 100,
  params: (advertiserId, ids) => ({
    advertiser_id: numericId(advertiserId),
    photo_ids: [...ids],
    new_status: -1,
    page: 1,
    page_size: 100,
  }),
  data: kuaishou.VideoLibraryDataSchema,
  states: (data) => data.details.map((v) => [v.photo_id, v.new_status === 0 ? 'failed' : 'ready']),
};
