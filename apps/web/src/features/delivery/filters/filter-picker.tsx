import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Flex, Select } from 'antd';
import { Fragment, useState } from 'react';
import type { ReactNode } from 'react';
import { AdvertiserPicker } from '../../../components/advertiser-picker/advertiser-picker';
import { SearchInput } from '../../../components/search-input';
import { gameLabel, useConfigOptions } from '../../config-data';
import type { DeliveryDefinition, TabDefinition } from '../delivery-definition';
import { DateRangeFilter } from './date-range-filter';
import { DesignerSelect } from './designer-select';
import { filterStateKey, isPrimaryFilter } from './filter-def';
import type { FilterDef } from './filter-def';
import { listOf, withList, withRange } from './filter-state';
import type { FilterState } from './filter-state';
import { StatusFilterSelect } from './status-filter-select';

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
  const [expanded, setExpanded] = useState(() =>
    tab.filters.some((filter) => filter.kind === 'designer' && listOf(value, filter.body).length),
  );
  const games = useConfigOptions().data?.games ?? [];
  const strings = (key: string) => listOf(value, key).map(String);
  const numbers = (key: string) => listOf(value, key).map(Number);
  const setList = (key: string, next: readonly (string | number)[]) =>
    onChange(withList(value, key, next));

  const control = (filter: FilterDef): ReactNode => {
    switch (filter.kind) {
      case 'keyword':
        return (
          <SearchInput
            value={value.keyword}
            onChange={(keyword) => onChange({ ...value, keyword })}
            width={220}
            placeholder={tab.keywordPlaceholder}
            aria-label="关键词"
          />
        );
      case 'game':
        return (
          <Select<number[]>
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            placeholder="游戏"
            aria-label="游戏"
            style={{ width: 200 }}
            optionFilterProp="label"
            value={numbers(filter.body)}
            onChange={(next) => setList(filter.body, next)}
            options={games.map((game) => ({ value: game.gad_cfg_game_id, label: gameLabel(game) }))}
          />
        );
      case 'advertiser':
        return (
          <AdvertiserPicker
            aria-label="账户ID"
            placeholder="账户ID"
            platform={definition.medium}
            width={200}
            value={strings(filter.body)}
            onChange={(next) => setList(filter.body, next)}
          />
        );
      case 'status':
        return (
          <StatusFilterSelect
            label={filter.label}
            values={filter.values}
            value={strings(filter.body)}
            onChange={(next) => setList(filter.body, next)}
          />
        );
      case 'date':
        return (
          <DateRangeFilter
            label={filter.label}
            value={value.ranges[filter.key]}
            onChange={(next) => onChange(withRange(value, filter.key, next))}
          />
        );
      case 'designer':
        return (
          <DesignerSelect
            value={numbers(filter.body)}
            onChange={(next) => setList(filter.body, next)}
          />
        );
      case 'choice':
        return (
          <Select<string[]>
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            placeholder={filter.label}
            aria-label={filter.label}
            style={{ width: 150 }}
            value={strings(filter.body)}
            onChange={(next) => setList(filter.body, next)}
            options={[...filter.options]}
          />
        );
    }
  };

  const primary = tab.filters.filter(isPrimaryFilter);
  const secondary = tab.filters.filter((filter) => !isPrimaryFilter(filter));
  const shown = expanded ? [...primary, ...secondary] : primary;
  return (
    <Flex gap={8} wrap align="center">
      {shown.map((filter) => (
        <Fragment key={filterStateKey(filter)}>{control(filter)}</Fragment>
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
