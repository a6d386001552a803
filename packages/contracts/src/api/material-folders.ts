import { z } from 'zod';
import { IdSchema } from './common';

// Folders of the material library in and out of the recycle bin (`material/file/rmdir`, the
// project's call beside spec 002 §7's `mkdir`).

export const MaterialDirIdBodySchema = z.object({ dir_id: IdSchema });
export type MaterialDirIdBody = z.infer<typeof MaterialDirIdBodySchema>;

export const MaterialDirIdQuerySchema = z.object({ dir_id: IdSchema });

/** What deleting a folder takes with it: the folders below it and the live files in them all. */
export interface MaterialFolderCountData {
  folders: number;
  files: number;
}

export interface MaterialBinnedFolder {
  id: number;
  name: string;
  /** `0` at the root. */
  parent_id: number;
  /** Files that went to the bin with it (and come back with it). */
  files: number;
  deleted_at: string;
  purge_at: string;
}

export interface MaterialBinnedFoldersData {
  list: MaterialBinnedFolder[];
}
