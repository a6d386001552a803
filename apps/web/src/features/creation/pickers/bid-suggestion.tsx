import { useQuery } from '@tanstack/react-query';
import { CREATION_READS, type PickerAccount } from '@toufang/contracts';
import { Form, Typography } from 'antd';
import { apiGet } from '../../../api/client';
import { accountLabel } from '../../../components/advertiser-picker/picker-groups';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { creationKey } from '../api';
import type { BidSuggestSource } from '../wizard/wizard-definition';

// The medium's suggested bid under a bid input (Ocean Engine `ad/bidsuggest`, spec 002 §7): for
// the first chosen account, the field's pricing and, for oCPM / oCPC, its convert type. Only a
// hint: the bid stays as typed.

const OPTIMISED = new Set(['OCPM', 'OCPC']);

export function BidSuggestion({ source }: { source: BidSuggestSource }) {
  const form = Form.useFormInstance();
  const accounts = Form.useWatch('accounts', { form, preserve: true }) as
    PickerAccount[] | undefined;
  const pricingValue = Form.useWatch([...source.pricing], { form, preserve: true }) as
    string | undefined;
  const actionValue = Form.useWatch([...source.action], { form, preserve: true }) as
    string | undefined;
  const account = accounts?.[0];
  const pricing = useDebouncedValue(pricingValue?.replace(/^PRICING_/, '') ?? '');
  const action = OPTIMISED.has(pricing) ? (actionValue ?? '') : '';
  const query = useQuery({
    queryKey: creationKey('bytedance_v2', 'bidsuggest', account?.advertiser_id, pricing, action),
    queryFn: ({ signal }) =>
      apiGet<{ min: number; max: number }>(
        CREATION_READS.bidSuggest.path,
        {
          advertiser_id: account?.advertiser_id ?? '',
          pricing,
          ...(action ? { external_action: action } : {}),
        },
        { signal, silent: true },
      ),
    enabled: account !== undefined && pricing !== '',
    staleTime: 60_000,
  });
  if (!account || pricing === '') return null;
  const who = accountLabel(account);
  return (
    <Typography.Text type="secondary" aria-label="建议出价">
      {query.isPending
        ? `正在读取${who}的建议出价…`
        : query.isError
          ? `${who}的建议出价读取失败：${query.error instanceof Error ? query.error.message : ''}`
          : `${who}的建议出价：${query.data.min} – ${query.data.max} 元`}
    </Typography.Text>
  );
}
