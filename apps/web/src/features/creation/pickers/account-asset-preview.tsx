import { useQuery } from '@tanstack/react-query';
import { CREATION_READS, type PickerAccount } from '@toufang/contracts';
import { Tooltip, Typography } from 'antd';
import { apiGet } from '../../../api/client';
import { creationKey } from '../api';
import type { AssetItem, AssetPreview } from './account-asset-kinds';

// The medium's link to a chosen object (an Ocean Engine site's preview, `site/preview`): read for
// the account once the object is chosen, opened in a new tab.

export function AccountAssetPreview(props: {
  preview: AssetPreview;
  account: PickerAccount;
  item: AssetItem;
}) {
  const { preview, account, item } = props;
  const read = CREATION_READS[preview.read];
  const query = preview.query(item);
  const link = useQuery({
    queryKey: creationKey(read.medium, 'asset-preview', read.path, account.advertiser_id, query),
    queryFn: ({ signal }) =>
      apiGet<unknown>(
        read.path,
        { advertiser_id: account.advertiser_id, ...query },
        { signal, silent: true },
      ),
    staleTime: 60_000,
  });
  if (link.isPending) return <Typography.Text type="secondary">{preview.label}…</Typography.Text>;
  const url = link.isError ? '' : preview.url(link.data);
  if (!url) {
    const reason = link.error instanceof Error ? link.error.message : '没有预览链接';
    return (
      <Tooltip title={reason}>
        <Typography.Text type="danger">{preview.label}失败</Typography.Text>
      </Tooltip>
    );
  }
  return (
    <Typography.Link href={url} target="_blank" rel="noopener noreferrer">
      {preview.label}
    </Typography.Link>
  );
}
