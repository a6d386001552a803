import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { DerivedStrategy } from '@toufang/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BYTEDANCE_WIZARD } from '../definitions/bytedance-wizard';
import { componentEnv, stubApi } from '../test/component-env';
import type { FieldDef } from '../wizard/wizard-definition';
import { WizardField } from '../wizard/wizard-field';
import { valueAt } from '../definitions/shared-fields';
import { defaultValues } from '../wizard/wizard-values';

// The v3 wizard's 衍生策略 field: the medium's strategies read for the first chosen account,
// chosen several at once, each slot filled; the draft keeps the slots' names and limits.

componentEnv();

const strategiesField = BYTEDANCE_WIZARD.level2
  .flatMap((group) => group.fields)
  .find((field) => field.name.join('.') === 'promotion.auto_generate_strategies') as FieldDef;

const STRATEGIES = [
  {
    strategy_id: 7100011,
    strategy_name: '横转竖模板1',
    type: 'Horizontal2Vertical',
    info: {},
    state_list: [
      {
        state_key: 'title',
        state_name: '标题',
        state_type: 'Text',
        limit: { text_min_length: 1, text_max_length: 10 },
      },
      { state_key: 'background', state_name: '背景图', state_type: 'Image', limit: {} },
    ],
  },
  {
    strategy_id: 7100001,
    strategy_name: '横转横模板1',
    type: 'Horizontal2Horizontal',
    info: {},
    state_list: [{ state_key: 'title', state_name: '标题', state_type: 'Text' }],
  },
];

function Harness() {
  const [form] = Form.useForm();
  const [queries] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  const [value, setValue] = useState<DerivedStrategy[]>([]);
  return (
    <QueryClientProvider client={queries}>
      <Form
        form={form}
        initialValues={{
          accounts: [{ advertiser_id: '301', advertiser_name: '传奇一号', alias: null }],
          promotion: { creative_auto_generate_switch: 'ON', auto_generate_strategies: [] },
        }}
        onValuesChange={(_, all: { promotion: { auto_generate_strategies: DerivedStrategy[] } }) =>
          setValue(all.promotion.auto_generate_strategies)
        }
      >
        <WizardField field={strategiesField} />
      </Form>
      <output aria-label="衍生">{JSON.stringify(value)}</output>
    </QueryClientProvider>
  );
}

const kept = () =>
  JSON.parse(screen.getByLabelText('衍生').textContent ?? '[]') as DerivedStrategy[];

describe('DerivedStrategyPicker', () => {
  it('offers the strategies of the first account and keeps each filled slot', async () => {
    const calls = stubApi({
      'GET /api/bytedance/v3/strategy/list': () => ({
        list: STRATEGIES,
        page_info: { page: 1, per_page: 100, total_number: 2, total_page: 1 },
      }),
    });
    render(<Harness />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '衍生策略' }));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll('.ant-select-item-option')].find(
        (o) => o.textContent === '横转竖模板1（横转竖）',
      );
      if (!found) throw new Error('no option');
      return found;
    });
    fireEvent.click(option);
    fireEvent.change(screen.getByLabelText('横转竖模板1 标题'), { target: { value: '限时福利' } });
    fireEvent.change(screen.getByLabelText('横转竖模板1 背景图'), {
      target: { value: 'https://cdn.example/bg.jpeg' },
    });
    expect(kept()).toEqual([
      {
        strategy_id: 7100011,
        strategy_name: '横转竖模板1',
        states: [
          { key: 'title', name: '标题', type: 'Text', value: '限时福利', max_length: 10 },
          {
            key: 'background',
            name: '背景图',
            type: 'Image',
            value: 'https://cdn.example/bg.jpeg',
            max_length: null,
          },
        ],
      },
    ]);
    expect(calls[0]?.url.searchParams.get('advertiser_id')).toBe('301');
  });

  it('is off by default and shown only while 衍生创意 is on', () => {
    const defaults = defaultValues('bytedance');
    expect(valueAt(defaults, ['promotion', 'creative_auto_generate_switch'])).toBe('OFF');
    expect(strategiesField.visible?.(defaults)).toBe(false);
    const on = {
      ...defaults,
      promotion: { ...(defaults.promotion as object), creative_auto_generate_switch: 'ON' },
    };
    expect(strategiesField.visible?.(on)).toBe(true);
  });
});
