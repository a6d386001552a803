import { describe, expect, it } from 'vitest';
import { KUAISHOU_VIDEO_STATUS } from './kuaishou/video-status';
import { TENCENT_VIDEO_STATUS } from './tencent/video-status';

describe('reading pushed videos back', () => {
  it('takes Tencent’s transcoding states', () => {
    const states = TENCENT_VIDEO_STATUS.states({
      list: [
        { video_id: 1, system_status: 'MEDIA_STATUS_VALID' },
        { video_id: 2, system_status: 'MEDIA_STATUS_PENDING' },
        { video_id: 3, system_status: 'MEDIA_STATUS_ERROR' },
        { video_id: 4 },
      ],
      page_info: { page: 1, page_size: 100, total_number: 4, total_page: 1 },
    });
    expect(states).toEqual([
      ['1', 'ready'],
      ['2', 'processing'],
      ['3', 'failed'],
      ['4', 'processing'],
    ]);
  });

  it('takes a Kuaishou video listed as usable, and a deleted one as failed', () => {
    const states = KUAISHOU_VIDEO_STATUS.states({
      total_count: 2,
      details: [
        { photo_id: '5200000000000000001', new_status: 1 },
        { photo_id: '5200000000000000002', new_status: 0 },
      ],
    });
    expect(states).toEqual([
      ['5200000000000000001', 'ready'],
      ['5200000000000000002', 'failed'],
    ]);
  });
});
