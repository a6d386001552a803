import { tencent } from '@toufang/media-wire';
import { numericId } from '../oauth-support';
import type { UploadSpecs } from '../upload-call';

// Tencent's library uploads (media-wire tencent/upload.ts; SDK v3 ImagesApiService.Add,
// VideosApiService.Add): images/add by file (UPLOAD_TYPE_FILE) and videos/add, the md5 as
// `signature`, for an account (account_id). Dynamic creatives reference the `image_id` and the
// `video_id`; a video is transcoded after the answer (videos/get system_status PENDING → VALID).

export const TENCENT_UPLOADS: UploadSpecs<tencent.ImagesAddData, tencent.VideosAddData> = {
  medium: 'tencent',
  image: {
    path: 'images/add',
    fileField: 'file',
    fields: ({ advertiserId, file, md5 }) => ({
      account_id: numericId(advertiserId),
      upload_type: 'UPLOAD_TYPE_FILE',
      signature: md5,
      description: file.name.slice(0, 255),
    }),
    data: tencent.ImagesAddDataSchema,
    material: (d, { file, md5 }) => ({
      type: 'image',
      fileId: d.image_id,
      materialId: d.image_id,
      md5: d.image_signature ?? md5,
      width: d.image_width ?? null,
      height: d.image_height ?? null,
      sizeBytes: d.image_file_size ?? file.size,
      url: d.preview_url ?? null,
      ready: true,
    }),
  },
  video: {
    path: 'videos/add',
    fileField: 'video_file',
    fields: ({ advertiserId, file, md5 }) => ({
      account_id: numericId(advertiserId),
      signature: md5,
      description: file.name.slice(0, 255),
    }),
    data: tencent.VideosAddDataSchema,
    material: (d, { file, md5 }) => ({
      type: 'video',
      fileId: String(d.video_id),
      materialId: String(d.video_id),
      md5,
      width: null,
      height: null,
      sizeBytes: file.size,
      url: null,
      ready: false,
    }),
  },
};
