import { useQueryClient } from '@tanstack/react-query';
import type { AppPlatform, BaseItem } from '@toufang/contracts';
import { Alert, Button, Card, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ListToolbar } from '../../../components/list-toolbar';
import { PagedTable } from '../../../components/paged-table';
import { SearchInput } from '../../../components/search-input';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { usePagedQuery } from '../../../components/use-paged-query';
import { useGameIdOptions } from '../../config-data';
import { BASES_KEY, baseListKey, listBases } from '../api';
import { PLATFORM_OPTIONS, type BasesDefinition } from '../medium-definitions';
import { baseColumns, detailHref } from './base-columns';
import { BaseFormModal } from './base-form-modal';

interface Filters {
  keyword: string;
  gad_cfg_game_id?: number;
  platform?: AppPlatform;
}

/**
 * One medium's conversion bases (spec 000 §2 `collect`, `collectKs`, `collectQq`): the list with
 * filters by game, platform and keyword, and 新建转化基础.
 */
export function BaseList({ definition }: { definition: BasesDefinition }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<Filters>({ keyword: '' });
  const [creating, setCreating] = useState(false);
  const gameOptions = useGameIdOptions().options;
  const { keyword, ...chosen } = filters;
  const query = usePagedQuery<BaseItem>({
    queryKey: baseListKey(definition.medium),
    fetchPage: (params, signal) => listBases(definition.medium, params, signal),
    filters: { keyword: useDebouncedValue(keyword), ...chosen },
  });
  const set = (patch: Partial<Filters>) => setFilters((all) => ({ ...all, ...patch }));
  const columns = useMemo(() => baseColumns(definition), [definition]);

  return (
    <Card title={`转化基础（${definition.platform}）`} variant="borderless">
      <Alert type="info" showIcon message={definition.notice} style={{ marginBottom: 12 }} />
      <ListToolbar
        filters={
          <Space wrap>
            <SearchInput
              placeholder="名称、应用名称或包名"
              value={filters.keyword}
              onChange={(k) => set({ keyword: k })}
              width={220}
            />
            <Select
              allowClear
              showSearch
              optionFilterProp="label"
              placeholder="游戏"
              aria-label="游戏"
              style={{ width: 180 }}
              value={filters.gad_cfg_game_id}
              onChange={(id) => set({ gad_cfg_game_id: id })}
              options={gameOptions}
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
          </Space>
        }
        actions={
          <Button type="primary" onClick={() => setCreating(true)}>
            新建转化基础
          </Button>
        }
      />
      <PagedTable<BaseItem>
        rowKey="id"
        columns={columns}
        query={query}
        scroll={{ x: 1340 }}
        emptyText="暂无转化基础，点击「新建转化基础」为游戏的应用生成监测链接"
      />
      {creating && (
        <BaseFormModal
          definition={definition}
          games={gameOptions}
          onCreated={async (id) => {
            await client.invalidateQueries({ queryKey: BASES_KEY });
            await navigate(detailHref(definition, id));
          }}
          onClose={() => setCreating(false)}
        />
      )}
    </Card>
  );
}
