import type { ReactNode } from 'react';
import { enumLabel } from '../../../components/enum-label';
import { LinkButton } from '../../../components/link-button';
import { formatDateTime } from '../../../components/format-date-time';
import { CopyIdButton } from './copy-id-button';
import './cells.css';

/**
 * A name that drills down, with its id and a copy button underneath (the first column of every
 * tab). Plain elements and CSS-only ellipsis: a page shows hundreds of these.
 */
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
    <div className="tf-cell-lines">
      {onOpen ? (
        <LinkButton
          ellipsis
          aria-label={openLabel ? `${openLabel}：${name}` : name}
          title={name}
          onClick={onOpen}
        >
          {name}
        </LinkButton>
      ) : (
        <span className="tf-cell-line" title={name}>
          {name}
        </span>
      )}
      <span className="tf-cell-line tf-cell-secondary">
        {idLabel}：{id}
        <CopyIdButton id={id} />
      </span>
    </div>
  );
}

/** Two short lines: a value and a secondary one (an advertiser's name and id). */
export function TwoLines({ first, second }: { first: ReactNode; second: ReactNode }) {
  return (
    <div className="tf-cell-lines">
      <span className="tf-cell-line">{first}</span>
      <span className="tf-cell-line tf-cell-secondary">{second}</span>
    </div>
  );
}

export const dateTimeText = formatDateTime;

/** A coded value's label; a value no label knows shows 未知 with the code in a tooltip. */
export const labelOf = enumLabel;
