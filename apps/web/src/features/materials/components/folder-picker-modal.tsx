import type { MaterialTreeNode } from '@toufang/contracts';
import { Modal, TreeSelect } from 'antd';
import { useState } from 'react';

interface FolderOption {
  value: number;
  title: string;
  children: FolderOption[];
}

const toOptions = (nodes: readonly MaterialTreeNode[]): FolderOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: toOptions(n.children) }));

export interface FolderPickerModalProps {
  title: string;
  tree: readonly MaterialTreeNode[];
  onSubmit: (dirId: number) => Promise<unknown>;
  onClose: () => void;
}

/** Picks the folder to move or copy files into (`0` the root). Render it only while open. */
export function FolderPickerModal({ title, tree, onSubmit, onClose }: FolderPickerModalProps) {
  const [dirId, setDirId] = useState(0);
  const [saving, setSaving] = useState(false);
  return (
    <Modal
      open
      title={title}
      okText="确定"
      cancelText="取消"
      confirmLoading={saving}
      onCancel={onClose}
      onOk={() => {
        setSaving(true);
        onSubmit(dirId)
          .then(onClose)
          .catch(() => undefined)
          .finally(() => setSaving(false));
      }}
    >
      <TreeSelect<number>
        aria-label="目标文件夹"
        style={{ width: '100%' }}
        value={dirId}
        treeDefaultExpandAll
        treeData={[{ value: 0, title: '素材库（根目录）', children: toOptions(tree) }]}
        onChange={setDirId}
      />
    </Modal>
  );
}
