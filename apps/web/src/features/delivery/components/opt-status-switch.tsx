import { OPT_STATUS_LABELS, toggleOptStatus } from '@toufang/domain';
import type { OptStatus } from '@toufang/domain';
import { Switch, Tooltip } from 'antd';

export interface OptStatusSwitchProps {
  optStatus: string | null | undefined;
  /** Called with the wanted opt_status. */
  onChange: (next: OptStatus) => void;
  loading?: boolean;
  /** Why the switch cannot be used (no ability, a deleted material); disabled when set. */
  lockedReason?: string;
}

/** The opt_status switch of a project, ad or material (spec 001 §4 "Enable/disable"). */
export function OptStatusSwitch({
  optStatus,
  onChange,
  loading,
  lockedReason,
}: OptStatusSwitchProps) {
  const current: OptStatus = optStatus === 'ENABLE' ? 'ENABLE' : 'DISABLE';
  const control = (
    <Switch
      size="small"
      checked={current === 'ENABLE'}
      loading={loading}
      disabled={lockedReason !== undefined}
      aria-label={`开关：${OPT_STATUS_LABELS[current]}`}
      checkedChildren="开"
      unCheckedChildren="关"
      onChange={() => onChange(toggleOptStatus(current))}
    />
  );
  return lockedReason === undefined ? (
    control
  ) : (
    <Tooltip title={lockedReason}>
      <span>{control}</span>
    </Tooltip>
  );
}
