import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  BytedanceAccountPicksSchema,
  TencentAccountPicksSchema,
  type PickerAccount,
} from '@toufang/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import {
  BYTEDANCE_ASSET_KINDS,
  type AccountAssetKind,
  type AssetPick,
} from './account-asset-kinds';
import { AccountAssetPicker } from './account-asset-picker';

// The picker under test with its value shown, and how a test picks an option (component tests).

export const ACCOUNTS: PickerAccount[] = [
  { advertiser_id: '301', advertiser_name: '传奇一号', alias: null },
  { advertiser_id: '302', advertiser_name: '传奇二号', alias: '二号' },
];

export function Harness(props: {
  kind: AccountAssetKind;
  goal?: string;
  accounts?: PickerAccount[];
  /** The picks the draft holds already, as a draft in the session keeps them. */
  initial?: Record<string, object>;
}) {
  const schema =
    props.kind in BYTEDANCE_ASSET_KINDS ? BytedanceAccountPicksSchema : TencentAccountPicksSchema;
  const [value, setValue] = useState<Record<string, AssetPick>>(() =>
    schema.parse(props.initial ?? {}),
  );
  const [queries] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  return (
    <QueryClientProvider client={queries}>
      <AccountAssetPicker
        kind={props.kind}
        accounts={props.accounts ?? ACCOUNTS}
        context={props.goal ? { optimizationGoal: props.goal } : {}}
        value={value}
        onChange={setValue}
      />
      <output aria-label="选中">{JSON.stringify(value)}</output>
    </QueryClientProvider>
  );
}
export const picked = () =>
  JSON.parse(screen.getByLabelText('选中').textContent ?? '{}') as Record<string, AssetPick>;

/** Opens an antd select by its label and picks the option with the text. */
export async function choose(label: string, option: string) {
  const select = screen.getByRole('combobox', { name: label });
  fireEvent.mouseDown(select);
  // The newest dropdown is the last in the document; an earlier multiple select stays open.
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')]
      .filter((o) => o.textContent === option)
      .at(-1);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  fireEvent.click(item);
}
