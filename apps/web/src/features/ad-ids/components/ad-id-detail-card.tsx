import { useQuery } from '@tanstack/react-query';
import { BASE_PLATFORM_NAMES } from '@toufang/domain';
import { Alert, App, Button, Card, Descriptions, Spin, Typography } from 'antd';
import { ApiError } from '../../../api/client';
import { copyText } from '../../../components/copy-text';
import { formatDateTime } from '../../../components/format-date-time';
import { adIdDetailKey, fetchAdIdDetail } from '../api';
import { MEDIUM_NAMES } from '../medium-definitions';
import { AdIdSpendSection } from './ad-id-spend-section';

/**
 * 广告ID详情 (`/searchadid/detail`): where an ad ID lives, its link, the medium's ad, and on a
 * link-based medium the spend imported for it.
 */
export function AdIdDetailCard({ adId, onClose }: { adId: string; onClose: () => void }) {
  const { message } = App.useApp();
  const detail = useQuery({
    queryKey: adIdDetailKey(adId),
    queryFn: ({ signal }) => fetchAdIdDetail(adId, signal),
    retry: false,
  });
  const close = (
    <Button size="small" onClick={onClose}>
      关闭
    </Button>
  );
  if (detail.isLoading) return <Spin style={{ display: 'block', margin: 24 }} />;
  if (!detail.data) {
    const text =
      detail.error instanceof ApiError
        ? [detail.error.message, ...detail.error.details].filter(Boolean)[0]
        : '广告ID详情加载失败';
    return <Alert type="warning" showIcon title={`${adId}：${text}`} action={close} />;
  }
  const { item } = detail.data;
  const copy = async () => {
    if (await copyText(item.click_url)) void message.success('已复制点击监测链接');
    else void message.error('复制失败，请手动选择链接复制');
  };
  return (
    <Card size="small" title={`广告ID详情：${item.ad_id}`} extra={close}>
      <Descriptions
        size="small"
        column={2}
        items={[
          { key: 'id', label: '广告ID', children: item.ad_id },
          { key: 'medium', label: '媒体', children: MEDIUM_NAMES[item.medium] },
          { key: 'name', label: '名称', children: item.name },
          { key: 'remark', label: '备注', children: item.remark || '—' },
          { key: 'category', label: '渠道分类', children: item.category_name },
          {
            key: 'batch',
            label: '批次',
            children: `${item.batch_id}（${detail.data.file_name}）`,
          },
          { key: 'base', label: '转化基础', children: `${item.base_name}（ID ${item.base_id}）` },
          {
            key: 'game',
            label: '游戏 / 平台',
            children: `${item.game_name ?? '—'} / ${BASE_PLATFORM_NAMES[item.platform]}`,
          },
          { key: 'download', label: '下载链接', children: detail.data.download_url, span: 2 },
          {
            key: 'link',
            label: '点击监测链接',
            span: 2,
            children: (
              <>
                <Typography.Text code style={{ wordBreak: 'break-all' }}>
                  {item.click_url}
                </Typography.Text>{' '}
                <Button size="small" onClick={() => void copy()}>
                  复制
                </Button>
              </>
            ),
          },
          {
            key: 'ad',
            label: '媒体广告',
            span: 2,
            children: detail.data.ad ?? (
              <Typography.Text type="secondary">未创建广告</Typography.Text>
            ),
          },
          { key: 'creator', label: '创建人', children: item.created_by ?? '—' },
          { key: 'created', label: '创建时间', children: formatDateTime(item.created_at) },
        ]}
      />
      {detail.data.spend ? <AdIdSpendSection spend={detail.data.spend} /> : null}
    </Card>
  );
}
