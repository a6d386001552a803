import { BATCH_ERRORS_BANNER, REFRESH_AFTER_BATCH_MS } from '@toufang/domain';
import { Alert, Flex, Progress, Tag, Typography } from 'antd';
import type { BatchRuns, RowOutcome } from './use-batch-runs';

export interface RowOutcomeCellProps {
  outcome?: RowOutcome;
}

/** How one row of a submitted batch went: its status, and the error of a failed row. */
export function RowOutcomeCell({ outcome }: RowOutcomeCellProps) {
  if (outcome === undefined) return null;
  switch (outcome.status) {
    case 'pending':
      return <Tag color="processing">处理中</Tag>;
    case 'succeeded':
      return <Tag color="success">成功</Tag>;
    case 'failed':
      return (
        <Flex vertical gap={2}>
          <span>
            <Tag color="error">失败</Tag>
          </span>
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            {outcome.message}
          </Typography.Text>
        </Flex>
      );
  }
}

export interface BatchStatusBarProps {
  runs: BatchRuns;
}

/** The progress of a running batch, the errors banner and the network failure of a submission. */
export function BatchStatusBar({ runs }: BatchStatusBarProps) {
  const { phase, progress, failures, networkError } = runs;
  return (
    <Flex vertical gap={8} style={{ marginBottom: 12 }}>
      {phase === 'running' || phase === 'failed' || phase === 'succeeded' ? (
        <Progress
          percent={progress.percent}
          status={phase === 'failed' ? 'exception' : phase === 'succeeded' ? 'success' : 'active'}
          format={() => `${progress.done}/${progress.total}`}
        />
      ) : null}
      {networkError !== undefined ? (
        <Alert
          type="error"
          showIcon
          title="网络异常，提交未完成，请检查网络后重试"
          description={networkError}
        />
      ) : null}
      {phase === 'failed' && failures.size > 0 ? (
        <Alert type="error" showIcon title={`${BATCH_ERRORS_BANNER}（失败 ${failures.size} 条）`} />
      ) : null}
    </Flex>
  );
}

/** After a successful batch the list is refreshed 3 s later (spec 001 §4, §9), even if closed. */
export function refreshLater(onDone: (() => void) | undefined): void {
  if (onDone !== undefined) window.setTimeout(onDone, REFRESH_AFTER_BATCH_MS);
}
