import type { MaterialTreeNode } from '@toufang/contracts';

export const SORT_OPTIONS = [
  { value: 'created_at:desc', label: '上传时间（新→旧）' },
  { value: 'created_at:asc', label: '上传时间（旧→新）' },
  { value: 'name:asc', label: '名称（A→Z）' },
  { value: 'size:desc', label: '大小（大→小）' },
  { value: 'sort:desc', label: '排序值（大→小）' },
] as const;

export type SortKey = (typeof SORT_OPTIONS)[number]['value'];

/** A folder's name in the tree; `0` is the library's root. */
export function folderName(tree: readonly MaterialTreeNode[], dirId: number): string {
  return (dirId === 0 ? undefined : findFolder(tree, dirId)?.name) ?? ROOT_NAME;
}

const ROOT_NAME = '素材库';

function findFolder(tree: readonly MaterialTreeNode[], id: number): MaterialTreeNode | undefined {
  for (const node of tree) {
    if (node.id === id) return node;
    const inside = findFolder(node.children, id);
    if (inside) return inside;
  }
  return undefined;
}
