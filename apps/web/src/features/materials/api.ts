import type {
  DesignerOptions,
  MaterialBinnedFoldersData,
  MaterialFolderCountData,
  MaterialChangedData,
  MaterialCopiedData,
  MaterialDir,
  MaterialFile,
  MaterialImageTextBody,
  MaterialListData,
  MaterialReviewedData,
  MaterialReviewImageData,
  MaterialReviewTasksData,
  MaterialTagsData,
  MaterialTreeData,
} from '@toufang/contracts';
import { DESIGNER_LIST_PATH } from '@toufang/contracts';
import type { MaterialReviewDecision } from '@toufang/domain';
import { apiGet, apiPost } from '../../api/client';
import type { QueryParams } from '../../api/client';

export const MATERIALS_KEY = ['materials'] as const;
export const MATERIAL_LIST_KEY = [...MATERIALS_KEY, 'list'] as const;
export const MATERIAL_TREE_KEY = [...MATERIALS_KEY, 'tree'] as const;
export const MATERIAL_TAGS_KEY = [...MATERIALS_KEY, 'tags'] as const;
export const MATERIAL_RECYCLE_KEY = [...MATERIALS_KEY, 'recycle'] as const;

export const listMaterials = (params: QueryParams, signal?: AbortSignal) =>
  apiGet<MaterialListData>('/material/file/list', params, { signal });
export const listRecycled = (params: QueryParams, signal?: AbortSignal) =>
  apiGet<MaterialListData>('/material/file/recycle', params, { signal });
export const fetchTree = (signal?: AbortSignal) =>
  apiGet<MaterialTreeData>('/material/file/tree', undefined, { signal });
export const fetchTags = (signal?: AbortSignal) =>
  apiGet<MaterialTagsData>('/material/file/tags', undefined, { signal });
export const fetchDesigners = (signal?: AbortSignal) =>
  apiGet<DesignerOptions>(DESIGNER_LIST_PATH.replace(/^\/api/, ''), undefined, { signal });

export const makeDir = (dirId: number, dirName: string) =>
  apiPost<MaterialDir>('/material/file/mkdir', { dir_id: dirId, dir_name: dirName });
export const renameMaterial = (fid: number, newName: string) =>
  apiPost<MaterialFile>('/material/file/rename', { fid, new_name: newName });
export const moveMaterials = (fids: number[], dirId: number) =>
  apiPost<{ moved: number }>('/material/file/move', { fids, new_parent_id: dirId });
export const copyMaterials = (fids: number[], dirId: number) =>
  apiPost<MaterialCopiedData>('/material/file/copy', { fids, new_parent_id: dirId });
export const tagMaterials = (fids: number[], tags: string[]) =>
  apiPost<MaterialChangedData>('/material/file/maketag', { fids, tags, mode: 'set' });
export const setMaterialsNew = (fids: number[], isNew: 0 | 1) =>
  apiPost<MaterialChangedData>('/material/file/updateisnew', { fids, is_new: isNew });
export const createImageText = (body: Omit<MaterialImageTextBody, 'is_public'>) =>
  apiPost<MaterialFile>('/material/file/imagetext', body);
export const deleteMaterials = (fids: number[]) =>
  apiPost<MaterialChangedData>('/material/file/delete', { fids });
export const restoreMaterials = (fids: number[]) =>
  apiPost<MaterialChangedData>('/material/file/restore', { fids });

export type MaterialBatchChange =
  { field: 'is_public' | 'is_new'; value: 0 | 1 } | { field: 'designer'; value: number };

export const batchUpdateMaterials = (fids: number[], change: MaterialBatchChange) =>
  apiPost<MaterialChangedData>('/material/file/batchupdate', { fid: fids, ...change });

export const MATERIAL_REVIEW_KEY = [...MATERIALS_KEY, 'review'] as const;

export const listReviewTasks = (params: QueryParams, signal?: AbortSignal) =>
  apiGet<MaterialReviewTasksData>('/material/file/review/tasks', params, { signal });

export interface MaterialDecision {
  review_status: MaterialReviewDecision;
  reject_reason?: string;
  reject_image?: string;
}

export const reviewMaterials = (fileIds: number[], decision: MaterialDecision) =>
  apiPost<MaterialReviewedData>('/material/file/review', { file_ids: fileIds, ...decision });

export function uploadRejectImage(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiPost<MaterialReviewImageData>('/material/file/review/image', form);
}

export const MATERIAL_RECYCLE_DIRS_KEY = [...MATERIALS_KEY, 'recycle-dirs'] as const;

export const countFolder = (dirId: number) =>
  apiGet<MaterialFolderCountData>('/material/file/rmdir/count', { dir_id: dirId });
export const deleteFolder = (dirId: number) =>
  apiPost<MaterialChangedData>('/material/file/rmdir', { dir_id: dirId });
export const restoreFolder = (dirId: number) =>
  apiPost<MaterialChangedData>('/material/file/restoredir', { dir_id: dirId });
export const listBinnedFolders = (signal?: AbortSignal) =>
  apiGet<MaterialBinnedFoldersData>('/material/file/recycledirs', undefined, { signal });
