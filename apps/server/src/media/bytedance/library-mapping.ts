import type { oceanengine } from '@toufang/media-wire';
import type { MaterialMirrorRow } from '../media-mirror-types';
import { libraryRow } from '../mirror/library-row';
import type { Listed } from '../mirror/raw-list';
import { fromWireDateTime } from './wire-time';

// Files of the advertiser's library → materials rows (reference §1.12). `material_id` is the
// cross-report id (the report's material dimension), `file_id` what promotions reference (image
// `id`, video `video_id`). Library files have no delivery status and are never modified: the
// status stays `unknown` (the column's default) and the upload time is their modify time.

const MEDIUM = 'bytedance' as const;

export function imageMaterialRow(
  advertiserId: string,
  { wire: image, raw }: Listed<oceanengine.LibraryImage>,
): MaterialMirrorRow {
  const uploaded = fromWireDateTime(image.create_time);
  return libraryRow(MEDIUM, advertiserId, raw, {
    materialId: String(image.material_id),
    materialType: 'image',
    fileId: image.id,
    md5: image.signature,
    url: image.url,
    width: image.width,
    height: image.height,
    sizeBytes: image.size,
    name: image.filename,
    createdAt: uploaded,
    modifiedAt: uploaded,
  });
}

export function videoMaterialRow(
  advertiserId: string,
  { wire: video, raw }: Listed<oceanengine.LibraryVideo>,
): MaterialMirrorRow {
  const uploaded = fromWireDateTime(video.create_time);
  return libraryRow(MEDIUM, advertiserId, raw, {
    materialId: String(video.material_id),
    materialType: 'video',
    fileId: video.video_id,
    md5: video.signature,
    url: video.video_url ?? video.url,
    coverUrl: video.video_cover_url ?? video.poster_url,
    width: video.width,
    height: video.height,
    // Seconds on the wire.
    durationMs: video.duration === undefined ? null : Math.round(video.duration * 1000),
    sizeBytes: video.size,
    name: video.filename,
    createdAt: uploaded,
    modifiedAt: uploaded,
  });
}
