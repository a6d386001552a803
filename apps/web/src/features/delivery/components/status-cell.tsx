import { statusDisplay } from '@toufang/domain';
import type { StatusLevel } from '@toufang/domain';
import { Badge, Button, Flex } from 'antd';

export interface StatusCellProps {
  level: StatusLevel;
  status: string | null | undefined;
  /** Opens the audit advice; the link shows only for a status containing DENY. */
  onAdvice?: () => void;
}

/**
 * The status of a project, ad or material (spec 001 §4 "Status display"): the Chinese label, green
 * when delivering normally, and 审核建议 beside any denied ad status.
 */
export function StatusCell({ level, status, onAdvice }: StatusCellProps) {
  const display = statusDisplay(level, status);
  const badge = display.normal ? 'success' : display.auditAdvice ? 'error' : 'default';
  return (
    <Flex vertical gap={2} align="flex-start">
      <Badge status={badge} text={display.label} />
      {display.auditAdvice && onAdvice ? (
        <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={onAdvice}>
          审核建议
        </Button>
      ) : null}
    </Flex>
  );
}
