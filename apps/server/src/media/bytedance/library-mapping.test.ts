import { oceanengine } from '@toufang/media-wire';
import { describe, expect, it } from 'vitest';
import { keepingRaw, type Listed } from '../mirror/raw-list';
import { imageMaterialRow, videoMaterialRow } from './library-mapping';

// Library files → material rows (reference §1.12): the material id reports use, the file id
// promotions reference, md5, sizes, the upload time as modify time, the JSON kept as returned.

const ADVERTISER = '1700000000000001';

function listed<T extends Parameters<typeof keepingRaw>[0]>(schema: T, json: unknown) {
  return keepingRaw(schema).parse(json) as Listed<ReturnType<T['parse']>>;
}

describe('library files → material rows', () => {
  it('maps an image with its file id, md5 and size', () => {
    const json = {
      id: 'web.business.image/abc',
      material_id: 7300000000000009,
      size: 120_000,
      width: 1280,
      height: 720,
      url: 'https://p3.example/preview.jpg',
      format: 'jpg',
      signature: 'd41d8cd98f00b204e9800998ecf8427e',
      create_time: '2025-03-05 12:00:00',
      filename: '开服海报.jpg',
    };
    const row = imageMaterialRow(ADVERTISER, listed(oceanengine.LibraryImageSchema, json));
    expect(row).toMatchObject({
      medium: 'bytedance',
      advertiserId: ADVERTISER,
      materialId: '7300000000000009',
      materialType: 'image',
      fileId: 'web.business.image/abc',
      md5: 'd41d8cd98f00b204e9800998ecf8427e',
      url: 'https://p3.example/preview.jpg',
      coverUrl: null,
      width: 1280,
      height: 720,
      durationMs: null,
      sizeBytes: 120_000,
      name: '开服海报.jpg',
    });
    expect(row.mediumModifiedAt).toEqual(new Date('2025-03-05T04:00:00Z'));
    expect(row.raw).toEqual(json);
  });

  it('maps a video with its duration in milliseconds and its cover', () => {
    const json = {
      id: 'vid-1',
      video_id: 'v02033f10000abc',
      material_id: 7300000000000010,
      size: 9_000_000,
      width: 720,
      height: 1280,
      video_url: 'https://v.example/play.mp4',
      poster_url: 'https://p.example/poster.jpg',
      signature: '0cc175b9c0f1b6a831c399e269772661',
      duration: 15.06,
      create_time: '2025-03-05 12:00:01',
      filename: '试玩.mp4',
    };
    const row = videoMaterialRow(ADVERTISER, listed(oceanengine.LibraryVideoSchema, json));
    expect(row).toMatchObject({
      materialId: '7300000000000010',
      materialType: 'video',
      fileId: 'v02033f10000abc',
      url: 'https://v.example/play.mp4',
      coverUrl: 'https://p.example/poster.jpg',
      durationMs: 15_060,
      sizeBytes: 9_000_000,
    });
  });
});
