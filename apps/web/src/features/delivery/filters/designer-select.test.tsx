import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setUpDeliveryDom } from '../test/dom-setup';
import { DESIGNERS, stubDeliveryApi } from '../test/fake-api';
import type { ApiCall } from '../test/fake-api';
import { DesignerSelect } from './designer-select';

setUpDeliveryDom();
vi.setConfig({ testTimeout: 60_000 });

function Harness({ initial }: { initial: number[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DesignerSelect value={value} onChange={setValue} />
      <output aria-label="选中">{value.join(',')}</output>
    </>
  );
}

function renderSelect(initial: number[] = []) {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <Harness initial={initial} />
    </QueryClientProvider>,
  );
}

const selected = () => screen.getByLabelText('选中').textContent;
const openSelect = () => fireEvent.mouseDown(screen.getByRole('combobox', { name: '设计师' }));
/** antd renders visible items beside the accessible listbox options. */
const item = async (label: string) => (await screen.findAllByTitle(label)).at(-1) as HTMLElement;

describe('DesignerSelect (spec 001 §7 designer filter)', () => {
  it('offers the listed designers, searched by user name, and chooses their ids', async () => {
    const calls: ApiCall[] = stubDeliveryApi();
    renderSelect();
    openSelect();
    expect(await item('李设计（li_design）')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: '设计师' }), {
      target: { value: 'WANG' },
    });
    await waitFor(() => expect(screen.queryByTitle('李设计（li_design）')).toBeNull());
    fireEvent.click(await item('王设计（wang_design）'));
    expect(selected()).toBe(String(DESIGNERS[1]?.id));
    expect(calls.filter((call) => call.path === '/api/user/designers')).toHaveLength(1);
  });

  it('shows a preset designer by name, and an id no longer listed by the id', async () => {
    stubDeliveryApi();
    renderSelect([12, 99]);
    openSelect();
    // Tags collapse in jsdom (no layout): the open list shows which options are chosen.
    for (const label of ['李设计（li_design）', '设计师ID 99']) {
      expect((await item(label)).className).toContain('ant-select-item-option-selected');
    }
    expect((await item('王设计（wang_design）')).className).not.toContain('option-selected');
    expect(selected()).toBe('12,99');
  });

  it('says 暂无设计师 when there is no designer', async () => {
    stubDeliveryApi({ '/api/user/designers': () => ({ designers: [] }) });
    renderSelect();
    openSelect();
    expect(await screen.findByText('暂无设计师')).toBeTruthy();
  });

  it('says it is loading while the list is on its way', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderSelect();
    openSelect();
    expect(await screen.findByText('加载中…')).toBeTruthy();
    expect(document.querySelector('.ant-select-arrow-loading, .anticon-loading')).not.toBeNull();
  });
});
