import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IdSchema, isPushMedium } from '@toufang/contracts';
import { BASE_PLATFORM_NAMES, BASE_PUSH_DEFINITIONS } from '@toufang/domain';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Empty,
  Popconfirm,
  Space,
  Spin,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../components/format-date-time';
import {
  BASES_KEY,
  baseLinksKey,
  basePushesKey,
  fetchBaseLinks,
  fetchBasePushes,
  refreshBaseLinks,
} from '../api';
import type { BasesDefinition } from '../medium-definitions';
import { LinkList } from './link-list';
import { PushDialog } from './push-dialog';
import { PushResults } from './push-results';

/**
 * 转化基础详情 (`collect/detail?id=`): the base and its links, with 重新生成链接; on a medium whose
 * push is built, 推送到账户 and what each account holds of the base.
 */
export function BaseDetail({ definition }: { definition: BasesDefinition }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const parsed = IdSchema.safeParse(params.get('id'));
  const id = parsed.success ? parsed.data : 0;
  const links = useQuery({
    queryKey: baseLinksKey(id),
    queryFn: ({ signal }) => fetchBaseLinks(definition.medium, id, signal),
    enabled: id > 0,
  });
  const refresh = useMutation({
    mutationFn: () => refreshBaseLinks(id),
    onSuccess: async (data) => {
      client.setQueryData(baseLinksKey(id), data);
      await client.invalidateQueries({ queryKey: BASES_KEY });
      void message.success('监测链接已重新生成');
    },
  });
  const pushDefinition = isPushMedium(definition.medium)
    ? BASE_PUSH_DEFINITIONS[definition.medium]
    : null;
  const pushable = pushDefinition !== null;
  const [pushing, setPushing] = useState(false);
  const pushes = useQuery({
    queryKey: basePushesKey(id),
    queryFn: ({ signal }) => fetchBasePushes(id, signal),
    enabled: id > 0 && pushable && !pushing,
  });
  const back = <Link to={definition.listPath}>返回列表</Link>;

  if (id === 0) {
    return (
      <Card variant="borderless">
        <Empty description="缺少转化基础编号">{back}</Empty>
      </Card>
    );
  }
  if (links.isLoading) return <Spin style={{ display: 'block', margin: 48 }} />;
  const data = links.data;
  // A base of another medium is not this page's: its macros and notice would be wrong.
  if (!data || data.base.medium !== definition.medium) {
    return (
      <Card variant="borderless">
        <Empty description="转化基础不存在或无权查看">{back}</Empty>
      </Card>
    );
  }
  const { base } = data;
  return (
    <Card
      variant="borderless"
      title={`转化基础：${base.name}`}
      extra={
        <Space>
          <Popconfirm
            title="重新生成监测链接"
            description={`按${definition.platform}当前的宏参数重新生成链接；已填入媒体的旧链接仍可使用。`}
            okText="重新生成"
            cancelText="取消"
            onConfirm={() => refresh.mutateAsync()}
          >
            <Button loading={refresh.isPending}>重新生成链接</Button>
          </Popconfirm>
          {pushable && data.links.length > 0 ? (
            <Button type="primary" onClick={() => setPushing(true)}>
              推送到账户
            </Button>
          ) : null}
          {back}
        </Space>
      }
    >
      <Descriptions
        size="small"
        column={2}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'id', label: 'ID', children: base.id },
          { key: 'medium', label: '媒体', children: definition.platform },
          { key: 'game', label: '游戏', children: base.game_name ?? '—' },
          { key: 'platform', label: '平台', children: BASE_PLATFORM_NAMES[base.platform] },
          ...(definition.usesApp
            ? [
                {
                  key: 'app',
                  label: '应用',
                  children: `${base.app_name ?? '—'}（${base.package_name ?? '—'}）`,
                },
              ]
            : []),
          { key: 'download', label: '下载链接', children: base.download_url },
          { key: 'creator', label: '创建人', children: base.created_by ?? '—' },
          { key: 'updated', label: '链接生成时间', children: formatDateTime(base.updated_at) },
        ]}
      />
      {data.links.length === 0 ? (
        <Alert type="warning" showIcon message="该转化基础还没有链接，请点击「重新生成链接」" />
      ) : (
        <LinkList links={data.links} />
      )}
      {pushDefinition ? (
        <>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            已推送账户
          </Typography.Title>
          <PushResults
            rows={pushes.data?.list ?? []}
            loading={pushes.isLoading}
            definition={pushDefinition}
            baseId={base.id}
          />
        </>
      ) : null}
      {pushing && isPushMedium(base.medium) ? (
        <PushDialog
          base={{ ...base, medium: base.medium }}
          platform={definition.platform}
          onClose={() => setPushing(false)}
        />
      ) : null}
    </Card>
  );
}
