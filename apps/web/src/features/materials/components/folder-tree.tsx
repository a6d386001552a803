import type { MaterialTreeNode } from '@toufang/contracts';
import { Alert, Spin, Tree } from 'antd';
import type { TreeDataNode } from 'antd';
import { FolderOutlined, HomeOutlined } from '@ant-design/icons';

/** `null` shows every folder's files; `0` the root's own; an id that folder's. */
export type FolderSelection = number | null;

export const ALL_FOLDERS = 'all';

export function toTreeData(nodes: readonly MaterialTreeNode[]): TreeDataNode[] {
  return nodes.map((node) => ({
    key: node.id,
    title: node.name,
    icon: <FolderOutlined />,
    children: toTreeData(node.children),
  }));
}

export interface FolderTreeProps {
  tree: readonly MaterialTreeNode[] | undefined;
  loading: boolean;
  error: boolean;
  selected: FolderSelection;
  onSelect: (folder: FolderSelection) => void;
}

/** The library's folders: 全部素材, the root (素材库) and the folders under it. */
export function FolderTree({ tree, loading, error, selected, onSelect }: FolderTreeProps) {
  if (loading) return <Spin style={{ display: 'block', margin: 24 }} />;
  if (error) return <Alert type="error" showIcon title="文件夹加载失败" />;
  const data: TreeDataNode[] = [
    { key: ALL_FOLDERS, title: '全部素材', icon: <HomeOutlined />, isLeaf: true },
    { key: 0, title: '素材库', icon: <FolderOutlined />, children: toTreeData(tree ?? []) },
  ];
  return (
    <Tree
      showIcon
      blockNode
      defaultExpandedKeys={[0]}
      treeData={data}
      selectedKeys={[selected ?? ALL_FOLDERS]}
      onSelect={(keys) => {
        const [key] = keys;
        if (key === undefined) return;
        onSelect(key === ALL_FOLDERS ? null : Number(key));
      }}
    />
  );
}
