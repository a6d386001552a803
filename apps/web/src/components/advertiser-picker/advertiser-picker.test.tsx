import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AdvertiserPickerPage } from '@toufang/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../test/stub-match-media';
import { AdvertiserPicker } from './advertiser-picker';

beforeAll(stubMatchMedia);
// jsdom has no ResizeObserver; antd's select observes its size.
beforeEach(() =>
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  ),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
vi.setConfig({ testTimeout: 60_000 });

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, data, message: 'success', msg: '', message_cn: '' }), {
    headers: { 'Content-Type': 'application/json' },
  });

const account = (id: string, name: string) => ({
  advertiser_id: id,
  advertiser_name: name,
  alias: null,
});
const PAGE: AdvertiserPickerPage = {
  advertiser_ids: [account('101', '甲账户'), account('102', '乙账户'), account('103', '丙账户')],
  latest_using: [account('102', '乙账户')],
  page_info: { current_page: 1, res_cnt: 3, total_page: 1 },
};

/** The picker's calls, answered with `page`. */
function stubPicker(page: AdvertiserPickerPage = PAGE): URL[] {
  const calls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      calls.push(new URL(input, 'http://localhost'));
      return Promise.resolve(envelope(page));
    }),
  );
  return calls;
}

function Harness({ initial, batch }: { initial: string[]; batch?: boolean }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <AdvertiserPicker value={value} onChange={setValue} batch={batch} aria-label="账户ID" />
      <output aria-label="选中">{value.join(',')}</output>
    </>
  );
}

function renderPicker(initial: string[] = [], batch = false) {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <Harness initial={initial} batch={batch} />
    </QueryClientProvider>,
  );
}

const selected = () => screen.getByLabelText('选中').textContent;
const box = () => screen.getByRole('combobox', { name: '账户ID' });
/** antd renders visible items beside the accessible listbox options. */
const item = async (label: string) => (await screen.findAllByTitle(label)).at(-1) as HTMLElement;
const groupTitles = () =>
  [...document.querySelectorAll('.ant-select-item-group')].map((group) => group.textContent);

describe('AdvertiserPicker (spec 002 §2 "Advertiser-account picker")', () => {
  it('groups the accounts into 已选, 常用 and 全部, each account once', async () => {
    const calls = stubPicker();
    renderPicker(['103']);
    fireEvent.mouseDown(box());
    expect(await item('甲账户（101）')).toBeTruthy();
    expect(groupTitles()).toEqual(['已选', '常用', '全部']);
    expect(screen.getAllByTitle('乙账户（102）').length).toBeLessThanOrEqual(2);
    const request = calls[0];
    expect(request?.pathname).toBe('/api/advertiser/picker');
    expect(Object.fromEntries(request?.searchParams ?? [])).toEqual({
      page: '1',
      perpage: '100',
      platform: 'bytedance',
      status: '1',
    });
  });

  it('searches by several whitespace-separated keywords and picks from the results', async () => {
    const calls = stubPicker();
    renderPicker();
    fireEvent.mouseDown(box());
    await item('甲账户（101）');
    fireEvent.change(box(), { target: { value: '甲 102' } });
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('kws')).toBe('甲 102'));
    fireEvent.click(await item('甲账户（101）'));
    expect(selected()).toBe('101');
  });

  it('chooses every account of the page with 全选本页', async () => {
    stubPicker();
    renderPicker(['102']);
    fireEvent.mouseDown(box());
    await item('甲账户（101）');
    fireEvent.click(screen.getByRole('button', { name: '全选本页' }));
    expect(selected()).toBe('102,101,103');
  });

  it('asks for deliverable accounts only in batch mode and pages past 100', async () => {
    const calls = stubPicker({
      ...PAGE,
      page_info: { current_page: 1, res_cnt: 250, total_page: 3 },
    });
    renderPicker([], true);
    fireEvent.mouseDown(box());
    await item('甲账户（101）');
    expect(calls[0]?.searchParams.get('from_delivery')).toBe('1');
    expect(screen.getByText('共 250 个')).toBeTruthy();
    fireEvent.click(document.querySelector('.ant-pagination-next') as HTMLElement);
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('page')).toBe('2'));
  });
});
