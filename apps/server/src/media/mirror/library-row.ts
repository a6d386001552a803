import type { DomainStatus, MaterialType, Medium } from '../../lib/media-mirror';
import type { MaterialMirrorRow } from '../media-mirror-types';

// A file of an advertiser's library → a materials row. The media describe files with different
// names and leave out different facts; what a medium does not say is stored as null (an empty
// name). Library files mostly have no delivery status: it stays `unknown` (the column's default)
// unless the medium's file status says more.

/** What a medium says of one library file, in domain units (ms, bytes, pixels). */
export interface LibraryFile {
  materialId: string;
  materialType: MaterialType;
  /** Another id of the file that objects reference, where the medium has one. */
  fileId?: string | null;
  md5?: string | null;
  url?: string | null;
  coverUrl?: string | null;
  width?: number | null;
  height?: number | null;
  durationMs?: number | null;
  sizeBytes?: number | null;
  name?: string | null;
  /** Only when the file's own status decides one (deleted, in review …). */
  status?: DomainStatus | null;
  createdAt?: Date | null;
  modifiedAt?: Date | null;
}

export function libraryRow(
  medium: Medium,
  advertiserId: string,
  raw: Record<string, unknown>,
  file: LibraryFile,
): MaterialMirrorRow {
  return {
    medium,
    advertiserId,
    materialId: file.materialId,
    materialType: file.materialType,
    fileId: file.fileId ?? null,
    md5: file.md5 ?? null,
    url: file.url ?? null,
    coverUrl: file.coverUrl ?? null,
    width: file.width ?? null,
    height: file.height ?? null,
    durationMs: file.durationMs ?? null,
    sizeBytes: file.sizeBytes ?? null,
    name: file.name ?? '',
    ...(file.status ? { status: file.status } : {}),
    mediumCreatedAt: file.createdAt ?? null,
    mediumModifiedAt: file.modifiedAt ?? null,
    raw,
  };
}
