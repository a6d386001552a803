import { statusDisplay } from '@toufang/domain';
import type { StatusLevel } from '@toufang/domain';
import { LinkButton } from '../../../components/link-button';
import '../columns/cells.css';

export interface StatusCellProps {
  level: StatusLevel;
  status: string | null | undefined;
  /** Opens the audit advice; the link shows only for a status containing DENY. */
  onAdvice?: () => void;
}

/**
 * The status of a project, ad or material (spec 001 §4 "Status display"): the Chinese label, green
 * when delivering normally, red when denied with 审核建议 beside it.
 */
export function StatusCell({ level, status, onAdvice }: StatusCellProps) {
  const display = statusDisplay(level, status);
  const tone = display.normal ? ' is-success' : display.auditAdvice ? ' is-error' : '';
  return (
    <div className="tf-cell-lines">
      <span className={`tf-status${tone}`}>{display.label}</span>
      {display.auditAdvice && onAdvice ? (
        <LinkButton onClick={onAdvice}>审核建议</LinkButton>
      ) : null}
    </div>
  );
}
