import { useQuery } from '@tanstack/react-query';
import type { MaterialFile } from '@toufang/contracts';
import { IMAGE_TEXT_LIMITS, imageTextRefusals } from '@toufang/domain';
import { Alert, Badge, Empty, Flex, Input, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { createImageText, listMaterials, MATERIAL_LIST_KEY } from '../api';

export interface ImageTextDialogProps {
  /** The folder the 图文 is kept in (`0` the root) and its name. */
  dirId: number;
  dirName: string;
  onCreated: (file: MaterialFile) => void;
  onClose: () => void;
}

/** Library images offered at once (the newest first; the search narrows them). */
const OFFERED = 60;

/**
 * 新建图文: a name, the text (≤ 100 characters) and 2–9 library images in the order they are
 * clicked. The limits are the domain's; the server checks them again with the images' media.
 */
export function ImageTextDialog({ dirId, dirName, onCreated, onClose }: ImageTextDialogProps) {
  const [name, setName] = useState('');
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<MaterialFile[]>([]);
  const [search, setSearch] = useState('');
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const searched = useDebouncedValue(search);
  const images = useQuery({
    queryKey: [...MATERIAL_LIST_KEY, 'image-text-images', searched],
    queryFn: ({ signal }) =>
      listMaterials(
        { type: 'image', name: searched || undefined, page: 1, per_page: OFFERED },
        signal,
      ),
  });

  const reasons = imageTextRefusals({ name, text, imageIds: chosen.map((f) => f.fid) });
  const toggle = (file: MaterialFile) =>
    setChosen((all) =>
      all.some((f) => f.fid === file.fid)
        ? all.filter((f) => f.fid !== file.fid)
        : all.length >= IMAGE_TEXT_LIMITS.imagesMax
          ? all
          : [...all, file],
    );
  const submit = () => {
    setTried(true);
    if (reasons.length > 0) return;
    setSaving(true);
    createImageText({
      dir_id: dirId,
      name: name.trim(),
      text: text.trim(),
      image_ids: chosen.map((f) => f.fid),
    })
      .then((file) => {
        onCreated(file);
        onClose();
      })
      .catch(() => undefined)
      .finally(() => setSaving(false));
  };

  const list = images.data?.list ?? [];
  return (
    <Modal
      open
      title={`在「${dirName}」中新建图文`}
      width={760}
      okText="创建"
      cancelText="取消"
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <label>
          <div style={{ marginBottom: 4 }}>图文名称</div>
          <Input
            aria-label="图文名称"
            value={name}
            maxLength={IMAGE_TEXT_LIMITS.nameMax}
            showCount
            onChange={(e) => setName(e.target.value)}
          />
        </label>
        {/* The count sits under the text box, outside its height: room for it before the next row. */}
        <label style={{ paddingBottom: 16 }}>
          <div style={{ marginBottom: 4 }}>文案</div>
          <Input.TextArea
            aria-label="文案"
            value={text}
            rows={3}
            maxLength={IMAGE_TEXT_LIMITS.textMax}
            showCount
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <Flex justify="space-between" align="center">
          <Typography.Text>
            图片（按点击顺序，{IMAGE_TEXT_LIMITS.imagesMin}–{IMAGE_TEXT_LIMITS.imagesMax} 张）：已选{' '}
            {chosen.length} 张
          </Typography.Text>
          <Input.Search
            aria-label="搜索图片"
            placeholder="按名称搜索图片"
            allowClear
            style={{ width: 220 }}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </Flex>
        <div style={{ maxHeight: 320, overflowY: 'auto' }}>
          {images.isLoading ? (
            <Flex justify="center" style={{ padding: 24 }}>
              <Spin />
            </Flex>
          ) : images.isError ? (
            <Alert type="error" showIcon title="图片加载失败，请稍后重试" />
          ) : list.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="素材库中没有图片" />
          ) : (
            <Flex wrap gap={8}>
              {list.map((file) => {
                const at = chosen.findIndex((f) => f.fid === file.fid);
                return (
                  <button
                    key={file.fid}
                    type="button"
                    aria-pressed={at >= 0}
                    aria-label={file.name}
                    onClick={() => toggle(file)}
                    style={{
                      padding: 0,
                      border: at >= 0 ? '2px solid #1677ff' : '2px solid transparent',
                      borderRadius: 4,
                      background: 'none',
                      cursor: 'pointer',
                    }}
                  >
                    <Badge count={at >= 0 ? at + 1 : 0} offset={[-8, 8]}>
                      {file.thumb_url ? (
                        <img
                          src={file.thumb_url}
                          alt=""
                          style={{ width: 96, height: 96, objectFit: 'cover', display: 'block' }}
                        />
                      ) : (
                        <div style={{ width: 96, height: 96 }} />
                      )}
                    </Badge>
                    <Typography.Text ellipsis style={{ display: 'block', width: 96, fontSize: 12 }}>
                      {file.name}
                    </Typography.Text>
                  </button>
                );
              })}
            </Flex>
          )}
        </div>
        {tried && reasons.length > 0 && <Alert type="error" showIcon title={reasons.join('；')} />}
      </Flex>
    </Modal>
  );
}
