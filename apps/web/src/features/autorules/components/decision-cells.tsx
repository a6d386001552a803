import type { AutoruleItemOutcome } from '@toufang/contracts';
import {
  DELIVERING_KEY,
  DELIVERING_LABEL,
  formatMetric,
  isMetricKey,
  OUTCOME_LABELS,
  RULE_METRICS,
  windowLabel,
} from '@toufang/domain';
import { Tag, Typography } from 'antd';

const OUTCOME_COLORS: Record<AutoruleItemOutcome, string> = {
  act: 'green',
  notify: 'blue',
  skip: 'orange',
  no_match: 'default',
};

/** A dry run has done nothing yet: what it would do. */
const PREVIEW_LABELS: Record<AutoruleItemOutcome, string> = {
  ...OUTCOME_LABELS,
  act: '将执行',
  notify: '将通知',
  skip: '将跳过',
};

export function OutcomeTag({
  outcome,
  preview = false,
}: {
  outcome: AutoruleItemOutcome;
  preview?: boolean;
}) {
  const label = (preview ? PREVIEW_LABELS : OUTCOME_LABELS)[outcome];
  return <Tag color={OUTCOME_COLORS[outcome]}>{label}</Tag>;
}

/** `metric@window` values as 今日消耗 150.00 元 … */
export function SnapshotText({ snapshot }: { snapshot: Record<string, number | null> }) {
  const parts = Object.entries(snapshot).map(([key, value]) => {
    if (key === DELIVERING_KEY) return `${DELIVERING_LABEL} ${value ?? '—'}`;
    const [metric = '', window = ''] = key.split('@');
    const label = windowLabel(window);
    if (!isMetricKey(metric)) return `${label}${metric} ${value ?? '—'}`;
    return `${label}${RULE_METRICS[metric].label} ${formatMetric(metric, value)}`;
  });
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {parts.join('；') || '-'}
    </Typography.Text>
  );
}
