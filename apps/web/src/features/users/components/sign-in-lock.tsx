import type { UserRow } from '@toufang/contracts';
import { Popconfirm, Tag, Tooltip } from 'antd';
import { formatDateTime } from '../../../components/format-date-time';
import { RowActionButton } from '../../../components/row-action-button';

type SignInLock = NonNullable<UserRow['sign_in_lock']>;

/**
 * Beside a user name in 用户账号 (docs/adr/0008): recent wrong passwords, or the lock they caused;
 * the details in a tooltip.
 */
export function SignInLockTag({ lock }: { lock: SignInLock }) {
  const detail = lock.locked_until
    ? `陌生网络登录已锁定至 ${formatDateTime(lock.locked_until)}（曾成功登录过的网络不受影响）；近 15 分钟密码错误 ${lock.failures} 次`
    : `近 15 分钟密码错误 ${lock.failures} 次，再次尝试需等待`;
  return (
    <Tooltip title={detail}>
      {lock.locked_until ? (
        <Tag color="error">已锁定</Tag>
      ) : (
        <Tag color="warning">密码错误 {lock.failures} 次</Tag>
      )}
    </Tooltip>
  );
}

export interface UnlockButtonProps {
  onUnlock: () => void;
  /** The unlock is being saved. */
  loading?: boolean;
}

/** The administrator's unlock of a user's sign-in, behind a confirmation. */
export function UnlockButton({ onUnlock, loading }: UnlockButtonProps) {
  return (
    <Popconfirm
      title="确认解锁该账号？"
      description="将清除其近期的密码错误记录，该用户可立即登录；此操作会记入审计日志"
      okText="确认解锁"
      cancelText="取消"
      onConfirm={onUnlock}
    >
      <RowActionButton flush loading={loading}>
        解锁
      </RowActionButton>
    </Popconfirm>
  );
}
