import {
  MATERIAL_TAG_MAX_LENGTH,
  MATERIAL_TAGS_PER_FILE,
  type MaterialTagsData,
} from '@toufang/contracts';
import { Modal, Select, Typography } from 'antd';
import { useState } from 'react';

export interface TagPickerModalProps {
  title: string;
  /** The tags the files carry now. */
  initialTags: readonly string[];
  /** Every tag in use (`material/file/tags`), most used first. */
  existing: MaterialTagsData['tags'];
  loading?: boolean;
  /** Resolves when saved; a rejection keeps the dialog open (the client has shown the error). */
  onSubmit: (tags: string[]) => Promise<unknown>;
  onClose: () => void;
}

/** Why a tag cannot be kept, or undefined when it can (the server checks the same). */
function tagProblem(tag: string): string | undefined {
  if (/[,，]/.test(tag)) return `「${tag}」不能包含逗号`;
  if ([...tag].length > MATERIAL_TAG_MAX_LENGTH) {
    return `「${tag}」超过 ${MATERIAL_TAG_MAX_LENGTH} 个字`;
  }
  return undefined;
}

/**
 * Sets the tags of one or more files: pick tags already in use, or type a new one and press Enter
 * (saving it with `material/file/maketag` creates it).
 */
export function TagPickerModal({
  title,
  initialTags,
  existing,
  loading,
  onSubmit,
  onClose,
}: TagPickerModalProps) {
  const [tags, setTags] = useState<string[]>([...initialTags]);
  const [saving, setSaving] = useState(false);
  const problem =
    tags.map(tagProblem).find(Boolean) ??
    (tags.length > MATERIAL_TAGS_PER_FILE ? `最多 ${MATERIAL_TAGS_PER_FILE} 个标签` : undefined);

  const submit = () => {
    if (problem) return;
    setSaving(true);
    onSubmit(tags)
      .then(onClose)
      .catch(() => undefined)
      .finally(() => setSaving(false));
  };

  return (
    <Modal
      open
      title={title}
      okText="确定"
      cancelText="取消"
      okButtonProps={{ disabled: problem !== undefined }}
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <div style={{ marginBottom: 8 }}>
        标签（选择已有标签，或输入新标签后回车；每个素材最多 {MATERIAL_TAGS_PER_FILE} 个）
      </div>
      <Select
        mode="tags"
        autoFocus
        aria-label="标签"
        style={{ width: '100%' }}
        placeholder="选择或输入标签"
        loading={loading}
        value={tags}
        tokenSeparators={[',', '，']}
        onChange={(next: string[]) =>
          setTags([...new Set(next.map((t) => t.trim()).filter(Boolean))])
        }
        options={existing.map((t) => ({ value: t.name, label: `${t.name}（${t.count}）` }))}
        status={problem ? 'error' : undefined}
      />
      {problem ? <Typography.Text type="danger">{problem}</Typography.Text> : null}
    </Modal>
  );
}
