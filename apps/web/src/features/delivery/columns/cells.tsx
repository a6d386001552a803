import { Button, Flex, Typography } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { formatDateTime } from '../../../components/format-date-time';

/**
 * One line cut with an ellipsis by CSS alone: Typography's ellipsis measures every cell after
 * mounting, which on a 500-row page forces a layout of the whole table per cell.
 */
const ONE_LINE: CSSProperties = {
  display: 'block',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};

/** A name that drills down, with its id underneath (the first column of every tab). */
export function NameCell({
  name,
  id,
  idLabel,
  onOpen,
  openLabel,
}: {
  name: string;
  id: string;
  idLabel: string;
  onOpen?: () => void;
  /** What the link opens, for screen readers, e.g. 查看广告. */
  openLabel?: string;
}) {
  return (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      {onOpen ? (
        <Button
          type="link"
          size="small"
          aria-label={openLabel ? `${openLabel}：${name}` : name}
          title={name}
          style={{ padding: 0, height: 'auto', justifyContent: 'flex-start', maxWidth: '100%' }}
          onClick={onOpen}
        >
          <span style={ONE_LINE}>{name}</span>
        </Button>
      ) : (
        <span style={ONE_LINE} title={name}>
          {name}
        </span>
      )}
      <Typography.Text type="secondary" copyable={{ text: id }} style={{ fontSize: 12 }}>
        {idLabel}：{id}
      </Typography.Text>
    </Flex>
  );
}

/** Two short lines: a value and a secondary one (an advertiser's name and id). */
export function TwoLines({ first, second }: { first: ReactNode; second: ReactNode }) {
  return (
    <Flex vertical gap={2}>
      <span style={ONE_LINE}>{first}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {second}
      </Typography.Text>
    </Flex>
  );
}

export const dateTimeText = formatDateTime;

export function labelOf(labels: Readonly<Record<string, string>>, value: string | null): string {
  if (value === null || value === '') return '-';
  return Object.hasOwn(labels, value) ? (labels[value] ?? value) : value;
}
