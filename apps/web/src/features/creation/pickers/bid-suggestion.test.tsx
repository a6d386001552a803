import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { BYTEDANCE_V2_WIZARD } from '../definitions/bytedance-v2-wizard';
import { componentEnv, stubApi } from '../test/component-env';
import type { FieldDef } from '../wizard/wizard-definition';
import { WizardField } from '../wizard/wizard-field';

// The legacy Ocean Engine wizard's bid shows the medium's suggested range (`ad/bidsuggest`) for
// the first chosen account, by the ad's pricing and convert type.

componentEnv();

const bidField = BYTEDANCE_V2_WIZARD.level2
  .flatMap((group) => group.fields)
  .find((field) => field.name.join('.') === 'ad.cpa_bid') as FieldDef;

function Harness(props: { accounts: { advertiser_id: string; advertiser_name: string }[] }) {
  const [form] = Form.useForm();
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={queries}>
      <Form
        form={form}
        initialValues={{
          accounts: props.accounts.map((a) => ({ ...a, alias: null })),
          ad: { pricing: 'PRICING_OCPM', external_action: 'AD_CONVERT_TYPE_ACTIVE', cpa_bid: null },
        }}
      >
        {/* The draft's accounts and pricing sit on other steps: not drawn here. */}
        <WizardField field={bidField} />
        <Button onClick={() => form.setFieldValue(['ad', 'pricing'], 'PRICING_CPC')}>
          改为CPC
        </Button>
      </Form>
    </QueryClientProvider>
  );
}

describe('BidSuggestion', () => {
  it('reads the first account’s suggestion by pricing and convert type', async () => {
    const calls = stubApi({
      'GET /api/bytedance/ad/bidsuggest': ({ url }) =>
        url.searchParams.get('pricing') === 'OCPM' ? { min: 1.5, max: 3 } : { min: 0.2, max: 0.8 },
    });
    render(
      <Harness
        accounts={[
          { advertiser_id: '301', advertiser_name: '传奇一号' },
          { advertiser_id: '302', advertiser_name: '传奇二号' },
        ]}
      />,
    );
    expect(await screen.findByText('传奇一号（301）的建议出价：1.5 – 3 元')).toBeTruthy();
    expect(calls[0]?.url.searchParams.get('advertiser_id')).toBe('301');
    expect(calls[0]?.url.searchParams.get('external_action')).toBe('AD_CONVERT_TYPE_ACTIVE');
    screen.getByRole('button', { name: '改为CPC' }).click();
    await waitFor(
      () => expect(screen.getByText('传奇一号（301）的建议出价：0.2 – 0.8 元')).toBeTruthy(),
      { timeout: 3000 },
    );
    // CPC has no convert type to send.
    expect(calls.at(-1)?.url.searchParams.has('external_action')).toBe(false);
  });

  it('says when the medium refuses, and shows nothing before an account is chosen', async () => {
    stubApi({});
    const { unmount } = render(
      <Harness accounts={[{ advertiser_id: '301', advertiser_name: '传奇一号' }]} />,
    );
    expect(await screen.findByText(/传奇一号（301）的建议出价读取失败/)).toBeTruthy();
    unmount();
    render(<Harness accounts={[]} />);
    expect(screen.queryByLabelText('建议出价')).toBeNull();
  });
});
