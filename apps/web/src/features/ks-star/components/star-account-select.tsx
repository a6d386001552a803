import { Select } from 'antd';
import type { StarAccountState } from './use-star-account';

/** 快手账户: the accounts of the user's data scope, searchable by name or id. */
export function StarAccountSelect({ state }: { state: StarAccountState }) {
  return (
    <Select
      aria-label="快手账户"
      showSearch
      optionFilterProp="label"
      style={{ width: 280 }}
      loading={state.isLoading}
      value={state.advertiserId}
      onChange={state.setAdvertiserId}
      options={state.accounts.map((a) => ({
        value: a.advertiser_id,
        label: `${a.name}（${a.advertiser_id}）`,
      }))}
    />
  );
}
