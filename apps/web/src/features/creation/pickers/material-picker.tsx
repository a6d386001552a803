import { CloseOutlined, PlayCircleOutlined } from '@ant-design/icons';
import type { MaterialType, MediumKey } from '@toufang/contracts';
import { Button, Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import { MaterialPreviewModal } from '../../../components/material-preview-modal';
import type { MaterialPreviewContent } from '../../../components/material-preview-modal';
import { MaterialPickerModal } from './material-picker-modal';
import type { PickedMaterial } from './picked-material';

export interface MaterialPickerProps {
  value?: PickedMaterial[];
  onChange?: (files: PickedMaterial[]) => void;
  medium: MediumKey;
  types?: readonly MaterialType[];
  max?: number;
}

const NONE: PickedMaterial[] = [];

const previewOf = (file: PickedMaterial): MaterialPreviewContent => ({
  type: file.type,
  name: file.name,
  url: file.url,
  coverUrl: file.thumb_url,
  imageText: file.image_text,
});

/**
 * The material picker of the wizards (spec 002 §2): the chosen library files as thumbnails (a click
 * opens 素材预览, × removes one), and 选择素材 opening the library's folders to choose more.
 */
export function MaterialPicker({
  value = NONE,
  onChange,
  medium,
  types,
  max,
}: MaterialPickerProps) {
  const [picking, setPicking] = useState(false);
  const [preview, setPreview] = useState<MaterialPreviewContent>();

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center">
        <Button onClick={() => setPicking(true)}>选择素材</Button>
        <Typography.Text type="secondary">
          已选 {value.length} 个{max === undefined ? '' : `，最多 ${max} 个`}
        </Typography.Text>
        {value.length > 0 ? (
          <Button type="link" size="small" onClick={() => onChange?.([])}>
            清空
          </Button>
        ) : null}
      </Flex>
      {value.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有选择素材" />
      ) : (
        <Flex wrap gap={8} role="list" aria-label="已选素材">
          {value.map((file) => (
            <div
              key={file.fid}
              role="listitem"
              style={{ width: 96, border: '1px solid #f0f0f0', borderRadius: 4, padding: 4 }}
            >
              <Flex justify="flex-end">
                <Button
                  type="text"
                  size="small"
                  aria-label={`移除 ${file.name}`}
                  icon={<CloseOutlined />}
                  onClick={() => onChange?.(value.filter((picked) => picked.fid !== file.fid))}
                />
              </Flex>
              <div
                role="button"
                tabIndex={0}
                aria-label={`预览 ${file.name}`}
                onClick={() => setPreview(previewOf(file))}
                onKeyDown={(event) => event.key === 'Enter' && setPreview(previewOf(file))}
                style={{
                  height: 64,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  background: '#f5f5f5',
                  cursor: 'pointer',
                }}
              >
                {file.thumb_url ? (
                  <img
                    src={file.thumb_url}
                    alt={file.name}
                    style={{ maxWidth: 86, maxHeight: 64, objectFit: 'contain' }}
                  />
                ) : (
                  <PlayCircleOutlined style={{ fontSize: 24, color: '#999' }} />
                )}
              </div>
              <Typography.Text ellipsis style={{ fontSize: 12, width: 86 }} title={file.name}>
                {file.name}
              </Typography.Text>
            </div>
          ))}
        </Flex>
      )}
      {picking ? (
        <MaterialPickerModal
          open
          medium={medium}
          types={types}
          max={max}
          initial={value}
          onPreview={(file) => setPreview(previewOf(file))}
          onOk={(files) => {
            onChange?.(files);
            setPicking(false);
          }}
          onCancel={() => setPicking(false)}
        />
      ) : null}
      <MaterialPreviewModal content={preview} onClose={() => setPreview(undefined)} />
    </Flex>
  );
}
