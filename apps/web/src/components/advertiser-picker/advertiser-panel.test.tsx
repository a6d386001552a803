import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AdvertiserPickerPage, PickerAccount } from '@toufang/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../test/stub-match-media';
import { AdvertiserPanel } from './advertiser-panel';

beforeAll(stubMatchMedia);
// jsdom has no ResizeObserver; antd's tabs observe their size.
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
const account = (id: string, name: string): PickerAccount => ({
  advertiser_id: id,
  advertiser_name: name,
  alias: null,
});
const PAGE: AdvertiserPickerPage = {
  advertiser_ids: [account('101', '甲账户'), account('102', '乙账户'), account('103', '丙账户')],
  latest_using: [account('102', '乙账户')],
  page_info: { current_page: 1, res_cnt: 250, total_page: 3 },
};

function stubPicker(): URL[] {
  const calls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      calls.push(new URL(input, 'http://localhost'));
      return Promise.resolve(envelope(PAGE));
    }),
  );
  return calls;
}

function Harness({ max }: { max?: number }) {
  const [value, setValue] = useState<PickerAccount[]>([]);
  return (
    <>
      <AdvertiserPanel platform="kuaishou" batch value={value} onChange={setValue} max={max} />
      <output aria-label="选中">{value.map((a) => a.advertiser_id).join(',')}</output>
    </>
  );
}

function renderPanel(max?: number) {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <Harness max={max} />
    </QueryClientProvider>,
  );
}

const selected = () => screen.getByLabelText('选中').textContent;

describe('AdvertiserPanel (spec 002 §2 "Advertiser-account picker")', () => {
  it('lists 全部, 常用 and 已选 in tabs, 100 a page, in batch mode for the medium', async () => {
    const calls = stubPicker();
    renderPanel();
    fireEvent.click(await screen.findByRole('checkbox', { name: '甲账户（101）' }));
    expect(selected()).toBe('101');
    expect(Object.fromEntries(calls[0]?.searchParams ?? [])).toMatchObject({
      perpage: '100',
      platform: 'kuaishou',
      from_delivery: '1',
      status: '1',
    });
    fireEvent.click(screen.getByRole('tab', { name: '常用' }));
    expect(await screen.findByRole('checkbox', { name: '乙账户（102）' })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '已选（1）' }));
    const chosen = screen.getByRole('list', { name: '已选账户' });
    expect(chosen.textContent).toBe('甲账户（101）');
  });

  it('searches by whitespace-split keywords and pages on', async () => {
    const calls = stubPicker();
    renderPanel();
    await screen.findByRole('checkbox', { name: '甲账户（101）' });
    fireEvent.change(screen.getByRole('searchbox', { name: '搜索账户' }), {
      target: { value: '甲 102' },
    });
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('kws')).toBe('甲 102'));
    fireEvent.click(document.querySelector('.ant-pagination-next') as HTMLElement);
    await waitFor(() => expect(calls.at(-1)?.searchParams.get('page')).toBe('2'));
  });

  it('chooses the page with 全选本页 up to the limit', async () => {
    stubPicker();
    renderPanel(2);
    await screen.findByRole('checkbox', { name: '甲账户（101）' });
    fireEvent.click(screen.getByRole('button', { name: '全选本页' }));
    expect(selected()).toBe('101,102');
    expect(screen.getByText('最多选择 2 个账户')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '丙账户（103）' }).disabled).toBe(
      true,
    );
  });
});
