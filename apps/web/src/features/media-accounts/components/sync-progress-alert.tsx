import type { AdvertiserSyncProgress } from '@toufang/contracts';
import { Alert, Progress, Typography } from 'antd';

/** Errors listed under a finished sync before the rest are counted. */
const LISTED_ERRORS = 5;

export function syncPercent(progress: AdvertiserSyncProgress): number {
  if (progress.total === 0) return progress.state === 'done' ? 100 : 0;
  return Math.round((progress.done / progress.total) * 100);
}

export interface SyncProgressAlertProps {
  progress: AdvertiserSyncProgress;
  onClose: () => void;
}

/** The progress of 同步账户 while it runs, then what it found. */
export function SyncProgressAlert({ progress, onClose }: SyncProgressAlertProps) {
  const percent = syncPercent(progress);
  if (progress.state === 'running') {
    return (
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title={
          progress.total === 0
            ? '正在同步账户…'
            : `正在同步账户：已读取 ${progress.done} / ${progress.total} 个授权，${progress.accounts} 个账户`
        }
        description={<Progress percent={percent} status="active" aria-label="同步进度" />}
      />
    );
  }
  const failed = progress.failed > 0 || progress.errors.length > 0;
  return (
    <Alert
      type={failed ? 'warning' : 'success'}
      showIcon
      closable={{ onClose }}
      style={{ marginBottom: 12 }}
      title={`同步完成：读取 ${progress.total} 个授权，${progress.accounts} 个账户${
        progress.failed > 0 ? `，${progress.failed} 个授权失败` : ''
      }`}
      description={
        failed ? (
          <>
            {progress.errors.slice(0, LISTED_ERRORS).map((e, index) => (
              <div key={index}>
                <Typography.Text strong>{e.grant}</Typography.Text>：{e.message}
              </div>
            ))}
            {progress.errors.length > LISTED_ERRORS ? (
              <Typography.Text type="secondary">
                另有 {progress.errors.length - LISTED_ERRORS} 条错误
              </Typography.Text>
            ) : null}
          </>
        ) : undefined
      }
    />
  );
}
