import { DownloadOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { ERROR_CODES, SPEND_SHEET_MAX_BYTES, type SpendImportAnswer } from '@toufang/contracts';
import { formatYuan, SPEND_DAYS_BACK, SPEND_ROWS_MAX, SPEND_SHEET_HEADERS } from '@toufang/domain';
import { Alert, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { ApiError } from '../../../api/client';
import { downloadSpendTemplate, uploadSpendSheet } from '../api';
import { RowProblemsTable, rowProblems } from './row-problems-table';
import { reportUnansweredUpload, SheetDragger, SheetUploadModal } from './sheet-upload-modal';

function SpendImportResult({ answer, error }: { answer?: SpendImportAnswer; error?: unknown }) {
  if (answer) {
    return (
      <Alert
        type="success"
        showIcon
        title={`已导入 ${answer.rows} 行消耗`}
        description={`${answer.ad_ids} 个广告ID，${answer.first_date} 至 ${answer.last_date}，消耗合计 ¥${formatYuan(answer.cost)}${
          answer.replaced > 0 ? `；其中 ${answer.replaced} 行覆盖了先前导入的同一天数据` : ''
        }。`}
      />
    );
  }
  if (!(error instanceof ApiError)) return null;
  if (error.code === ERROR_CODES.SPEND_ROWS_INVALID.code) {
    const rows = rowProblems(error.details);
    return (
      <>
        <Alert
          type="error"
          showIcon
          title={`表格中有 ${rows.length} 行有误，未导入任何消耗`}
          description="请按行号修改表格后重新上传整张表格。"
          style={{ marginBottom: 12 }}
        />
        <RowProblemsTable rows={rows} />
      </>
    );
  }
  return (
    <Alert
      type="error"
      showIcon
      title="未导入消耗"
      description={error.details.length > 0 ? error.details.join('；') : error.message}
    />
  );
}

/**
 * 导入消耗 (`/amt/spend_import`): the link-based media's daily spend per ad ID from a sheet, so
 * their results sit beside the API media's. Any bad row and nothing is imported.
 */
export function SpendImportModal({
  onImported,
  onClose,
}: {
  onImported: () => Promise<unknown>;
  onClose: () => void;
}) {
  const [file, setFile] = useState<File>();
  const [downloading, setDownloading] = useState(false);
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadSpendSheet(chosen),
    onSuccess: () => onImported(),
    onError: reportUnansweredUpload,
  });
  const done = upload.isSuccess;
  const chooseFile = (chosen: File | undefined) => {
    setFile(chosen);
    upload.reset();
  };
  return (
    <SheetUploadModal
      title="导入消耗（其他媒体、端游媒体）"
      done={done}
      ready={file !== undefined}
      pending={upload.isPending}
      actionLabel="导入"
      onAction={() => file && upload.mutate(file)}
      onClose={onClose}
      result={
        upload.data || upload.error ? (
          <SpendImportResult answer={upload.data} error={upload.error} />
        ) : null
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          .xlsx，第 1 行表头：{SPEND_SHEET_HEADERS.join('、')}
          （展示及之后的列可省略）；每行一个广告ID一天， 金额单位为元、最多两位小数，日期为近{' '}
          {SPEND_DAYS_BACK} 天内；最多 {SPEND_ROWS_MAX} 行、
          {SPEND_SHEET_MAX_BYTES / 1024 / 1024} MB。同一广告ID同一天再次导入时覆盖先前的数据。
        </Typography.Paragraph>
        <Button
          icon={<DownloadOutlined />}
          loading={downloading}
          onClick={() => {
            setDownloading(true);
            void downloadSpendTemplate()
              .catch(() => undefined)
              .finally(() => setDownloading(false));
          }}
        >
          下载模板
        </Button>
        <SheetDragger file={file} onFile={chooseFile} text="点击或拖入消耗表格" />
      </Space>
    </SheetUploadModal>
  );
}
