import type { AuthorizationHealth } from '@toufang/contracts';
import { Select } from 'antd';
import { SearchInput } from '../../../components/search-input';
import { ENABLE_STATUS_OPTIONS } from '../../../components/status-values';
import type { EnableStatus } from '../../../components/status-values';
import { gameSelectOptions, useConfigOptions } from '../../config-data';
import { HEALTH_OPTIONS } from '../account-labels';

export interface AdvertiserFilterValues {
  keyword: string;
  game_id?: number;
  status?: EnableStatus;
  health?: AuthorizationHealth;
}

export interface AdvertiserFiltersProps {
  idLabel: string;
  value: AdvertiserFilterValues;
  onChange: (value: AdvertiserFilterValues) => void;
}

/** The filters of an account list: keyword, game, switch and authorization health. */
export function AdvertiserFilters({ idLabel, value, onChange }: AdvertiserFiltersProps) {
  const config = useConfigOptions();
  return (
    <>
      <SearchInput
        width={240}
        placeholder={`账户名称 / 别名 / ${idLabel}`}
        value={value.keyword}
        onChange={(keyword) => onChange({ ...value, keyword })}
      />
      <Select<number>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder="全部游戏"
        aria-label="游戏"
        style={{ width: 200 }}
        loading={config.isLoading}
        options={gameSelectOptions(config.data?.games ?? [])}
        value={value.game_id}
        onChange={(game_id) => onChange({ ...value, game_id })}
      />
      <Select<EnableStatus>
        allowClear
        placeholder="全部状态"
        aria-label="状态"
        style={{ width: 120 }}
        options={ENABLE_STATUS_OPTIONS}
        value={value.status}
        onChange={(status) => onChange({ ...value, status })}
      />
      <Select<AuthorizationHealth>
        allowClear
        placeholder="全部授权状态"
        aria-label="授权状态"
        style={{ width: 150 }}
        options={HEALTH_OPTIONS}
        value={value.health}
        onChange={(health) => onChange({ ...value, health })}
      />
    </>
  );
}
