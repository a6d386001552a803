import { Typography } from 'antd';
import { rowTitle } from './edit-row';
import type { PreviewRow } from './modify-calls';

/** Rows named in a message before "等 N 条". */
const NAMED_ROWS = 3;

export interface SelectionCountProps {
  /** Rows selected. */
  rows: number;
  /** Rows that take no part, with their reason. */
  skipped?: readonly PreviewRow[];
  /** Names the reasons of the rows left out (a unified change lists no rows). */
  showSkipped?: boolean;
}

/** "已选 N 条" at the top of a batch dialog, and why rows are left out. */
export function SelectionCount({ rows, skipped = [], showSkipped = false }: SelectionCountProps) {
  const reasons = new Map<string, number>();
  for (const entry of skipped) {
    const reason = entry.reason ?? '不适用';
    reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
  }
  return (
    <Typography.Paragraph>
      <Typography.Text strong>已选 {rows} 条</Typography.Text>
      {showSkipped && skipped.length > 0 ? (
        <Typography.Text type="secondary">
          ，其中 {skipped.length} 条不修改：
          {[...reasons].map(([reason, count]) => `${reason}（${count} 条）`).join('；')}
        </Typography.Text>
      ) : null}
    </Typography.Paragraph>
  );
}

/**
 * What the unified input says under itself: the error every row shares (a value out of range), or
 * the rows the medium's rules refuse it for, named.
 */
export function unifiedHelp(
  invalid: readonly PreviewRow[],
  sendable: number,
): { error: boolean; text: string } | undefined {
  if (sendable === 0) return { error: true, text: '没有可修改的记录' };
  if (invalid.length === 0) return undefined;
  const messages = new Set(invalid.map((entry) => entry.error));
  const [only] = messages;
  if (invalid.length === sendable && messages.size === 1 && only !== undefined) {
    return { error: true, text: only };
  }
  const named = invalid
    .slice(0, NAMED_ROWS)
    .map((entry) => `${rowTitle(entry.row)}：${entry.error ?? ''}`)
    .join('；');
  const more = invalid.length > NAMED_ROWS ? ` 等 ${invalid.length} 条` : '';
  return { error: true, text: `${invalid.length} 条不能修改为此值：${named}${more}` };
}
