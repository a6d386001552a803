import { FolderOpenOutlined, InboxOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, List, Modal, Progress, Space, Typography, Upload } from 'antd';
import { useRef, useState } from 'react';
import { uploadMaterial } from '../upload-file';
import {
  folderFileWanted,
  itemPercent,
  totalPercent,
  uploadSummary,
  type UploadItem,
  type UploadOutcome,
} from '../upload-queue';

export interface UploadDialogProps {
  /** The folder the files go into (`0` the root). */
  dirId: number;
  dirName: string;
  /** Called after any file landed, so the list refreshes. */
  onUploaded: () => void;
  onClose: () => void;
}

let nextKey = 0;

/**
 * 上传素材: many files at once, or every image and video of a folder (选择文件夹), each with its
 * progress bar and one for the batch. A file whose content is already in the library offers to
 * reuse that file or to upload replacing it.
 */
export function UploadDialog({ dirId, dirName, onUploaded, onClose }: UploadDialogProps) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const [isPublic, setIsPublic] = useState(false);
  const [running, setRunning] = useState(false);
  const files = useRef(new Map<string, File>());

  const patch = (key: string, next: Partial<UploadItem> | UploadOutcome) =>
    setItems((all) => all.map((i) => (i.key === key ? ({ ...i, ...next } as UploadItem) : i)));

  const send = async (key: string, replace: 0 | 1) => {
    const file = files.current.get(key);
    if (!file) return;
    patch(key, { status: 'uploading', loaded: 0, interrupted: false });
    const outcome = await uploadMaterial(
      file,
      { dir_id: dirId, is_public: isPublic ? 1 : 0, replace },
      (loaded) => patch(key, { loaded, interrupted: false }),
      () => patch(key, { interrupted: true }),
    );
    patch(key, { ...outcome, interrupted: false });
    if (outcome.status === 'done') onUploaded();
  };

  const start = async () => {
    setRunning(true);
    for (const item of items.filter((i) => i.status === 'waiting')) await send(item.key, 0);
    setRunning(false);
  };

  /** Queues a picked file; false keeps antd's Upload from sending it itself. */
  const add = (file: File) => {
    const key = `upload-${(nextKey += 1)}`;
    files.current.set(key, file);
    setItems((all) => [
      ...all,
      { key, name: file.name, size: file.size, loaded: 0, status: 'waiting' },
    ]);
    return false;
  };

  const waiting = items.some((i) => i.status === 'waiting');
  return (
    <Modal
      open
      title={`上传素材到「${dirName}」`}
      width={640}
      onCancel={() => !running && onClose()}
      maskClosable={false}
      footer={
        <Space>
          <Button onClick={onClose} disabled={running}>
            关闭
          </Button>
          <Button type="primary" disabled={!waiting || running} loading={running} onClick={start}>
            开始上传
          </Button>
        </Space>
      }
    >
      <Upload.Dragger multiple showUploadList={false} accept="image/*,video/*" beforeUpload={add}>
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">点击或拖拽文件到此处（可多选）</p>
        <p className="ant-upload-hint">支持图片与视频；相同内容的文件会提示使用已有素材或覆盖</p>
      </Upload.Dragger>
      <Flex gap={16} align="center" style={{ marginTop: 12 }}>
        <Upload
          directory
          showUploadList={false}
          disabled={running}
          beforeUpload={(file) => (folderFileWanted(file) ? add(file) : false)}
        >
          <Button icon={<FolderOpenOutlined />} disabled={running}>
            选择文件夹
          </Button>
        </Upload>
        <Checkbox
          checked={isPublic}
          disabled={running}
          onChange={(e) => setIsPublic(e.target.checked)}
        >
          公开（所有人可见）
        </Checkbox>
      </Flex>
      {items.length > 0 && (
        <>
          <Flex gap={8} align="center" style={{ marginTop: 12 }}>
            <Typography.Text style={{ whiteSpace: 'nowrap' }}>总进度</Typography.Text>
            <Progress aria-label="总进度" percent={totalPercent(items)} />
          </Flex>
          <Typography.Text type="secondary">{uploadSummary(items)}</Typography.Text>
          <List
            size="small"
            dataSource={items}
            style={{ maxHeight: 320, overflow: 'auto', marginTop: 8 }}
            renderItem={(item) => (
              <List.Item key={item.key} aria-label={item.name}>
                <div style={{ width: '100%' }}>
                  <Typography.Text ellipsis style={{ maxWidth: 520 }}>
                    {item.name}
                  </Typography.Text>
                  <Progress
                    size="small"
                    percent={itemPercent(item)}
                    status={
                      item.status === 'failed'
                        ? 'exception'
                        : item.status === 'done' || item.status === 'reused'
                          ? 'success'
                          : 'active'
                    }
                  />
                  {item.status === 'uploading' && item.interrupted && (
                    <Typography.Text type="warning">
                      网络中断，恢复后将从断点继续上传…
                    </Typography.Text>
                  )}
                  {item.status === 'failed' && (
                    <Typography.Text type="danger">{item.message}</Typography.Text>
                  )}
                  {item.status === 'reused' && (
                    <Typography.Text type="secondary">
                      已使用素材库中的「{item.file.name}」
                    </Typography.Text>
                  )}
                  {item.status === 'duplicate' && (
                    <Flex vertical gap={4}>
                      <Typography.Text type="warning">{item.message}</Typography.Text>
                      <Space>
                        <Button
                          size="small"
                          onClick={() => patch(item.key, { status: 'reused', file: item.existing })}
                        >
                          使用已有素材
                        </Button>
                        <Button size="small" danger onClick={() => void send(item.key, 1)}>
                          覆盖上传
                        </Button>
                      </Space>
                    </Flex>
                  )}
                </div>
              </List.Item>
            )}
          />
        </>
      )}
    </Modal>
  );
}
