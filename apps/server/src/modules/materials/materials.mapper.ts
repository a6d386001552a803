import {
  type MaterialDir,
  type MaterialFile,
  type MaterialType,
  type MediumKey,
} from '@toufang/contracts';
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
    is_public: row.isPublic ? 1 : 0,
    gad_cfg_game_id: row.gadCfgGameId,
    media: row.media as MediumKey[],
    designer: { id: row.createdBy, nick_name: row.designerName },
    created_at: row.createdAt.toISOString(),
    url: links.sign(row.sha256, row.format),
    thumb_url: row.thumbSha256 ? links.sign(row.thumbSha256, 'thumb') : null,
  };
}

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
