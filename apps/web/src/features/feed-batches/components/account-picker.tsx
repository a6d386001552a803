import { useQuery } from '@tanstack/react-query';
import { FEED_BATCH_LIMITS } from '@toufang/contracts';
import { Button, Flex, Table, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { AdvertiserPicker } from '../../../components/advertiser-picker/advertiser-picker';
import { ValueTag } from '../../../components/value-tag';
import { FEED_BATCH_KEYS, listBatchAccounts } from '../api';
import { AVATAR_REVIEW } from '../batch-labels';

/** Chosen accounts whose avatar shows at once: each is read from the medium. */
const AVATAR_PAGE_SIZE = 8;

export interface AccountPickerProps {
  /** The chosen advertiser ids (a Form.Item's value). */
  value?: string[];
  onChange?: (ids: string[]) => void;
  /** Shows each chosen account's avatar as the medium has it. */
  withAvatar?: boolean;
}

/** One chosen account's avatar, read from the medium. */
function AvatarCell({ advertiserId }: { advertiserId: string }) {
  const params = { keyword: advertiserId, page: 1, per_page: 1, with_avatar: 1 };
  const query = useQuery({
    queryKey: [...FEED_BATCH_KEYS.accounts, params],
    queryFn: ({ signal }) => listBatchAccounts(params, signal),
  });
  const row = query.data?.list.find((account) => account.advertiser_id === advertiserId);
  if (query.isLoading) return <Typography.Text type="secondary">读取中…</Typography.Text>;
  if (row?.avatar) {
    return (
      <Tooltip title={row.avatar.reason ?? undefined}>
        <span>
          <ValueTag map={AVATAR_REVIEW} value={row.avatar.status} />
        </span>
      </Tooltip>
    );
  }
  return (
    <Tooltip title={row?.avatar_error ?? undefined}>
      <Typography.Text type="secondary">读取失败</Typography.Text>
    </Tooltip>
  );
}

const AVATAR_COLUMNS: TableColumnsType<{ id: string }> = [
  { title: '账户ID', dataIndex: 'id' },
  {
    title: '当前头像',
    key: 'avatar',
    width: 140,
    render: (_, row) => <AvatarCell advertiserId={row.id} />,
  },
];

/**
 * Chooses Ocean Engine accounts for a batch through the shared advertiser picker in batch mode
 * (spec 002 §2, §7 from_delivery): the count against the batch's limit, 清空, and with avatars
 * the chosen accounts' current avatar. Works as an antd form control.
 */
export function AccountPicker({ value = [], onChange, withAvatar = false }: AccountPickerProps) {
  return (
    <Flex vertical gap={8}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <AdvertiserPicker
          batch
          aria-label="选择账户"
          placeholder="账户名称 / 账户ID，多个用空格分隔"
          emptyText="暂无已授权的巨量引擎账户"
          width={440}
          value={value}
          onChange={onChange}
        />
        <Flex gap={8} align="center">
          <Typography.Text>
            已选 <Typography.Text strong>{value.length}</Typography.Text> 个账户
            {value.length > FEED_BATCH_LIMITS.advertisersMax ? (
              <Typography.Text type="danger">
                （最多 {FEED_BATCH_LIMITS.advertisersMax} 个）
              </Typography.Text>
            ) : null}
          </Typography.Text>
          <Button size="small" onClick={() => onChange?.([])} disabled={value.length === 0}>
            清空
          </Button>
        </Flex>
      </Flex>
      {withAvatar && value.length > 0 ? (
        <Table<{ id: string }>
          size="small"
          rowKey="id"
          columns={AVATAR_COLUMNS}
          dataSource={value.map((id) => ({ id }))}
          pagination={
            value.length > AVATAR_PAGE_SIZE
              ? { pageSize: AVATAR_PAGE_SIZE, size: 'small', showSizeChanger: false }
              : false
          }
        />
      ) : null}
    </Flex>
  );
}
