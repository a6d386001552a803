import type { kuaishou } from '@toufang/media-wire';
import type { MaterialMirrorRow } from '../media-mirror-types';
import { libraryRow } from '../mirror/library-row';
import type { Listed } from '../mirror/raw-list';
import { fromWireDateTime } from './wire-time';

// Files of the advertiser's library → materials rows (reference §2.5, §2.9). A video's id is its
// `photo_id`, a picture's its `image_token` — what creatives reference, so no separate file id.
// Library files have no delivery status: it stays `unknown` (the column's default) unless the
// video was deleted. Pictures carry no times; a video's upload time is its create and modify time.

const MEDIUM = 'kuaishou' as const;

export function videoMaterialRow(
  advertiserId: string,
  { wire: video, raw }: Listed<kuaishou.LibraryVideo>,
): MaterialMirrorRow {
  const uploaded = fromWireDateTime(video.upload_time);
  return libraryRow(MEDIUM, advertiserId, raw, {
    materialId: video.photo_id,
    materialType: 'video',
    md5: video.signature,
    url: video.url,
    coverUrl: video.cover_url,
    width: video.width,
    height: video.height,
    // Milliseconds on the wire.
    durationMs: video.duration,
    name: video.photo_name,
    status: video.new_status === 0 ? 'deleted' : null,
    createdAt: uploaded,
    modifiedAt: uploaded,
  });
}

export function imageMaterialRow(
  advertiserId: string,
  { wire: image, raw }: Listed<kuaishou.LibraryImage>,
): MaterialMirrorRow {
  return libraryRow(MEDIUM, advertiserId, raw, {
    materialId: image.image_token,
    materialType: 'image',
    md5: image.signature,
    url: image.url,
    width: image.width,
    height: image.height,
    sizeBytes: image.size,
  });
}
