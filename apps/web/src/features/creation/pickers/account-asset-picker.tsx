import type { PickerAccount } from '@toufang/contracts';
import { Alert, Flex, Table, Typography } from 'antd';
import { accountLabel } from '../../../components/advertiser-picker/picker-groups';
import {
  ACCOUNT_ASSET_KINDS,
  type AccountAssetKind,
  type AssetContext,
  type AssetKind,
  type AssetPick,
} from './account-asset-kinds';
import { AccountAssetPreview } from './account-asset-preview';
import { AccountAssetSelect } from './account-asset-select';
import { useAccountAssets } from './use-account-assets';

// One picker for every object a wizard picks on the medium per account, driven by each medium's
// kinds (`ACCOUNT_ASSET_KINDS`: Tencent's landing page, brand image, conversion, targeting
// package, custom audiences; Ocean Engine's site, 小游戏 / 小程序, 抖音号, 推广卡片): a row per
// chosen account, each searching and paging that account's objects live from the medium, with its
// loading and empty states and the medium's refusal. A choice changes only that account's part
// of `account_picks`.

interface Props<V extends Record<string, AssetPick>> {
  kind: AccountAssetKind;
  accounts: readonly PickerAccount[];
  context?: AssetContext;
  value?: V;
  onChange?: (value: V) => void;
}

function AccountChoice(props: {
  def: AssetKind;
  account: PickerAccount;
  context: AssetContext;
  pick: AssetPick;
  onPick: (pick: AssetPick) => void;
}) {
  const { def, account, context } = props;
  // The account's first page, shared with its selects: a read the medium refuses says so once.
  const { query } = useAccountAssets(def, account.advertiser_id, context);
  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={`读取${def.title}失败：${query.error instanceof Error ? query.error.message : ''}`}
      />
    );
  }
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {def.slots.map((slot) => (
        <Flex key={slot.label} gap={4} align="center">
          <AccountAssetSelect
            kind={def}
            slot={slot}
            account={account}
            context={context}
            pick={props.pick}
            onPick={props.onPick}
          />
          {def.preview && slot.chosen(props.pick)[0] ? (
            <AccountAssetPreview
              preview={def.preview}
              account={account}
              item={slot.chosen(props.pick)[0] ?? {}}
            />
          ) : null}
        </Flex>
      ))}
    </div>
  );
}

export function AccountAssetPicker<V extends Record<string, AssetPick>>({
  kind,
  accounts,
  context = {},
  value = {} as V,
  onChange,
}: Props<V>) {
  const def: AssetKind = ACCOUNT_ASSET_KINDS[kind];
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
                onPick={(pick) => onChange?.({ ...value, [account.advertiser_id]: pick })}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
