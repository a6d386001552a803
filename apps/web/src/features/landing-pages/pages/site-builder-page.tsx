import { useQueryClient } from '@tanstack/react-query';
import type { LandingPageItem, LandingPageListData } from '@toufang/contracts';
import { App, Button, Card, Popconfirm, Space, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListToolbar } from '../../../components/list-toolbar';
import { PagedTable } from '../../../components/paged-table';
import { SearchInput } from '../../../components/search-input';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { usePagedQuery } from '../../../components/use-paged-query';
import {
  deleteLandingPage,
  LANDING_KEY,
  LANDING_LIST_KEY,
  listLandingPages,
  publishLandingPage,
  unpublishLandingPage,
} from '../api';
import { landingPageColumns } from '../components/page-columns';
import { PageEditor } from '../components/page-editor';
import { SubmissionsDialog } from '../components/submissions-dialog';

type Dialog =
  { kind: 'editor'; page?: LandingPageItem } | { kind: 'submissions'; page: LandingPageItem };

/**
 * 建站 `/landing/nonStream` (spec 002 §2): our own landing pages — build from components, publish
 * at a public address, and read their views, clicks and form submissions.
 */
export function SiteBuilderPage() {
  const client = useQueryClient();
  const { message } = App.useApp();
  // The dashboard's landing panel opens the list at one page by its name.
  const [searchParams] = useSearchParams();
  const [keyword, setKeyword] = useState(() => searchParams.get('keyword') ?? '');
  const [dialog, setDialog] = useState<Dialog>();
  const [range, setRange] = useState<{ start: string; end: string }>();
  const query = usePagedQuery<LandingPageItem>({
    queryKey: LANDING_LIST_KEY,
    fetchPage: async (params, signal) => {
      const data: LandingPageListData = await listLandingPages(params, signal);
      setRange({ start: data.start_date, end: data.end_date });
      return data;
    },
    filters: { keyword: useDebouncedValue(keyword) },
  });
  const refresh = () => client.invalidateQueries({ queryKey: LANDING_KEY });
  const act = async (action: Promise<unknown>, done: string) => {
    await action;
    void message.success(done);
    await refresh();
  };

  const columns: TableColumnsType<LandingPageItem> = [
    ...landingPageColumns(),
    {
      title: '操作',
      key: 'actions',
      width: 260,
      fixed: 'right',
      render: (_, page) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setDialog({ kind: 'editor', page })}>
            编辑
          </Button>
          {page.state !== 'published' ? (
            <Button
              type="link"
              size="small"
              onClick={() => void act(publishLandingPage(page.id), '已发布')}
            >
              发布
            </Button>
          ) : null}
          {page.state !== 'draft' ? (
            <Popconfirm
              title="下线这个落地页？"
              description="下线后公开地址将无法访问，可再次发布"
              okText="下线"
              cancelText="取消"
              onConfirm={() => act(unpublishLandingPage(page.id), '已下线')}
            >
              <Button type="link" size="small">
                下线
              </Button>
            </Popconfirm>
          ) : null}
          <Button type="link" size="small" onClick={() => setDialog({ kind: 'submissions', page })}>
            线索
          </Button>
          <Popconfirm
            title="删除这个落地页？"
            description="公开地址、访问数据和表单线索将一并删除，且不可恢复"
            okText="删除"
            okButtonProps={{ danger: true }}
            cancelText="取消"
            onConfirm={() => act(deleteLandingPage(page.id), '已删除')}
          >
            <Button type="link" size="small" danger>
              删除
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card title="建站" variant="borderless">
      <ListToolbar
        filters={
          <SearchInput value={keyword} onChange={setKeyword} placeholder="落地页名称" width={220} />
        }
        actions={
          <Button type="primary" onClick={() => setDialog({ kind: 'editor' })}>
            新建落地页
          </Button>
        }
      />
      {range ? (
        <Typography.Paragraph type="secondary">
          访问、点击与表单提交为 {range.start} 至 {range.end} 的合计，由公开页面实时计数。
        </Typography.Paragraph>
      ) : null}
      <PagedTable<LandingPageItem>
        rowKey="id"
        columns={columns}
        query={query}
        scroll={{ x: 1800 }}
        emptyText="暂无落地页，点击「新建落地页」开始搭建"
      />
      {dialog?.kind === 'editor' ? (
        <PageEditor
          page={dialog.page}
          onClose={() => setDialog(undefined)}
          onSaved={() => void refresh()}
        />
      ) : null}
      {dialog?.kind === 'submissions' ? (
        <SubmissionsDialog page={dialog.page} onClose={() => setDialog(undefined)} />
      ) : null}
    </Card>
  );
}
