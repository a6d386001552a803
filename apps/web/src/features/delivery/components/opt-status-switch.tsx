import { OPT_STATUS_LABELS, toggleOptStatus } from '@toufang/domain';
import type { OptStatus } from '@toufang/domain';
import './opt-status-switch.css';

export interface OptStatusSwitchProps {
  optStatus: string | null | undefined;
  /** Called with the wanted opt_status. */
  onChange: (next: OptStatus) => void;
  loading?: boolean;
  /** Why the switch cannot be used (no ability, a deleted material); disabled when set. */
  lockedReason?: string;
}

/**
 * The opt_status switch of a project, ad or material (spec 001 §4 "Enable/disable"): antd's small
 * switch look, as one native button (a row holds one, a page hundreds).
 */
export function OptStatusSwitch({
  optStatus,
  onChange,
  loading = false,
  lockedReason,
}: OptStatusSwitchProps) {
  const current: OptStatus = optStatus === 'ENABLE' ? 'ENABLE' : 'DISABLE';
  const on = current === 'ENABLE';
  let className = 'tf-switch';
  if (on) className += ' is-on';
  if (loading) className += ' is-loading';
  return (
    <button
      type="button"
      role="switch"
      className={className}
      aria-checked={on}
      aria-busy={loading || undefined}
      aria-label={`开关：${OPT_STATUS_LABELS[current]}`}
      title={lockedReason}
      disabled={lockedReason !== undefined || loading}
      onClick={() => onChange(toggleOptStatus(current))}
    >
      <span className="tf-switch-handle" />
      <span className="tf-switch-text">{on ? '开' : '关'}</span>
    </button>
  );
}
