import { PlusOutlined } from '@ant-design/icons';
import { MATERIAL_REJECT_REASON_MAX } from '@toufang/domain';
import { Image, Input, Modal, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { uploadRejectImage } from '../api';

export interface RejectDialogProps {
  /** How many files the rejection covers. */
  count: number;
  /** Resolves when done; a rejection keeps the dialog open (the client has shown the error). */
  onSubmit: (reason: string, image: string | undefined) => Promise<unknown>;
  onClose: () => void;
}

/** 驳回 with a reason (required) and an optional screenshot marking the problem. */
export function RejectDialog({ count, onSubmit, onClose }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [image, setImage] = useState<{ key: string; url: string }>();
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);

  const submit = () => {
    if (reason.trim() === '') {
      setError('请填写驳回原因');
      return;
    }
    setSaving(true);
    onSubmit(reason.trim(), image?.key)
      .then(onClose)
      .catch(() => undefined)
      .finally(() => setSaving(false));
  };

  const upload = (file: File) => {
    setUploading(true);
    uploadRejectImage(file)
      .then((res) => setImage({ key: res.reject_image, url: res.url }))
      .catch(() => undefined)
      .finally(() => setUploading(false));
    return false;
  };

  return (
    <Modal
      open
      title={count > 1 ? `驳回 ${count} 个素材` : '驳回素材'}
      okText="驳回"
      okButtonProps={{ danger: true, disabled: uploading }}
      cancelText="取消"
      confirmLoading={saving}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <label>
          <div style={{ marginBottom: 8 }}>
            <Typography.Text type="danger">* </Typography.Text>驳回原因
          </div>
          <Input.TextArea
            autoFocus
            aria-label="驳回原因"
            rows={4}
            value={reason}
            maxLength={MATERIAL_REJECT_REASON_MAX}
            showCount
            status={error ? 'error' : undefined}
            placeholder="说明需要修改的地方，设计师会在素材库看到"
            onChange={(e) => {
              setReason(e.target.value);
              setError(undefined);
            }}
          />
        </label>
        {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
        <div>驳回截图（可选）</div>
        <Space align="start">
          {image ? <Image src={image.url} alt="驳回截图" width={102} height={102} /> : null}
          <Upload
            accept="image/*"
            listType="picture-card"
            showUploadList={false}
            beforeUpload={upload}
            disabled={uploading}
          >
            <button
              type="button"
              aria-label="上传驳回截图"
              style={{ border: 0, background: 'none' }}
            >
              <PlusOutlined />
              <div style={{ marginTop: 8 }}>
                {uploading ? '上传中…' : image ? '更换截图' : '上传截图'}
              </div>
            </button>
          </Upload>
        </Space>
      </Space>
    </Modal>
  );
}
