import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TitleItem, TitleListData } from '@toufang/contracts';
import { App, Button, Card, Popconfirm, Space, Typography } from 'antd';
import { useState } from 'react';
import { ListToolbar } from '../../../components/list-toolbar';
import { PagedTable } from '../../../components/paged-table';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { usePagedQuery } from '../../../components/use-paged-query';
import type { QueryParams } from '../../../api/client';
import { useGameIdOptions } from '../../config-data';
import {
  deleteTitles,
  fetchTitleCreators,
  fetchTitleTags,
  listTitles,
  TITLE_CREATORS_KEY,
  TITLE_LIST_KEY,
  TITLE_TAGS_KEY,
  TITLES_KEY,
} from '../api';
import { ImportTitlesModal } from '../components/import-titles-modal';
import { titleColumns } from '../components/title-columns';
import {
  EMPTY_TITLE_FILTERS,
  TitleFilterBar,
  type TitleFilterValues,
} from '../components/title-filter-bar';
import { TitleFormModal } from '../components/title-form-modal';

type Dialog = { kind: 'create' } | { kind: 'edit'; title: TitleItem } | { kind: 'import' };

/**
 * 标题库 `/creative/title` (spec 002 §1, §3): titles per game with tags, creator, the media that take
 * them, how many ads use them and those ads' results; create, edit, delete and batch import.
 */
export function TitleLibraryPage() {
  const client = useQueryClient();
  const { message } = App.useApp();
  const [filters, setFilters] = useState<TitleFilterValues>(EMPTY_TITLE_FILTERS);
  const [dialog, setDialog] = useState<Dialog>();
  const [range, setRange] = useState<{ start: string; end: string }>();

  const games = useGameIdOptions();
  const tags = useQuery({
    queryKey: TITLE_TAGS_KEY,
    queryFn: ({ signal }) => fetchTitleTags(signal),
  });
  const creators = useQuery({
    queryKey: TITLE_CREATORS_KEY,
    queryFn: ({ signal }) => fetchTitleCreators(signal),
  });
  const { keyword, ...chosen } = filters;
  const query = usePagedQuery<TitleItem>({
    queryKey: TITLE_LIST_KEY,
    fetchPage: async (params: QueryParams, signal: AbortSignal) => {
      const data: TitleListData = await listTitles(params, signal);
      setRange({ start: data.start_date, end: data.end_date });
      return data;
    },
    filters: { keyword: useDebouncedValue(keyword), ...chosen },
  });

  // The title calls name a game by its 游戏ID (gad_cfg_game_id).
  const gameOptions = games.options;

  const refresh = () => client.invalidateQueries({ queryKey: TITLES_KEY });
  const remove = async (ids: number[]) => {
    const res = await deleteTitles(ids);
    void message.success(`已删除 ${res.deleted} 个标题`);
    await refresh();
  };

  const columns = titleColumns({
    gameName: games.labelOf,
    edit: (title) => setDialog({ kind: 'edit', title }),
    remove: (title) => remove([title.id]),
  });

  return (
    <Card title="标题库" variant="borderless">
      <ListToolbar
        filters={
          <TitleFilterBar
            value={filters}
            onChange={(patch) => setFilters((all) => ({ ...all, ...patch }))}
            games={gameOptions}
            tags={tags.data?.list ?? []}
            creators={creators.data?.list ?? []}
            shownRange={range}
          />
        }
        actions={
          <Space>
            <Button onClick={() => setDialog({ kind: 'import' })}>批量导入</Button>
            <Button type="primary" onClick={() => setDialog({ kind: 'create' })}>
              新建标题
            </Button>
          </Space>
        }
      />
      {range ? (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          消耗、转化数与转化成本为 {range.start} 至 {range.end} 使用该标题的广告的合计。
        </Typography.Paragraph>
      ) : null}
      <PagedTable<TitleItem>
        rowKey="id"
        columns={columns}
        query={query}
        scroll={{ x: 1600 }}
        emptyText="暂无标题，点击「新建标题」或「批量导入」添加"
        batchActions={({ selectedKeys, clearSelection }) => {
          const ids = selectedKeys.map(Number);
          return (
            <Popconfirm
              title={`删除选中的 ${ids.length} 个标题？`}
              description="删除后不可恢复"
              okText="删除"
              cancelText="取消"
              onConfirm={() => remove(ids).then(clearSelection)}
            >
              <Button danger>批量删除</Button>
            </Popconfirm>
          );
        }}
      />
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <TitleFormModal
          title={dialog.kind === 'edit' ? dialog.title : undefined}
          games={gameOptions}
          onSaved={refresh}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog?.kind === 'import' && (
        <ImportTitlesModal
          games={gameOptions}
          onImported={() => void refresh()}
          onClose={() => setDialog(undefined)}
        />
      )}
    </Card>
  );
}
