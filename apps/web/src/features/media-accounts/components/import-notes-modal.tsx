import { InboxOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import {
  NOTE_MAX_LENGTH,
  NOTE_SHEET_COLUMNS,
  NOTE_SHEET_MAX_BYTES,
  NOTE_SHEET_MAX_ROWS,
} from '@toufang/contracts';
import type { MediumKey, NoteSheetResult } from '@toufang/contracts';
import { Alert, Button, Modal, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { ApiError, reportApiError, RequestError } from '../../../api/client';
import { uploadNoteSheet } from '../api';
import { useRefreshAccounts } from '../hooks/use-account-changes';

export interface ImportNotesModalProps {
  open: boolean;
  medium: MediumKey;
  onClose: () => void;
}

/** A template with the two columns, as UTF-8 with a BOM so Excel opens it with the Chinese intact. */
function downloadTemplate(): void {
  const text = `\uFEFF${NOTE_SHEET_COLUMNS.advertiserId},${NOTE_SHEET_COLUMNS.note}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = '账户备注模板.csv';
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * 导入备注 (spec 000 §7 `update_note`): a spreadsheet of 广告主ID and 备注. Every row is checked
 * first; one bad row and nothing changes, and the dialog lists the bad rows.
 */
export function ImportNotesModal({ open, medium, onClose }: ImportNotesModalProps) {
  const [file, setFile] = useState<File>();
  const [rejected, setRejected] = useState<readonly string[]>();
  const refresh = useRefreshAccounts();
  const upload = useMutation({
    mutationFn: (chosen: File) => uploadNoteSheet(chosen, medium),
    onMutate: () => setRejected(undefined),
    onSuccess: () => refresh(),
    onError: (error) => {
      if (error instanceof ApiError)
        setRejected(error.details.length ? error.details : [error.message]);
      else if (error instanceof RequestError) reportApiError(error);
    },
  });
  const result: NoteSheetResult | undefined = upload.data;
  const close = () => {
    setFile(undefined);
    setRejected(undefined);
    upload.reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      title="导入备注"
      width={640}
      onCancel={close}
      destroyOnHidden
      mask={{ closable: false }}
      footer={[
        <Button key="template" onClick={downloadTemplate}>
          下载模板
        </Button>,
        <Button key="close" onClick={close}>
          {result ? '完成' : '取消'}
        </Button>,
        result ? null : (
          <Button
            key="upload"
            type="primary"
            disabled={!file}
            loading={upload.isPending}
            onClick={() => file && upload.mutate(file)}
          >
            导入
          </Button>
        ),
      ]}
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        支持 .xlsx 或 .csv 文件：第一行为表头「{NOTE_SHEET_COLUMNS.advertiserId}」「
        {NOTE_SHEET_COLUMNS.note}」，最多 {NOTE_SHEET_MAX_ROWS} 行、
        {NOTE_SHEET_MAX_BYTES / 1024 / 1024} MB，备注最多 {NOTE_MAX_LENGTH}{' '}
        个字符，留空则清除备注。任一行有误时不做任何修改。
      </Typography.Paragraph>
      {result ? (
        <>
          <Alert
            type="success"
            showIcon
            title={`已更新 ${result.updated} 个账户的备注`}
            style={{ marginBottom: 12 }}
          />
          <Table
            size="small"
            rowKey="row"
            pagination={result.rows.length > 10 ? { pageSize: 10 } : false}
            dataSource={result.rows}
            columns={[
              { title: '行号', dataIndex: 'row', width: 80 },
              { title: NOTE_SHEET_COLUMNS.advertiserId, dataIndex: 'advertiser_id' },
              { title: '结果', dataIndex: 'message', width: 120 },
            ]}
          />
        </>
      ) : (
        <>
          <Upload.Dragger
            accept=".xlsx,.csv"
            maxCount={1}
            fileList={file ? [{ uid: 'sheet', name: file.name, status: 'done' }] : []}
            beforeUpload={(chosen) => {
              setFile(chosen);
              setRejected(undefined);
              return false;
            }}
            onRemove={() => setFile(undefined)}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">点击或拖拽文件到此处</p>
          </Upload.Dragger>
          {rejected ? (
            <Alert
              type="error"
              showIcon
              style={{ marginTop: 12 }}
              title="导入失败，未做任何修改"
              description={
                <div style={{ maxHeight: 240, overflowY: 'auto' }}>
                  {rejected.map((line, index) => (
                    <div key={index}>{line}</div>
                  ))}
                </div>
              }
            />
          ) : null}
        </>
      )}
    </Modal>
  );
}
