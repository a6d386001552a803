import { Popconfirm, Space, Switch, Tooltip } from 'antd';
import { ENABLE_STATUS } from './status-values';
import type { EnableStatus } from './status-values';
import { ValueTag } from './value-tag';

export interface StatusSwitchProps {
  status: EnableStatus;
  /** Called with the wanted status; disabling first asks `disableConfirm`. */
  onChange: (next: EnableStatus) => void;
  /** The question asked before disabling, e.g. '确认禁用该用户？'. */
  disableConfirm: string;
  /** What disabling does, shown under the question. */
  disableDescription?: string;
  /** A change of this row is being saved. */
  loading?: boolean;
  /** Why the switch cannot be used here (shown as a tooltip); the switch is disabled when set. */
  lockedReason?: string;
}

/**
 * The status cell of an administration list: a 启用/禁用 tag and a switch. Enabling applies at once;
 * disabling is a destructive change and asks for confirmation first.
 */
export function StatusSwitch({
  status,
  onChange,
  disableConfirm,
  disableDescription,
  loading,
  lockedReason,
}: StatusSwitchProps) {
  const enabled = status === 1;
  const control = (
    <Switch
      size="small"
      checked={enabled}
      loading={loading}
      disabled={lockedReason !== undefined}
      aria-label="启用状态"
      // Enabled rows change only through the Popconfirm below; the switch itself is controlled.
      onChange={enabled ? undefined : () => onChange(1)}
    />
  );
  return (
    <Space size={8}>
      <ValueTag map={ENABLE_STATUS} value={status} />
      {lockedReason !== undefined ? (
        <Tooltip title={lockedReason}>
          <span>{control}</span>
        </Tooltip>
      ) : enabled ? (
        <Popconfirm
          title={disableConfirm}
          description={disableDescription}
          okText="确认禁用"
          okButtonProps={{ danger: true }}
          cancelText="取消"
          onConfirm={() => onChange(0)}
        >
          {control}
        </Popconfirm>
      ) : (
        control
      )}
    </Space>
  );
}
