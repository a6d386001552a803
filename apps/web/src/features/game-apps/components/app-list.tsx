import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppPlatform, AppReviewStatus, MediaAppItem } from '@toufang/contracts';
import { Alert, App, Button, Card, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { ListToolbar } from '../../../components/list-toolbar';
import { PagedTable } from '../../../components/paged-table';
import { SearchInput } from '../../../components/search-input';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { usePagedQuery } from '../../../components/use-paged-query';
import { GameFilter, useGameIdOptions } from '../../config-data';
import { appListKey, APPS_KEY, listApps, refreshApps } from '../api';
import { PLATFORM_OPTIONS, REVIEW_STATUS, type AppsDefinition } from '../medium-definitions';
import { appColumns } from './app-columns';
import { AppFormModal } from './app-form-modal';
import { PackageWarnings } from '../sub-packages/package-warnings';

interface Filters {
  keyword: string;
  gad_cfg_game_id?: number;
  platform?: AppPlatform;
  review_status?: AppReviewStatus;
}

const STATUS_OPTIONS = Object.entries(REVIEW_STATUS).map(([value, d]) => ({
  value: value as AppReviewStatus,
  label: d.text,
}));

/**
 * One medium's app page (spec 000 §2 `/project/projectTt|Ks|Gdt|Other`): the game apps of the
 * medium with their ids in each account's app centre, filters, 新建应用 and 从媒体刷新.
 */
const CREATING_POLL_MS = 3_000;

export function AppList({ definition }: { definition: AppsDefinition }) {
  const client = useQueryClient();
  const { message } = App.useApp();
  const [filters, setFilters] = useState<Filters>({ keyword: '' });
  const [creating, setCreating] = useState(false);
  const gameOptions = useGameIdOptions().options;
  const { keyword, ...chosen } = filters;
  const query = usePagedQuery<MediaAppItem>({
    queryKey: appListKey(definition.medium),
    fetchPage: (params, signal) => listApps(definition.medium, params, signal),
    filters: { keyword: useDebouncedValue(keyword), ...chosen },
    // A new app shows 创建中 until its task has asked the medium; the row then changes by itself.
    refetchInterval: (page) =>
      page?.list.some((app) => app.review_status === 'creating') ? CREATING_POLL_MS : false,
  });
  const reload = () => client.invalidateQueries({ queryKey: APPS_KEY });
  const refresh = useMutation({
    mutationFn: () => refreshApps(definition.medium),
    onSuccess: async (answer) => {
      const failed = answer.failed.length;
      const text = `已从 ${answer.accounts} 个账户读取 ${answer.apps} 个应用`;
      if (failed > 0) {
        void message.warning(
          `${text}；${failed} 个账户读取失败：${answer.failed
            .slice(0, 3)
            .map((f) => `${f.advertiser_id}（${f.message}）`)
            .join('、')}`,
        );
      } else void message.success(text);
      await reload();
    },
  });
  const set = (patch: Partial<Filters>) => setFilters((all) => ({ ...all, ...patch }));
  const columns = useMemo(() => appColumns(definition), [definition]);

  return (
    <Card title={definition.title} variant="borderless">
      <Alert type="info" showIcon message={definition.notice} style={{ marginBottom: 12 }} />
      {definition.subPackages && <PackageWarnings />}
      <ListToolbar
        filters={
          <Space wrap>
            <SearchInput
              placeholder="应用名称、包名或应用ID"
              value={filters.keyword}
              onChange={(k) => set({ keyword: k })}
              width={220}
            />
            <GameFilter
              value={filters.gad_cfg_game_id}
              onChange={(id) => set({ gad_cfg_game_id: id })}
            />
            <Select
              allowClear
              placeholder="平台"
              aria-label="平台"
              style={{ width: 100 }}
              value={filters.platform}
              onChange={(p) => set({ platform: p })}
              options={[...PLATFORM_OPTIONS]}
            />
            <Select
              allowClear
              placeholder="状态"
              aria-label="状态"
              style={{ width: 120 }}
              value={filters.review_status}
              onChange={(s) => set({ review_status: s })}
              options={STATUS_OPTIONS.filter((o) =>
                definition.hasApi ? o.value !== 'local' : o.value === 'local',
              )}
            />
          </Space>
        }
        actions={
          <Space>
            {definition.hasApi && (
              <Button loading={refresh.isPending} onClick={() => refresh.mutate()}>
                从媒体刷新
              </Button>
            )}
            <Button type="primary" onClick={() => setCreating(true)}>
              新建应用
            </Button>
          </Space>
        }
      />
      <PagedTable<MediaAppItem>
        rowKey="id"
        columns={columns}
        query={query}
        scroll={{ x: definition.hasApi ? 1700 : 1200 }}
        emptyText={
          definition.hasApi
            ? `暂无应用，点击「新建应用」创建到账户，或「从媒体刷新」读取${definition.platform}${definition.centre}中已有的应用`
            : '暂无应用，点击「新建应用」添加'
        }
      />
      {creating && (
        <AppFormModal
          definition={definition}
          games={gameOptions}
          onCreated={reload}
          onClose={() => setCreating(false)}
        />
      )}
    </Card>
  );
}
