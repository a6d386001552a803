import type { AdvertiserRow } from '@toufang/contracts';
import { Space, Tag, Tooltip } from 'antd';
import { formatDateTime } from '../../../components/format-date-time';
import { ValueTag } from '../../../components/value-tag';
import { HEALTH_DISPLAY } from '../account-labels';

/** The 授权状态 cell: 正常 / 即将过期 / 已过期 / 已撤销, with the end and the medium's reason. */
export function HealthCell({ row }: { row: AdvertiserRow }) {
  if (row.health === null) {
    return (
      <Tooltip title="覆盖该账户的授权已不存在，请重新授权">
        <Tag color="error">无授权</Tag>
      </Tooltip>
    );
  }
  const ends = row.authorization_ends_at
    ? `授权到期：${formatDateTime(row.authorization_ends_at)}`
    : '';
  const reason =
    row.health === 'revoked' || row.health === 'expired' ? row.authorization_error : null;
  return (
    <Tooltip title={[ends, reason].filter(Boolean).join('；') || undefined}>
      <Space size={0}>
        <ValueTag map={HEALTH_DISPLAY} value={row.health} />
      </Space>
    </Tooltip>
  );
}
