import { useQueryClient } from '@tanstack/react-query';
import {
  isSpendImportMedium,
  type BaseItem,
  type BaseKind,
  type BasePlatform,
} from '@toufang/contracts';
import { BASE_KIND_SHAPES } from '@toufang/domain';
import { Alert, Button, Card, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ListToolbar } from '../../../components/list-toolbar';
import { PagedTable } from '../../../components/paged-table';
import { SearchInput } from '../../../components/search-input';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { usePagedQuery } from '../../../components/use-paged-query';
import { SpendActions } from '../../ad-ids';
import { GameFilter, useGameIdOptions } from '../../config-data';
import { BASES_KEY, baseListKey, listBases } from '../api';
import { platformOptions, type BasesDefinition } from '../medium-definitions';
import { baseColumns, detailHref, kindsOf } from './base-columns';
import { BaseFormModal } from './base-form-modal';

interface Filters {
  keyword: string;
  gad_cfg_game_id?: number;
  platform?: BasePlatform;
  kind?: BaseKind;
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
  const kinds = kindsOf(definition.medium);

  return (
    <Card title={`转化基础（${definition.platform}）`} variant="borderless">
      <Alert type="info" showIcon message={definition.notice} style={{ marginBottom: 12 }} />
      <ListToolbar
        filters={
          <Space wrap>
            <SearchInput
              placeholder={definition.usesApp ? '名称、应用名称或包名' : '名称'}
              value={filters.keyword}
              onChange={(k) => set({ keyword: k })}
              width={220}
            />
            <GameFilter
              value={filters.gad_cfg_game_id}
              onChange={(id) => set({ gad_cfg_game_id: id })}
            />
            {definition.platforms.length > 1 ? (
              <Select
                allowClear
                placeholder="平台"
                aria-label="平台"
                style={{ width: 100 }}
                value={filters.platform}
                onChange={(p) => set({ platform: p })}
                options={platformOptions(definition)}
              />
            ) : null}
            {kinds.length > 1 ? (
              <Select
                allowClear
                placeholder="类型"
                aria-label="类型"
                style={{ width: 120 }}
                value={filters.kind}
                onChange={(kind) => set({ kind })}
                options={kinds.map((k) => ({ value: k, label: BASE_KIND_SHAPES[k].name }))}
              />
            ) : null}
          </Space>
        }
        actions={
          <Space>
            {/* The media without an API: their spend is imported here (docs/architecture/ad-ids.md). */}
            {isSpendImportMedium(definition.medium) ? <SpendActions /> : null}
            <Button type="primary" onClick={() => setCreating(true)}>
              新建转化基础
            </Button>
          </Space>
        }
      />
      <PagedTable<BaseItem>
        rowKey="id"
        columns={columns}
        query={query}
        scroll={{ x: 1340 }}
        emptyText={`暂无转化基础，点击「新建转化基础」为${definition.usesApp ? '游戏的应用' : '游戏的客户端'}生成监测链接`}
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
