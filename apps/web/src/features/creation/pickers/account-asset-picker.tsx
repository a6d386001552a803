import { useQuery } from '@tanstack/react-query';
import type { PickerAccount, TencentAccountPick, TencentAccountPicks } from '@toufang/contracts';
import { Alert, Select, Table, Typography } from 'antd';
import { apiGet } from '../../../api/client';
import { accountLabel } from '../../../components/advertiser-picker/picker-groups';
import { creationKey } from '../api';
import {
  TENCENT_ASSET_KINDS,
  type AssetContext,
  type AssetItem,
  type AssetKind,
  type TencentAssetKind,
} from './account-asset-kinds';

// One picker for every object a Tencent wizard picks on the medium per account (landing page,
// brand image, conversion, targeting package, custom audiences), driven by `TENCENT_ASSET_KINDS`:
// a row per chosen account, each listing that account's objects live from the medium (the first
// 100), with its loading and empty states and the medium's refusal. A choice changes only that
// account's part of `account_picks`.

const PER_PAGE = 100;

interface Props {
  kind: TencentAssetKind;
  accounts: readonly PickerAccount[];
  context?: AssetContext;
  value?: TencentAccountPicks;
  onChange?: (value: TencentAccountPicks) => void;
}

function AccountChoice(props: {
  def: AssetKind;
  account: PickerAccount;
  context: AssetContext;
  pick: Partial<TencentAccountPick>;
  onPick: (pick: Partial<TencentAccountPick>) => void;
}) {
  const { def, account, context, pick } = props;
  const filters = def.query?.(context) ?? {};
  const query = useQuery({
    queryKey: creationKey('tencent', 'asset', def.path, account.advertiser_id, filters),
    queryFn: ({ signal }) =>
      apiGet<{ list: AssetItem[] }>(
        def.path,
        { advertiser_id: account.advertiser_id, per_page: PER_PAGE, ...filters },
        { signal, silent: true },
      ),
    staleTime: 60_000,
  });
  const items = query.data?.list ?? [];
  const options = items.map((item) => def.option(item));
  const itemOf = (value: unknown) => items.find((item) => def.option(item).value === value);
  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        message={`读取${def.title}失败：${query.error instanceof Error ? query.error.message : ''}`}
      />
    );
  }
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {def.slots.map((slot) => {
        const current = slot.get(pick);
        return (
          <Select
            key={slot.label}
            aria-label={`${accountLabel(account)} ${slot.label}`}
            style={{ width: def.slots.length > 1 ? 240 : 360 }}
            mode={slot.multiple ? 'multiple' : undefined}
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={slot.multiple ? `${slot.label}（不限）` : `选择${slot.label}`}
            loading={query.isPending}
            notFoundContent={query.isPending ? '加载中…' : def.empty}
            options={options}
            value={current ?? undefined}
            onChange={(next: unknown) => {
              const values = Array.isArray(next) ? next : next === undefined ? [] : [next];
              const chosen = values.flatMap((v) => {
                const item = itemOf(v);
                return item ? [item] : [];
              });
              props.onPick(slot.set(pick, chosen));
            }}
          />
        );
      })}
    </div>
  );
}

export function AccountAssetPicker({ kind, accounts, context = {}, value = {}, onChange }: Props) {
  const def: AssetKind = TENCENT_ASSET_KINDS[kind];
  if (accounts.length === 0) {
    return <Typography.Text type="secondary">请先在第一步选择账户</Typography.Text>;
  }
  return (
    <div aria-label={def.title}>
      {def.help ? (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {def.help}
        </Typography.Paragraph>
      ) : null}
      <Table
        size="small"
        rowKey="advertiser_id"
        pagination={false}
        dataSource={[...accounts]}
        columns={[
          { title: '账户', key: 'account', width: 260, render: (_, a) => accountLabel(a) },
          {
            title: def.title,
            key: 'pick',
            render: (_, account: PickerAccount) => (
              <AccountChoice
                def={def}
                account={account}
                context={context}
                pick={value[account.advertiser_id] ?? {}}
                onPick={(pick) =>
                  onChange?.({
                    ...value,
                    [account.advertiser_id]: pick as TencentAccountPick,
                  })
                }
              />
            ),
          },
        ]}
      />
    </div>
  );
}
