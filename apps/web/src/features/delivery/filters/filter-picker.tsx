import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Flex, Select } from 'antd';
import { useState } from 'react';
import { AdvertiserPicker } from '../../../components/advertiser-picker/advertiser-picker';
import { SearchInput } from '../../../components/search-input';
import { gameLabel, useConfigOptions } from '../../config-data';
import type { DeliveryDefinition, TabDefinition } from '../delivery-definition';
import { DateRangeFilter } from './date-range-filter';
import { DesignerSelect } from './designer-select';
import { CHOICE_FILTERS } from './filter-state';
import type { ChoiceFilter, FilterKey, FilterState } from './filter-state';
import { StatusFilterSelect } from './status-filter-select';

export const CHOICE_LABELS: Record<ChoiceFilter, string> = {
  material_opt_status: '操作状态',
  material_type: '素材类型',
  ad_type: '广告类型',
  app_type: '应用类型',
  convert_type: '转化目标',
  deep_external_action: '深度转化',
  landing_type: '推广目的',
  marketing_goal: '营销场景',
  platform: '投放平台',
  gad_source: '来源',
};

/** Shown at once; the rest open with 更多筛选. */
const PRIMARY: readonly FilterKey[] = [
  'keyword',
  'game',
  'advertiser_ids',
  'status',
  'material_status',
  'create_date',
  'report_date',
];

export interface FilterPickerProps {
  definition: DeliveryDefinition;
  tab: TabDefinition;
  value: FilterState;
  onChange: (value: FilterState) => void;
}

/**
 * The filter picker of a tab (spec 001 §2, §7): only the filters the tab offers, the common ones
 * first and the others behind 更多筛选.
 */
export function FilterPicker({ definition, tab, value, onChange }: FilterPickerProps) {
  // A route preset may choose a designer (spec 001 §2 hidden variant): show the filter holding it.
  const [expanded, setExpanded] = useState(() => value.designer.length > 0);
  const games = useConfigOptions().data?.games ?? [];
  const set = <K extends keyof FilterState>(key: K, next: FilterState[K]) =>
    onChange({ ...value, [key]: next });
  const offered = (key: FilterKey) => tab.filters.includes(key);
  const secondary = tab.filters.filter((key) => !PRIMARY.includes(key));
  const shown = (key: FilterKey) => offered(key) && (PRIMARY.includes(key) || expanded);

  return (
    <Flex gap={8} wrap align="center">
      {offered('keyword') ? (
        <SearchInput
          value={value.keyword}
          onChange={(keyword) => set('keyword', keyword)}
          width={220}
          placeholder={tab.keywordPlaceholder}
          aria-label="关键词"
        />
      ) : null}
      {offered('game') ? (
        <Select<number[]>
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          placeholder="游戏"
          aria-label="游戏"
          style={{ width: 200 }}
          optionFilterProp="label"
          value={value.gad_cfg_game_id}
          onChange={(next) => set('gad_cfg_game_id', next)}
          options={games.map((game) => ({ value: game.gad_cfg_game_id, label: gameLabel(game) }))}
        />
      ) : null}
      {offered('advertiser_ids') ? (
        <AdvertiserPicker
          aria-label="账户ID"
          placeholder="账户ID"
          platform={definition.medium}
          width={200}
          value={value.advertiser_ids}
          onChange={(next) => set('advertiser_ids', next)}
        />
      ) : null}
      {offered('status') && tab.status ? (
        <StatusFilterSelect
          level={tab.status.level}
          values={tab.status.values}
          value={value.status}
          onChange={(next) => set('status', next)}
        />
      ) : null}
      {offered('material_status') && tab.status ? (
        <StatusFilterSelect
          level={tab.status.level}
          values={tab.status.values}
          value={value.material_status}
          onChange={(next) => set('material_status', next)}
        />
      ) : null}
      {offered('create_date') ? (
        <DateRangeFilter
          label="创建日期"
          value={value.create_date}
          onChange={(next) => set('create_date', next)}
        />
      ) : null}
      {offered('report_date') ? (
        <DateRangeFilter
          label="数据日期"
          value={value.report_date}
          onChange={(next) => set('report_date', next)}
        />
      ) : null}
      {shown('designer') ? (
        <DesignerSelect value={value.designer} onChange={(next) => set('designer', next)} />
      ) : null}
      {CHOICE_FILTERS.filter(shown).map((key) => (
        <Select<string[]>
          key={key}
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          placeholder={CHOICE_LABELS[key]}
          aria-label={CHOICE_LABELS[key]}
          style={{ width: 150 }}
          value={value[key]}
          onChange={(next) => set(key, next)}
          options={[...definition.choices[key]]}
        />
      ))}
      {secondary.length > 0 ? (
        <Button
          type="link"
          icon={expanded ? <UpOutlined /> : <DownOutlined />}
          iconPlacement="end"
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? '收起筛选' : '更多筛选'}
        </Button>
      ) : null}
    </Flex>
  );
}
