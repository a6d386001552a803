import {
  MATERIAL_RECYCLE_DAYS,
  type MaterialDir,
  type MaterialFile,
  type MaterialImageText,
  type MaterialType,
  type MediumKey,
} from '@toufang/contracts';
import { canPush } from '@toufang/domain';
import type { StoredImageText } from '../../db/schema';
import type { MaterialLinks } from './material-links';
import type { MaterialDirRecord, MaterialFileRecord } from './materials.repository';

export function toMaterialDir(row: MaterialDirRecord): MaterialDir {
  return { id: row.id, parent_id: row.parentId ?? 0, name: row.name };
}

export function toMaterialFile(row: MaterialFileRecord, links: MaterialLinks): MaterialFile {
  return {
    fid: row.id,
    dir_id: row.dirId ?? 0,
    name: row.name,
    type: row.kind as MaterialType,
    format: row.format,
    md5: row.md5,
    size: row.sizeBytes,
    width: row.width,
    height: row.height,
    duration: row.durationMs === null ? null : row.durationMs / 1000,
    rotation: row.rotation,
    codec: row.codec,
    is_public: row.isPublic ? 1 : 0,
    gad_cfg_game_id: row.gadCfgGameId,
    media: row.media as MediumKey[],
    designer: { id: row.creditedId, nick_name: row.creditedName },
    uploader: { id: row.createdBy, nick_name: row.uploaderName },
    tags: row.tags,
    is_new: row.isNew ? 1 : 0,
    sort: row.sort,
    review_status: row.reviewStatus,
    reject_reason: row.rejectReason,
    reject_image_url: row.rejectImage ? links.sign(row.rejectImage, REJECT_IMAGE_TYPE) : null,
    reviewer: person(row.reviewerId, row.reviewerName),
    reviewed_by: person(row.reviewedBy, row.reviewedByName),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    push_refusal: pushRefusal(row),
    created_at: row.createdAt.toISOString(),
    deleted_at: row.deletedAt?.toISOString() ?? null,
    purge_at: row.deletedAt ? new Date(row.deletedAt.getTime() + RECYCLE_MS).toISOString() : null,
    url: links.sign(row.sha256, row.imageText?.images[0]?.format ?? row.format),
    thumb_url: row.thumbSha256 ? links.sign(row.thumbSha256, 'thumb') : null,
    image_text: row.imageText ? toImageText(row.imageText, links) : null,
  };
}

/** A 图文's text and images with links to the content chosen (its own, whatever the library did since). */
function toImageText(stored: StoredImageText, links: MaterialLinks): MaterialImageText {
  return {
    text: stored.text,
    images: stored.images.map((image) => ({
      fid: image.fid,
      name: image.name,
      width: image.width,
      height: image.height,
      url: links.sign(image.sha256, image.format),
      thumb_url: image.thumbSha256 ? links.sign(image.thumbSha256, 'thumb') : null,
    })),
  };
}

/** Screenshots of rejections are stored as WebP (`material/file/review/image`). */
export const REJECT_IMAGE_TYPE = 'webp';

const person = (id: number | null, nickName: string | null) =>
  id === null ? null : { id, nick_name: nickName ?? '' };

/** Why the file may not be pushed to a medium now (the domain's `canPush`); null when it may. */
function pushRefusal(row: MaterialFileRecord): string | null {
  const check = canPush({ review_status: row.reviewStatus, deleted_at: row.deletedAt });
  return check.ok ? null : check.reason;
}

export const RECYCLE_MS = MATERIAL_RECYCLE_DAYS * 86_400_000;

const CONTENT_TYPES: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
};

export const THUMB_CONTENT_TYPE = 'image/webp';

export const contentTypeOf = (format: string) =>
  CONTENT_TYPES[format] ?? 'application/octet-stream';
