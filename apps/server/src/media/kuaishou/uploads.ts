import { kuaishou } from '@toufang/media-wire';
import { numericId } from '../oauth-support';
import type { UploadFile } from '../media-adapter';
import type { UploadSpecs } from '../upload-call';

// Kuaishou's library uploads (media-wire kuaishou/upload.ts; documentIds 2930, 2634):
// v2/file/ad/image/upload (upload_type 1, by file) and v2/file/ad/video/upload, the md5 as
// `signature`. Creatives reference the `image_token` and the `photo_id` (a 19-digit number, kept
// as text). Videos go asynchronously (sync 0, the medium's default): the answer comes at once and
// the video is usable once the medium has processed it.

/** The picture type by the image's shape: 5 竖版, 6 横版, 0 默认 for a square or an unknown frame. */
function pictureType({ width, height }: UploadFile): kuaishou.ImageUploadType {
  if (!width || !height || width === height) return 0;
  return height > width ? 5 : 6;
}

export const KUAISHOU_UPLOADS: UploadSpecs<kuaishou.ImageUploadData, kuaishou.VideoUploadData> = {
  medium: 'kuaishou',
  image: {
    path: 'v2/file/ad/image/upload',
    fileField: 'file',
    fields: ({ advertiserId, file, md5 }) => ({
      advertiser_id: numericId(advertiserId),
      type: pictureType(file),
      upload_type: 1,
      signature: md5,
      name: file.name.slice(0, 100),
    }),
    data: kuaishou.ImageUploadDataSchema,
    material: (d) => ({
      type: 'image',
      fileId: d.image_token,
      materialId: d.image_token,
      md5: d.signature,
      width: d.width,
      height: d.height,
      sizeBytes: d.size,
      url: d.url,
      ready: true,
    }),
  },
  video: {
    path: 'v2/file/ad/video/upload',
    fileField: 'file',
    fields: ({ advertiserId, file, md5 }) => ({
      advertiser_id: numericId(advertiserId),
      signature: md5,
      photo_name: file.name.slice(0, 150),
      ...(file.orientation ? { type: file.orientation === 'vertical' ? 1 : 2 } : {}),
      sync: 0,
    }),
    data: kuaishou.VideoUploadDataSchema,
    material: (d, { file }) => ({
      type: 'video',
      fileId: d.photo_id,
      materialId: d.photo_id,
      md5: d.signature,
      width: null,
      height: null,
      sizeBytes: file.size,
      url: null,
      ready: false,
    }),
  },
};
