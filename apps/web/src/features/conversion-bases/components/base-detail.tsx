import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IdSchema, isPushMedium } from '@toufang/contracts';
import {
  BASE_PLATFORM_NAMES,
  BASE_PUSH_DEFINITIONS,
  BASE_PUSH_UNAVAILABLE,
  basePushDefinition,
  MINI_PROGRAM_TYPE_NAMES,
} from '@toufang/domain';
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
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../components/format-date-time';
import {
  BASES_KEY,
  baseLinksKey,
  basePushesKey,
  convertListBaseKey,
  fetchBaseLinks,
  fetchBasePushes,
  refreshBaseLinks,
} from '../api';
import type { BasesDefinition } from '../medium-definitions';
import { KindTag } from './base-columns';
import { ConversionConfig } from './conversion-config';
import { ConvertList } from './convert-list';
import { DebugLog } from './debug-log';
import { LinkList } from './link-list';
import { PushDialog } from './push-dialog';
import { PushResults } from './push-results';

/**
 * 转化基础详情 (`collect/detail?id=`): the base and its links, with 重新生成链接; on a medium whose
 * push is built, 推送到账户, what each account holds of the base and the conversions made there.
 */
export function BaseDetail({ definition }: { definition: BasesDefinition }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const navigate = useNavigate();
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
  // The kinds a medium's push takes are its definition's (Ocean Engine: apps and mini programs).
  const pushTo =
    pushDefinition && isPushMedium(base.medium) ? basePushDefinition(base.medium, base.kind) : null;
  // A medium with nothing to push to says why (Kuaishou: no API makes its conversion objects).
  const noPushReason = BASE_PUSH_UNAVAILABLE[base.medium];
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
          {definition.morePath ? (
            <Button onClick={() => void navigate(`${definition.morePath}?id=${base.id}`)}>
              批量广告ID
            </Button>
          ) : null}
          {pushTo && data.links.length > 0 ? (
            <Button type="primary" onClick={() => setPushing(true)}>
              推送到账户
            </Button>
          ) : noPushReason ? (
            <Tooltip title={noPushReason}>
              <Button disabled>推送到账户</Button>
            </Tooltip>
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
          { key: 'kind', label: '类型', children: <KindTag kind={base.kind} /> },
          ...(base.kind === 'mini_program'
            ? [
                {
                  key: 'mini',
                  label: base.mini_program_type
                    ? MINI_PROGRAM_TYPE_NAMES[base.mini_program_type]
                    : '小程序',
                  children: base.mini_program_id ?? '—',
                },
                { key: 'path', label: '启动路径', children: base.start_path ?? '首页' },
              ]
            : definition.usesApp
              ? [
                  {
                    key: 'app',
                    label: '应用',
                    children: `${base.app_name ?? '—'}（${base.package_name ?? '—'}）`,
                  },
                ]
              : []),
          ...(base.kind === 'mini_program'
            ? []
            : [{ key: 'download', label: '下载链接', children: base.download_url }]),
          { key: 'creator', label: '创建人', children: base.created_by ?? '—' },
          { key: 'updated', label: '链接生成时间', children: formatDateTime(base.updated_at) },
        ]}
      />
      {noPushReason ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message="该媒体不支持推送到账户"
          description={noPushReason}
        />
      ) : null}
      {data.links.length === 0 ? (
        <Alert type="warning" showIcon message="该转化基础还没有链接，请点击「重新生成链接」" />
      ) : (
        <LinkList links={data.links} />
      )}
      {pushTo ? (
        <>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            回传的转化事件
          </Typography.Title>
          <ConversionConfig baseId={base.id} />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            已推送账户
          </Typography.Title>
          <PushResults
            rows={pushes.data?.list ?? []}
            loading={pushes.isLoading}
            definition={pushTo}
            baseId={base.id}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            已创建的转化
          </Typography.Title>
          <ConvertList baseId={base.id} />
          {pushTo.debugLog ? (
            <>
              <Typography.Title level={5} style={{ marginTop: 24 }}>
                联调记录
              </Typography.Title>
              <DebugLog baseId={base.id} pushes={pushes.data?.list ?? []} definition={pushTo} />
            </>
          ) : null}
        </>
      ) : null}
      {pushing && pushTo && isPushMedium(base.medium) ? (
        <PushDialog
          base={{ ...base, medium: base.medium }}
          definition={pushTo}
          platform={definition.platform}
          onClose={() => {
            setPushing(false);
            void client.invalidateQueries({ queryKey: convertListBaseKey(base.id) });
          }}
        />
      ) : null}
    </Card>
  );
}
