import { InboxOutlined } from '@ant-design/icons';
import { Button, Modal, Upload } from 'antd';
import type { ReactNode } from 'react';
import { ApiError, RequestError, reportApiError } from '../../../api/client';

/**
 * A refused sheet shows its own answer in the modal (`ApiError`, with the bad rows); a failure
 * to reach the server is reported as any other call's.
 */
export function reportUnansweredUpload(error: unknown): void {
  if (!(error instanceof ApiError) && error instanceof RequestError) reportApiError(error);
}

export interface SheetUploadModalProps {
  title: string;
  /** The sheet was taken: only the result and 完成 are left. */
  done: boolean;
  ready: boolean;
  pending: boolean;
  actionLabel: string;
  onAction: () => void;
  onClose: () => void;
  /** The server's answer (the result or the refusal), once there is one. */
  result: ReactNode;
  /** The choices before sending: hidden once the sheet was taken. */
  children: ReactNode;
}

/** The frame of a sheet upload: its choices, 取消 / the action, then the result and 完成. */
export function SheetUploadModal(props: SheetUploadModalProps) {
  const { done, onClose } = props;
  return (
    <Modal
      open
      title={props.title}
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
                disabled={!props.ready}
                loading={props.pending}
                onClick={props.onAction}
              >
                {props.actionLabel}
              </Button>,
            ]
      }
    >
      {!done && props.children}
      {props.result ? <div style={{ marginTop: done ? 0 : 12 }}>{props.result}</div> : null}
    </Modal>
  );
}

export interface SheetDraggerProps {
  file: File | undefined;
  onFile: (file: File | undefined) => void;
  text: string;
}

/** One .xlsx file, kept in the browser until the action sends it. */
export function SheetDragger({ file, onFile, text }: SheetDraggerProps) {
  return (
    <Upload.Dragger
      accept=".xlsx"
      maxCount={1}
      beforeUpload={(chosen) => {
        onFile(chosen);
        return false;
      }}
      onRemove={() => onFile(undefined)}
      fileList={file ? [{ uid: 'sheet', name: file.name, status: 'done' }] : []}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      <p className="ant-upload-text">{text}</p>
    </Upload.Dragger>
  );
}
