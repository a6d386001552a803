import {
  MEDIA_SITE_DEFINITIONS,
  type MediaSiteItem,
  type MediaSiteMedium,
} from '@toufang/contracts';
import { App, Button, Card, Empty, Image, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { AdvertiserPicker } from '../../../components/advertiser-picker/advertiser-picker';
import { ListToolbar } from '../../../components/list-toolbar';
import { PagedTable } from '../../../components/paged-table';
import { usePagedQuery } from '../../../components/use-paged-query';
import { fetchMediaSitePreview, listMediaSites, mediaSitesKey } from '../api';

const STATUS_COLORS: Record<string, string> = {
  SITE_ONLINE: 'green',
  SITE_OFFLINE: 'default',
  '1': 'default',
  '2': 'processing',
  '3': 'green',
  '4': 'red',
};

/**
 * 头条落地页 / 快手落地页 (spec 002 §2): the medium's own landing pages (橙子建站, 魔力建站) of one
 * chosen account, with a preview; the media differ only by `MEDIA_SITE_DEFINITIONS`.
 */
function MediaSitesPage({ medium }: { medium: MediaSiteMedium }) {
  const def = MEDIA_SITE_DEFINITIONS[medium];
  const { message } = App.useApp();
  const [advertiserId, setAdvertiserId] = useState<string>();
  const query = usePagedQuery<MediaSiteItem>({
    queryKey: mediaSitesKey(medium, advertiserId ?? ''),
    fetchPage: (params, signal) =>
      advertiserId
        ? listMediaSites({ ...params, medium, advertiser_id: advertiserId }, signal)
        : Promise.resolve({
            list: [],
            page_info: { page: 1, per_page: 20, total_number: 0, total_page: 0 },
          }),
  });

  const preview = async (site: MediaSiteItem) => {
    if (!advertiserId) return;
    const url = site.url ?? (await fetchMediaSitePreview(medium, advertiserId, site.site_id)).url;
    const opened = window.open(url, '_blank', 'noopener');
    if (!opened) void message.info(`预览地址：${url}`);
  };

  const columns: TableColumnsType<MediaSiteItem> = [
    {
      title: '封面',
      dataIndex: 'thumbnail',
      width: 90,
      render: (src: string) =>
        src ? <Image src={src} width={56} height={56} style={{ objectFit: 'cover' }} /> : '—',
    },
    { title: '落地页ID', dataIndex: 'site_id', width: 200 },
    { title: '名称', dataIndex: 'name' },
    {
      title: '状态',
      dataIndex: 'status',
      width: 120,
      render: (status: string) => (
        <Tag color={STATUS_COLORS[status]}>{def.statuses[status] ?? status}</Tag>
      ),
    },
    { title: '创建时间', dataIndex: 'create_time', width: 180 },
    {
      title: '操作',
      key: 'actions',
      width: 100,
      render: (_: unknown, site) => (
        <Button type="link" size="small" onClick={() => void preview(site)}>
          预览
        </Button>
      ),
    },
  ];

  return (
    <Card title={def.title} variant="borderless">
      <ListToolbar
        filters={
          <AdvertiserPicker
            platform={medium}
            value={advertiserId ? [advertiserId] : []}
            onChange={(ids) => setAdvertiserId(ids.at(-1))}
            placeholder="选择账户"
          />
        }
      />
      <Typography.Paragraph type="secondary">
        账户在{def.builder}中的落地页，由媒体实时返回；自建落地页见「其他落地页」。
      </Typography.Paragraph>
      {advertiserId ? (
        <PagedTable<MediaSiteItem>
          rowKey="site_id"
          columns={columns}
          query={query}
          emptyText={`该账户暂无${def.builder}落地页`}
        />
      ) : (
        <Empty description="请先选择账户" />
      )}
    </Card>
  );
}

export function TtLandingPage() {
  return <MediaSitesPage medium="bytedance" />;
}

export function KsLandingPage() {
  return <MediaSitesPage medium="kuaishou" />;
}
