import { lookupEnum, type tencent } from '@toufang/media-wire';
import type { DomainStatus } from '../../lib/media-mirror';
import type { MaterialMirrorRow } from '../media-mirror-types';
import { libraryRow } from '../mirror/library-row';
import type { Listed } from '../mirror/raw-list';
import { fromUnixSeconds } from './object-mapping';

// Files of the account's library → materials rows (SDK v3 ImagesGetListStruct,
// VideosGetListStruct). Dynamic creatives reference `image_id` and `video_id`, so those are the
// material ids. Library files have no delivery status: it stays `unknown` (the column's default)
// except where the file's own status says more — deleted, or (images) refused, in review or
// frozen. A video's transcoding state (`system_status`) stays in `raw`.

const MEDIUM = 'tencent' as const;

/** null: a usable or otherwise unremarkable file, no domain status. */
export const IMAGE_STATUS: Record<tencent.ImageStatus, DomainStatus | null> = {
  ADSTATUS_NORMAL: null,
  ADSTATUS_PENDING: 'in_audit',
  ADSTATUS_DENIED: 'audit_denied',
  ADSTATUS_FROZEN: 'paused',
  ADSTATUS_PAY_PENDING: null,
  ADSTATUS_PAY_REFUND: null,
  ADSTATUS_MANUAL_END: null,
  ADSTATUS_SUSPEND: 'paused',
  ADSTATUS_WITHDRAW: null,
  ADSTATUS_INVALID: null,
  ADSTATUS_TO_BE_STARTED: null,
  ADSTATUS_ENDED: null,
  ADSTATUS_PROCESS: null,
  ADSTATUS_DRAFT: null,
  ADSTATUS_PREPARE: null,
  ADSTATUS_DELETED: 'deleted',
};

export function imageMaterialRow(
  advertiserId: string,
  { wire: image, raw }: Listed<tencent.LibraryImage>,
): MaterialMirrorRow {
  return libraryRow(MEDIUM, advertiserId, raw, {
    materialId: image.image_id,
    materialType: 'image',
    md5: image.signature,
    url: image.preview_url,
    width: image.width,
    height: image.height,
    sizeBytes: image.file_size,
    name: image.description,
    // An unlisted status decides nothing: the column's `unknown` stays.
    status: image.status === undefined ? null : (lookupEnum(IMAGE_STATUS, image.status) ?? null),
    createdAt: fromUnixSeconds(image.created_time),
    modifiedAt: fromUnixSeconds(image.last_modified_time),
  });
}

export function videoMaterialRow(
  advertiserId: string,
  { wire: video, raw }: Listed<tencent.LibraryVideo>,
): MaterialMirrorRow {
  return libraryRow(MEDIUM, advertiserId, raw, {
    materialId: String(video.video_id),
    materialType: 'video',
    md5: video.signature,
    url: video.preview_url,
    coverUrl: video.key_frame_image_url,
    width: video.width,
    height: video.height,
    sizeBytes: video.file_size,
    name: video.description,
    status: video.status === 'ADSTATUS_DELETED' ? 'deleted' : null,
    createdAt: fromUnixSeconds(video.created_time),
    modifiedAt: fromUnixSeconds(video.last_modified_time),
  });
}
