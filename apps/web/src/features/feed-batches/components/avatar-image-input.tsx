import { UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Image, Typography, Upload } from 'antd';
import { useState } from 'react';
import { AVATAR_LIMIT_TEXT, readAvatarFile, type PickedAvatar } from '../avatar-file';
import { formatBytes } from '../batch-labels';

export interface AvatarImageInputProps {
  /** The chosen image (a Form.Item's value). */
  value?: PickedAvatar;
  onChange?: (image: PickedAvatar | undefined) => void;
}

/** Picks the avatar image from disk, checks it against the limits and previews it. */
export function AvatarImageInput({ value, onChange }: AvatarImageInputProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const pick = async (file: File) => {
    setReading(true);
    setProblem(null);
    try {
      onChange?.(await readAvatarFile(file));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : '图片读取失败');
    } finally {
      setReading(false);
    }
  };

  return (
    <Flex gap={16} align="center">
      {value ? (
        <Image
          src={value.preview}
          alt="头像预览"
          width={96}
          height={96}
          style={{ objectFit: 'contain', border: '1px solid #f0f0f0', borderRadius: 8 }}
        />
      ) : null}
      <Flex vertical gap={4}>
        <Upload
          accept=".jpg,.jpeg,.png,.bmp"
          showUploadList={false}
          beforeUpload={(file) => {
            void pick(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={reading}>
            {value ? '重新选择' : '选择图片'}
          </Button>
        </Upload>
        {value ? (
          <Typography.Text>
            {value.filename}（{value.width}×{value.height}，{formatBytes(value.size)}）
          </Typography.Text>
        ) : null}
        {problem ? (
          <Typography.Text type="danger" role="alert">
            {problem}
          </Typography.Text>
        ) : null}
        <Typography.Text type="secondary">{AVATAR_LIMIT_TEXT}</Typography.Text>
      </Flex>
    </Flex>
  );
}
