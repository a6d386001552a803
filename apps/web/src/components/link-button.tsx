import type { ReactNode } from 'react';
import './link-button.css';

export interface LinkButtonProps {
  children: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
  title?: string;
  'aria-label'?: string;
  /** Cut to one line with an ellipsis (a name in a narrow cell). */
  ellipsis?: boolean;
}

/**
 * A text action styled as a link (antd's link button look) made of one native button: table
 * cells hold several per row, and a page of them renders many times faster than antd's Button.
 */
export function LinkButton({
  children,
  onClick,
  disabled = false,
  danger = false,
  title,
  'aria-label': ariaLabel,
  ellipsis = false,
}: LinkButtonProps) {
  let className = 'tf-link-button';
  if (danger) className += ' is-danger';
  if (ellipsis) className += ' is-ellipsis';
  return (
    <button
      type="button"
      className={className}
      disabled={disabled}
      title={title}
      aria-label={ariaLabel}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
