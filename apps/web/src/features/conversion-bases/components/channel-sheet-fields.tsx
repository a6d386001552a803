import { InboxOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { AD_ID_SHEET_MAX_BYTES, type BaseMedium } from '@toufang/contracts';
import { AD_ID_BATCH_MAX } from '@toufang/domain';
import { Form, Select, Upload } from 'antd';
import { categoryOptionsKey, searchCategories } from '../../ad-ids/api';

export interface ChannelSheet {
  categoryId?: number;
  file?: File;
}

/**
 * 渠道表格 of `/tradition/createbase_v2`: an optional sheet of channels (名称 / 备注) and the
 * category its ad IDs go under, made with the base.
 */
export function ChannelSheetFields({
  medium,
  value,
  onChange,
}: {
  medium: BaseMedium;
  value: ChannelSheet;
  onChange: (next: ChannelSheet) => void;
}) {
  const categories = useQuery({
    queryKey: categoryOptionsKey(medium),
    queryFn: ({ signal }) => searchCategories(medium, signal),
  });
  const missingCategory = value.file !== undefined && value.categoryId === undefined;
  return (
    <>
      <Form.Item
        label="渠道表格（可选）"
        extra={`.xlsx，第 1 行表头：A 列「名称」、B 列「备注」；每行一个渠道，最多 ${AD_ID_BATCH_MAX} 行、${AD_ID_SHEET_MAX_BYTES / 1024 / 1024} MB。上传后与转化基础一起生成每个渠道的广告ID；任何一行有误时都不创建。`}
      >
        <Upload.Dragger
          accept=".xlsx"
          maxCount={1}
          beforeUpload={(chosen) => {
            onChange({ ...value, file: chosen });
            return false;
          }}
          onRemove={() => onChange({ ...value, file: undefined })}
          fileList={value.file ? [{ uid: 'sheet', name: value.file.name, status: 'done' }] : []}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">点击或拖入渠道表格</p>
        </Upload.Dragger>
      </Form.Item>
      {value.file ? (
        <Form.Item
          label="渠道分类"
          required
          validateStatus={missingCategory ? 'error' : undefined}
          help={missingCategory ? '上传渠道表格时请选择渠道分类' : undefined}
        >
          <Select
            aria-label="渠道分类"
            showSearch
            optionFilterProp="label"
            placeholder="选择渠道分类"
            loading={categories.isLoading}
            value={value.categoryId}
            onChange={(categoryId: number) => onChange({ ...value, categoryId })}
            options={(categories.data?.list ?? []).map((c) => ({ value: c.id, label: c.name }))}
            notFoundContent="暂无渠道分类，请先在渠道ID页新建"
          />
        </Form.Item>
      ) : null}
    </>
  );
}
