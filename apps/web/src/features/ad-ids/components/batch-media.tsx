import { DownloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { BASE_MEDIA, type BaseMedium } from '@toufang/contracts';
import { AD_ID_PREFIXES } from '@toufang/domain';
import { Alert, Button, Card, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { AD_IDS_KEY, downloadSheetTemplate } from '../api';
import { CHANNEL_ID_DEFINITIONS, MEDIUM_NAMES } from '../medium-definitions';
import { BatchUploadModal } from './batch-upload-modal';

/**
 * 批量生成广告ID `/landing/batchmedia` (ability `batch:list`): one place to make ad IDs on any
 * medium from a sheet (模板 from `/batch/temp_view_3`), under a channel category and a base.
 */
export function BatchMedia() {
  const client = useQueryClient();
  const [medium, setMedium] = useState<BaseMedium>('bytedance');
  const [uploading, setUploading] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const definition = CHANNEL_ID_DEFINITIONS[medium];
  return (
    <Card
      title="批量生成广告ID"
      variant="borderless"
      extra={<Link to="/landing/batchmedia/list">批量生成记录</Link>}
    >
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Alert
          type="info"
          showIcon
          message="按媒体选择渠道分类与转化基础，上传表格（每行一个渠道：名称、备注），系统为每一行生成一个广告ID及其点击监测链接。任何一行有误时整表不创建，按行号列出错误。"
        />
        <div>
          <Typography.Text strong>媒体</Typography.Text>
          <div style={{ marginTop: 8 }}>
            <Radio.Group
              aria-label="媒体"
              optionType="button"
              value={medium}
              onChange={(e) => setMedium(e.target.value as BaseMedium)}
              options={BASE_MEDIA.map((m) => ({ value: m, label: MEDIUM_NAMES[m] }))}
            />
          </div>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            {definition.platform}的广告ID以 {AD_ID_PREFIXES[medium]} 开头；渠道分类在
            <Link to={definition.path}>渠道ID</Link>页维护，转化基础在
            <Link to={definition.basesPath}>广告ID</Link>页新建。
          </Typography.Paragraph>
        </div>
        <Space>
          <Button
            icon={<DownloadOutlined />}
            loading={downloading}
            onClick={() => {
              setDownloading(true);
              void downloadSheetTemplate()
                .catch(() => undefined)
                .finally(() => setDownloading(false));
            }}
          >
            下载表格模板
          </Button>
          <Button type="primary" onClick={() => setUploading(true)}>
            上传表格生成广告ID
          </Button>
        </Space>
      </Space>
      {uploading && (
        <BatchUploadModal
          definition={definition}
          onCreated={() => client.invalidateQueries({ queryKey: AD_IDS_KEY })}
          onClose={() => setUploading(false)}
        />
      )}
    </Card>
  );
}
