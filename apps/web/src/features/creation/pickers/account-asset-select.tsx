import type { PickerAccount } from '@toufang/contracts';
import { Button, Divider, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { accountLabel } from '../../../components/advertiser-picker/picker-groups';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import type {
  AssetContext,
  AssetItem,
  AssetKind,
  AssetPick,
  AssetSlot,
} from './account-asset-kinds';
import { useAccountAssets } from './use-account-assets';

// One choice of one account (a landing page, the audiences to exclude…): a select searching the
// account's objects by name as the operator types (debounced) and reading them a page at a time
// (加载更多). What is chosen keeps its name while the list shows other objects.

interface LabeledValue {
  value: string | number;
  label: string;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : '');

export function AccountAssetSelect(props: {
  kind: AssetKind;
  slot: AssetSlot;
  account: PickerAccount;
  context: AssetContext;
  pick: AssetPick;
  onPick: (pick: AssetPick) => void;
}) {
  const { kind, slot, account, pick } = props;
  const [search, setSearch] = useState('');
  const keyword = useDebouncedValue(search);
  const assets = useAccountAssets(kind, account.advertiser_id, props.context, keyword);
  const { query } = assets;
  const chosen = slot.chosen(pick);
  const valueOf = (item: AssetItem) => kind.option(item).value;
  const labeled = (item: AssetItem): LabeledValue => {
    const value = valueOf(item);
    const shown = assets.items.find((i) => valueOf(i) === value);
    return { value, label: shown ? kind.option(shown).label : kind.name(item) };
  };
  const itemOf = (value: string | number) =>
    assets.items.find((i) => valueOf(i) === value) ?? chosen.find((i) => valueOf(i) === value);
  const change = (next: LabeledValue | LabeledValue[] | undefined) => {
    const values = Array.isArray(next) ? next : next === undefined ? [] : [next];
    const items = values.flatMap((v) => {
      const item = itemOf(v.value);
      return item ? [item] : [];
    });
    props.onPick(slot.set(pick, items));
  };
  const pending = query.isPending || (search !== keyword && search.trim() !== '');
  const notFound = pending
    ? '加载中…'
    : query.isError
      ? `读取${kind.title}失败：${errorText(query.error)}`
      : keyword.trim()
        ? assets.searchesLoaded && assets.hasMore
          ? `已加载的${kind.title}中没有「${keyword.trim()}」，可加载更多`
          : `没有名称包含「${keyword.trim()}」的${kind.title}`
        : kind.empty;

  return (
    <Select<LabeledValue | LabeledValue[]>
      aria-label={`${accountLabel(account)} ${slot.label}`}
      style={{ width: kind.slots.length > 1 ? 240 : 360 }}
      mode={slot.multiple ? 'multiple' : undefined}
      labelInValue
      allowClear
      showSearch
      filterOption={false}
      searchValue={search}
      onSearch={setSearch}
      onOpenChange={(open) => (open ? undefined : setSearch(''))}
      placeholder={slot.multiple ? `${slot.label}（不限）` : `选择${slot.label}`}
      loading={query.isFetching}
      notFoundContent={notFound}
      options={pending ? [] : assets.items.map((item) => kind.option(item))}
      value={slot.multiple ? chosen.map(labeled) : chosen[0] ? labeled(chosen[0]) : undefined}
      onChange={change}
      popupRender={(menu) => (
        <>
          {menu}
          {assets.total > 0 ? (
            <>
              <Divider style={{ margin: '4px 0' }} />
              <Flex
                justify="space-between"
                align="center"
                style={{ padding: '0 8px 4px' }}
                onMouseDown={(event) => event.preventDefault()}
              >
                <Typography.Text type="secondary">
                  已加载 {assets.loaded} / 共 {assets.total} 个
                </Typography.Text>
                {assets.hasMore ? (
                  <Button
                    size="small"
                    type="link"
                    loading={query.isFetchingNextPage}
                    onClick={assets.loadMore}
                  >
                    加载更多
                  </Button>
                ) : null}
              </Flex>
            </>
          ) : null}
        </>
      )}
    />
  );
}
