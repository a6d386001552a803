import { oceanengine } from '@toufang/media-wire';
import { numericId } from '../oauth-support';
import type { UploadSpecs } from '../upload-call';

// Ocean Engine's library uploads (media-wire oceanengine/upload.ts): 2/file/image/ad/ and
// 2/file/video/ad/ by file with the md5 as image_signature / video_signature. Promotions reference
// the image `id` and the `video_id`; reports name a file by its `material_id`. A video is usable
// as soon as the answer comes.

export const BYTEDANCE_UPLOADS: UploadSpecs<
  oceanengine.ImageAdUploadData,
  oceanengine.VideoAdUploadData
> = {
  medium: 'bytedance',
  image: {
    path: '2/file/image/ad/',
    fileField: 'image_file',
    fields: ({ advertiserId, file, md5 }) => ({
      advertiser_id: numericId(advertiserId),
      upload_type: 'UPLOAD_BY_FILE',
      image_signature: md5,
      filename: file.name,
    }),
    data: oceanengine.ImageAdUploadDataSchema,
    material: (d) => ({
      type: 'image',
      fileId: d.id,
      materialId: String(d.material_id),
      md5: d.signature,
      width: d.width,
      height: d.height,
      sizeBytes: d.size,
      url: d.url,
      ready: true,
    }),
  },
  video: {
    path: '2/file/video/ad/',
    fileField: 'video_file',
    fields: ({ advertiserId, file, md5 }) => ({
      advertiser_id: numericId(advertiserId),
      upload_type: 'UPLOAD_BY_FILE',
      video_signature: md5,
      filename: file.name,
    }),
    data: oceanengine.VideoAdUploadDataSchema,
    material: (d, { md5 }) => ({
      type: 'video',
      fileId: d.video_id,
      materialId: String(d.material_id),
      md5: d.video_signature ?? md5,
      width: d.width,
      height: d.height,
      sizeBytes: d.size,
      url: d.video_url,
      ready: true,
    }),
  },
};
