import { describe, expect, it } from 'vitest';
import { encodeQuery } from '../query';
import { AdvertiserBudgetRequestSchema } from './advertiser-budget';
import { ImageLibraryRequestSchema, VideoLibraryRequestSchema } from './file-list';

// The file library and account budget reads (bububa model/file/image_get.go, video_get.go,
// model/advertiser/budget_get.go) as a server receives them: JSON inside the query.

const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('Ocean Engine file library requests', () => {
  it('reads an upload-day range and material ids from the query', () => {
    const request = {
      advertiser_id: 1,
      filtering: {
        material_ids: [7330000000000000007n, 7330000000000000008n],
        start_time: '2025-03-01',
        end_time: '2025-03-12',
      },
      page: 2,
      page_size: 100,
    };
    expect(ImageLibraryRequestSchema.parse(encodeQuery(request))).toEqual(request);
    expect(VideoLibraryRequestSchema.parse(encodeQuery(request))).toEqual(request);
  });

  it('refuses more than 100 ids in one filter', () => {
    const query = encodeQuery({ advertiser_id: 1, filtering: { material_ids: ids(101) } });
    expect(ImageLibraryRequestSchema.safeParse(query).success).toBe(false);
    const videos = encodeQuery({
      advertiser_id: 1,
      filtering: { video_ids: ids(101).map(String) },
    });
    expect(VideoLibraryRequestSchema.safeParse(videos).success).toBe(false);
  });

  it('refuses two id lists in one filter', () => {
    const query = encodeQuery({
      advertiser_id: 1,
      filtering: { image_ids: ['a'], signatures: ['d41d8cd98f00b204e9800998ecf8427e'] },
    });
    expect(ImageLibraryRequestSchema.safeParse(query).success).toBe(false);
  });
});

describe('Ocean Engine advertiser budget request', () => {
  it('takes 1 to 100 advertiser ids', () => {
    expect(
      AdvertiserBudgetRequestSchema.safeParse(encodeQuery({ advertiser_ids: [1] })).success,
    ).toBe(true);
    expect(
      AdvertiserBudgetRequestSchema.safeParse(encodeQuery({ advertiser_ids: [] })).success,
    ).toBe(false);
    expect(
      AdvertiserBudgetRequestSchema.safeParse(encodeQuery({ advertiser_ids: ids(101) })).success,
    ).toBe(false);
  });
});
