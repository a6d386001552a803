import { DownloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IdSchema } from '@toufang/contracts';
import { AD_ID_PREFIXES, BASE_PLATFORM_NAMES } from '@toufang/domain';
import { Alert, Button, Card, Empty, Space, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  AD_IDS_KEY,
  BatchTable,
  BatchUploadModal,
  CHANNEL_ID_DEFINITIONS,
  downloadSheetTemplate,
  listBatchAdIds,
  listBatches,
  type BatchSource,
} from '../../ad-ids';
import { baseLinksKey, fetchBaseLinks } from '../api';
import type { BasesDefinition } from '../medium-definitions';

/**
 * 批量广告ID of one conversion base (`collect/more?id=`, ability `amt:linkbase`): the base's
 * ad-ID batches, each channel's ad ID and link to hand out, and a sheet of channels uploaded
 * straight onto the base. One page for the three API media, driven by their definitions.
 */
export function BaseBatches({ definition }: { definition: BasesDefinition }) {
  const client = useQueryClient();
  const [params] = useSearchParams();
  const parsed = IdSchema.safeParse(params.get('id'));
  const id = parsed.success ? parsed.data : 0;
  const [uploading, setUploading] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const links = useQuery({
    queryKey: baseLinksKey(id),
    queryFn: ({ signal }) => fetchBaseLinks(definition.medium, id, signal),
    enabled: id > 0,
  });
  const source = useMemo<BatchSource>(
    () => ({
      queryKey: [...AD_IDS_KEY, definition.medium, 'base-batches', id],
      listBatches: (query, signal) =>
        listBatches(definition.medium, { ...query, base_id: id }, signal),
      listAdIds: listBatchAdIds,
    }),
    [definition.medium, id],
  );
  const back = <Link to={definition.listPath}>返回列表</Link>;

  if (id === 0) {
    return (
      <Card variant="borderless">
        <Empty description="缺少转化基础编号">{back}</Empty>
      </Card>
    );
  }
  if (links.isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  const base = links.data?.base;
  if (!base || base.medium !== definition.medium) {
    return (
      <Card variant="borderless">
        <Empty description="转化基础不存在或无权查看">{back}</Empty>
      </Card>
    );
  }
  const hasClickLink = links.data?.links.some((l) => l.kind === 'click') ?? false;
  const channels = CHANNEL_ID_DEFINITIONS[definition.medium];
  return (
    <Card
      variant="borderless"
      title={`批量广告ID：${base.name}`}
      extra={
        <Space>
          <Button
            icon={<DownloadOutlined />}
            loading={downloading}
            onClick={() => {
              setDownloading(true);
              void downloadSheetTemplate()
                .catch(() => undefined)
                .finally(() => setDownloading(false));
            }}
          >
            下载表格模板
          </Button>
          <Button type="primary" disabled={!hasClickLink} onClick={() => setUploading(true)}>
            上传表格生成广告ID
          </Button>
          <Link to={`${definition.detailPath}?id=${base.id}`}>返回转化基础</Link>
        </Space>
      }
    >
      <Alert
        type={hasClickLink ? 'info' : 'warning'}
        showIcon
        style={{ marginBottom: 12 }}
        message={
          hasClickLink ? (
            <>
              {base.game_name ?? '—'}（{BASE_PLATFORM_NAMES[base.platform]}）在{definition.platform}
              的广告ID批次：每个渠道一个广告ID（以 {AD_ID_PREFIXES[definition.medium]}{' '}
              开头），交给渠道的点击监测链接 = 本转化基础的点击监测链接 + ad_id。渠道分类在
              <Link to={channels.path}>渠道ID</Link>页维护。
            </>
          ) : (
            '该转化基础还没有点击监测链接，请先在详情页重新生成链接'
          )
        }
      />
      <BatchTable source={source} emptyText="该转化基础还没有广告ID批次" />
      {uploading && (
        <BatchUploadModal
          definition={channels}
          base={{ id: base.id, label: `${base.name}（${base.game_name ?? '—'}）` }}
          onCreated={() => client.invalidateQueries({ queryKey: AD_IDS_KEY })}
          onClose={() => setUploading(false)}
        />
      )}
    </Card>
  );
}
