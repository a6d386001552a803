import type { DeliveryFamily } from '@toufang/domain';
import { statusDisplay } from '@toufang/domain';
import type { StatusLevel } from '@toufang/domain';
import { UnknownValue } from '../../../components/enum-label';
import { LinkButton } from '../../../components/link-button';
import '../columns/cells.css';

export interface StatusCellProps {
  level: StatusLevel;
  status: string | null | undefined;
  /** Whose labels and denials apply. */
  medium?: DeliveryFamily;
  /** Opens the audit advice; the link shows for a status containing DENY. */
  onAdvice?: () => void;
  /** The advice is offered whatever the status says (a project whose ads were denied). */
  adviceOffered?: boolean;
}

/**
 * The status of a project, ad or material (spec 001 §4 "Status display"): the Chinese label, green
 * when delivering normally, red when denied with 审核建议 beside it.
 */
export function StatusCell({
  level,
  status,
  medium = 'bytedance',
  onAdvice,
  adviceOffered = false,
}: StatusCellProps) {
  const display = statusDisplay(level, status, medium);
  const advice = display.auditAdvice || adviceOffered;
  const tone = display.normal ? ' is-success' : display.auditAdvice ? ' is-error' : '';
  return (
    <div className="tf-cell-lines">
      <span className={`tf-status${tone}`}>
        {display.raw === undefined ? display.label : <UnknownValue raw={display.raw} />}
      </span>
      {advice && onAdvice ? <LinkButton onClick={onAdvice}>审核建议</LinkButton> : null}
    </div>
  );
}
