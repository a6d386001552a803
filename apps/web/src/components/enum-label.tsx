import { UNKNOWN_VALUE_LABEL } from '@toufang/domain';
import { Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * A value no label map knows (a newer medium's code): a neutral `未知`, the code in its tooltip,
 * never on the page itself.
 */
export function UnknownValue({ raw }: { raw: string }) {
  return (
    <Tooltip title={`原始值：${raw}`}>
      <Typography.Text type="secondary" data-raw-value={raw}>
        {UNKNOWN_VALUE_LABEL}
      </Typography.Text>
    </Tooltip>
  );
}

type Labels = Readonly<Record<string, string>>;

const isEmpty = (value: unknown): value is null | undefined | '' =>
  value === null || value === undefined || value === '';

/** The Chinese label of a coded value as text: `-` when empty, `未知` when no label knows it. */
export function enumText(labels: Labels, value: string | null | undefined): string {
  if (isEmpty(value)) return '-';
  return Object.hasOwn(labels, value)
    ? (labels[value] ?? UNKNOWN_VALUE_LABEL)
    : UNKNOWN_VALUE_LABEL;
}

/**
 * The Chinese label of a coded value on a page: the label, `-` when empty, or the neutral
 * `未知` with the code in a tooltip.
 */
export function enumLabel(labels: Labels, value: string | number | null | undefined): ReactNode {
  if (isEmpty(value)) return '-';
  const raw = String(value);
  const label = Object.hasOwn(labels, raw) ? labels[raw] : undefined;
  return label ?? <UnknownValue raw={raw} />;
}
