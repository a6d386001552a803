import { InboxOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { AD_ID_SHEET_MAX_BYTES } from '@toufang/contracts';
import { AD_ID_BATCH_MAX } from '@toufang/domain';
import { Button, Form, Modal, Select, Upload } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { RequestError, reportApiError, ApiError } from '../../../api/client';
import { listBases } from '../../conversion-bases/api';
import { categoryOptionsKey, searchCategories, uploadAdIdSheet } from '../api';
import type { ChannelIdsDefinition } from '../medium-definitions';
import { BatchUploadResult } from './batch-upload-result';

export interface BatchUploadModalProps {
  definition: ChannelIdsDefinition;
  /** The category chosen on the page, preselected. */
  categoryId?: number;
  onCreated: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * Excel 批量生成广告ID (`/batch/adid_category_batch_create`): a category, a conversion base of
 * the medium and an .xlsx sheet of one ad ID a row; the result lists bad rows by number.
 */
export function BatchUploadModal({
  definition,
  categoryId: preset,
  onCreated,
  onClose,
}: BatchUploadModalProps) {
  const [categoryId, setCategoryId] = useState<number | undefined>(preset);
  const [baseId, setBaseId] = useState<number>();
  const [file, setFile] = useState<File>();
  const categories = useQuery({
    queryKey: categoryOptionsKey(definition.medium),
    queryFn: ({ signal }) => searchCategories(definition.medium, signal),
  });
  const bases = useQuery({
    queryKey: ['conversion-bases', definition.medium, 'options'],
    queryFn: ({ signal }) => listBases(definition.medium, { per_page: 1000 }, signal),
  });
  const upload = useMutation({
    mutationFn: (chosen: { file: File; categoryId: number; baseId: number }) =>
      uploadAdIdSheet(chosen.file, chosen.categoryId, chosen.baseId),
    onSuccess: () => onCreated(),
    onError: (error) => {
      if (!(error instanceof ApiError) && error instanceof RequestError) reportApiError(error);
    },
  });
  const ready = file !== undefined && categoryId !== undefined && baseId !== undefined;
  const done = upload.isSuccess;

  return (
    <Modal
      open
      title={`Excel 批量生成广告ID（${definition.platform}）`}
      width={720}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      footer={
        done
          ? [
              <Button key="done" type="primary" onClick={onClose}>
                完成
              </Button>,
            ]
          : [
              <Button key="cancel" onClick={onClose}>
                取消
              </Button>,
              <Button
                key="upload"
                type="primary"
                disabled={!ready}
                loading={upload.isPending}
                onClick={() => ready && upload.mutate({ file, categoryId, baseId })}
              >
                生成广告ID
              </Button>,
            ]
      }
    >
      {!done && (
        <Form layout="vertical">
          <Form.Item label="渠道分类" required>
            <Select
              aria-label="渠道分类"
              showSearch
              optionFilterProp="label"
              placeholder="选择渠道分类"
              loading={categories.isLoading}
              value={categoryId}
              onChange={setCategoryId}
              options={(categories.data?.list ?? []).map((c) => ({ value: c.id, label: c.name }))}
              notFoundContent="暂无渠道分类，请先新建"
            />
          </Form.Item>
          <Form.Item
            label="转化基础"
            required
            extra={
              <>
                广告ID的点击监测链接 = 转化基础的点击监测链接 + ad_id 参数。没有合适的转化基础？
                <Link to={definition.basesPath}>去新建</Link>
              </>
            }
          >
            <Select
              aria-label="转化基础"
              showSearch
              optionFilterProp="label"
              placeholder="选择转化基础"
              loading={bases.isLoading}
              value={baseId}
              onChange={setBaseId}
              options={(bases.data?.list ?? []).map((b) => ({
                value: b.id,
                label: `${b.name}（${b.game_name ?? '—'}）`,
              }))}
              notFoundContent="此媒体暂无转化基础"
            />
          </Form.Item>
          <Form.Item
            label="Excel 表格"
            required
            extra={`.xlsx，第 1 行表头：A 列「名称」、B 列「备注」；从第 2 行起每行一个广告ID，最多 ${AD_ID_BATCH_MAX} 行、${AD_ID_SHEET_MAX_BYTES / 1024 / 1024} MB。任何一行有误时整表不创建。`}
          >
            <Upload.Dragger
              accept=".xlsx"
              maxCount={1}
              beforeUpload={(chosen) => {
                setFile(chosen);
                upload.reset();
                return false;
              }}
              onRemove={() => setFile(undefined)}
              fileList={file ? [{ uid: 'sheet', name: file.name, status: 'done' }] : []}
            >
              <p className="ant-upload-drag-icon">
                <InboxOutlined />
              </p>
              <p className="ant-upload-text">点击或拖入 .xlsx 文件</p>
            </Upload.Dragger>
          </Form.Item>
        </Form>
      )}
      {(upload.data ?? upload.error) && (
        <div style={{ marginTop: done ? 0 : 12 }}>
          <BatchUploadResult answer={upload.data} error={upload.error} />
        </div>
      )}
    </Modal>
  );
}
