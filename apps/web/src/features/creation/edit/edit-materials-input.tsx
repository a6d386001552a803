import { CloseOutlined, FileImageOutlined, PlayCircleOutlined } from '@ant-design/icons';
import type { EditMaterialValue, MediumKey } from '@toufang/contracts';
import { Button, Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import { MaterialPickerModal } from '../pickers/material-picker-modal';
import type { PickedMaterial } from '../pickers/picked-material';

// A creative's files on its edit page: the files it has (named by the library where a push put
// them there), each removable, and 从素材库添加 opening the wizards' own library picker; a file
// chosen there is pushed to the account when the edit is saved.

export interface EditMaterialsInputProps {
  value?: EditMaterialValue[];
  onChange?: (materials: EditMaterialValue[]) => void;
  medium: MediumKey;
  kinds: readonly ('video' | 'image')[];
  max: number;
}

const NONE: EditMaterialValue[] = [];
const KIND_LABEL = { video: '视频', image: '图片' } as const;

const keyOf = (m: EditMaterialValue) => m.media_file_id ?? `f${m.file_id ?? ''}`;

/** A chosen library file as an edit value (its medium id is known once it is pushed). */
const fromPicked = (file: PickedMaterial): EditMaterialValue => ({
  // The edit's picker offers images and videos only.
  kind: file.type === 'video' ? 'video' : 'image',
  media_file_id: null,
  file_id: file.fid,
  name: file.name,
  thumb_url: file.thumb_url,
});

/** A library file of the list as the picker takes it back (what it shows as chosen). */
const toPicked = (m: EditMaterialValue): PickedMaterial => ({
  fid: m.file_id ?? 0,
  name: m.name,
  type: m.kind,
  width: null,
  height: null,
  duration: null,
  thumb_url: m.thumb_url,
  url: '',
});

export function EditMaterialsInput({
  value = NONE,
  onChange,
  medium,
  kinds,
  max,
}: EditMaterialsInputProps) {
  const [picking, setPicking] = useState(false);
  const fromLibrary = value.filter((m) => m.file_id !== null);
  const mediumOnly = value.filter((m) => m.file_id === null);

  const picked = (files: PickedMaterial[]) => {
    const kept = new Map(fromLibrary.map((m) => [m.file_id, m]));
    // Files of the medium's own stay first; a library file chosen again keeps its medium id.
    onChange?.([...mediumOnly, ...files.map((f) => kept.get(f.fid) ?? fromPicked(f))]);
    setPicking(false);
  };

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} align="center">
        <Button onClick={() => setPicking(true)} disabled={mediumOnly.length >= max}>
          从素材库添加
        </Button>
        <Typography.Text type="secondary">
          共 {value.length} 个，最多 {max} 个
        </Typography.Text>
      </Flex>
      {value.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有素材" />
      ) : (
        <Flex wrap gap={8} role="list" aria-label="创意素材">
          {value.map((m) => (
            <Flex
              key={keyOf(m)}
              role="listitem"
              vertical
              style={{ width: 120, border: '1px solid #f0f0f0', borderRadius: 4, padding: 4 }}
            >
              <Flex justify="space-between" align="center">
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {KIND_LABEL[m.kind]}
                  {m.media_file_id === null ? '（待推送）' : ''}
                </Typography.Text>
                <Button
                  type="text"
                  size="small"
                  aria-label={`移除 ${m.name}`}
                  icon={<CloseOutlined />}
                  onClick={() => onChange?.(value.filter((other) => keyOf(other) !== keyOf(m)))}
                />
              </Flex>
              <Flex
                align="center"
                justify="center"
                style={{ height: 56, background: '#f5f5f5', marginBottom: 4 }}
              >
                {m.thumb_url ? (
                  <img
                    src={m.thumb_url}
                    alt={m.name}
                    style={{ maxWidth: 110, maxHeight: 56, objectFit: 'contain' }}
                  />
                ) : m.kind === 'video' ? (
                  <PlayCircleOutlined style={{ fontSize: 22, color: '#999' }} />
                ) : (
                  <FileImageOutlined style={{ fontSize: 22, color: '#999' }} />
                )}
              </Flex>
              <Typography.Text ellipsis style={{ fontSize: 12 }} title={m.name}>
                {m.name}
              </Typography.Text>
            </Flex>
          ))}
        </Flex>
      )}
      {picking ? (
        <MaterialPickerModal
          open
          medium={medium}
          types={kinds}
          max={Math.max(max - mediumOnly.length, 0)}
          initial={fromLibrary.map(toPicked)}
          onPreview={() => undefined}
          onOk={picked}
          onCancel={() => setPicking(false)}
        />
      ) : null}
    </Flex>
  );
}
