import { useMutation, useQuery } from '@tanstack/react-query';
import { AD_ID_SHEET_MAX_BYTES } from '@toufang/contracts';
import { AD_ID_BATCH_MAX } from '@toufang/domain';
import { Form, Select } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { listBases } from '../../conversion-bases/api';
import { categoryOptionsKey, searchCategories, uploadAdIdSheet } from '../api';
import type { ChannelIdsDefinition } from '../medium-definitions';
import { BatchUploadResult } from './batch-upload-result';
import { reportUnansweredUpload, SheetDragger, SheetUploadModal } from './sheet-upload-modal';

export interface BatchUploadModalProps {
  definition: ChannelIdsDefinition;
  /** The category chosen on the page, preselected. */
  categoryId?: number;
  /** The page's own conversion base (批量广告ID of a base): fixed, not picked. */
  base?: { id: number; label: string };
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
  base: fixedBase,
  onCreated,
  onClose,
}: BatchUploadModalProps) {
  const [categoryId, setCategoryId] = useState<number | undefined>(preset);
  const [baseId, setBaseId] = useState<number | undefined>(fixedBase?.id);
  const [file, setFile] = useState<File>();
  const categories = useQuery({
    queryKey: categoryOptionsKey(definition.medium),
    queryFn: ({ signal }) => searchCategories(definition.medium, signal),
  });
  const bases = useQuery({
    queryKey: ['conversion-bases', definition.medium, 'options'],
    queryFn: ({ signal }) => listBases(definition.medium, { per_page: 1000 }, signal),
    enabled: fixedBase === undefined,
  });
  const baseOptions = fixedBase
    ? [{ value: fixedBase.id, label: fixedBase.label }]
    : (bases.data?.list ?? []).map((b) => ({
        value: b.id,
        label: `${b.name}（${b.game_name ?? '—'}）`,
      }));
  const upload = useMutation({
    mutationFn: (chosen: { file: File; categoryId: number; baseId: number }) =>
      uploadAdIdSheet(chosen.file, chosen.categoryId, chosen.baseId),
    onSuccess: () => onCreated(),
    onError: reportUnansweredUpload,
  });
  const ready = file !== undefined && categoryId !== undefined && baseId !== undefined;
  const done = upload.isSuccess;

  const chooseFile = (chosen: File | undefined) => {
    setFile(chosen);
    upload.reset();
  };

  return (
    <SheetUploadModal
      title={`Excel 批量生成广告ID（${definition.platform}）`}
      done={done}
      ready={ready}
      pending={upload.isPending}
      actionLabel="生成广告ID"
      onAction={() => ready && upload.mutate({ file, categoryId, baseId })}
      onClose={onClose}
      result={
        upload.data || upload.error ? (
          <BatchUploadResult answer={upload.data} error={upload.error} />
        ) : null
      }
    >
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
              广告ID的点击监测链接 = 转化基础的点击监测链接 + ad_id 参数。
              {fixedBase ? null : (
                <>
                  没有合适的转化基础？<Link to={definition.basesPath}>去新建</Link>
                </>
              )}
            </>
          }
        >
          <Select
            aria-label="转化基础"
            showSearch
            optionFilterProp="label"
            placeholder="选择转化基础"
            loading={bases.isLoading}
            disabled={fixedBase !== undefined}
            value={baseId}
            onChange={setBaseId}
            options={baseOptions}
            notFoundContent="此媒体暂无转化基础"
          />
        </Form.Item>
        <Form.Item
          label="Excel 表格"
          required
          extra={`.xlsx，第 1 行表头：A 列「名称」、B 列「备注」；从第 2 行起每行一个广告ID，最多 ${AD_ID_BATCH_MAX} 行、${AD_ID_SHEET_MAX_BYTES / 1024 / 1024} MB。任何一行有误时整表不创建。`}
        >
          <SheetDragger file={file} onFile={chooseFile} text="点击或拖入 .xlsx 文件" />
        </Form.Item>
      </Form>
    </SheetUploadModal>
  );
}
