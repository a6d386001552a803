import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { setUpDeliveryDom } from '../test/dom-setup';
import { ACCOUNT, OK_UPDATE, reportPage, stubDeliveryApi } from '../test/fake-api';
import type { ApiCall } from '../test/fake-api';
import { objectRow } from '../test/object-rows';
import { BytedanceV2DeliveryPage } from './delivery-pages';

// A launchv2 creative's title from its row on the 创意 tab: the shared one-row modify dialog,
// checked live with Ocean Engine's title rule (packages/domain), sent to the v2 title write, and
// the list read again afterwards shows the title the server read back from the medium.

setUpDeliveryDom();
vi.setConfig({ testTimeout: 60_000 });

const OLD_TITLE = '三国新服开启豪礼相送';
const NEW_TITLE = '新服今日开启登录就送';

let title: string;
let calls: ApiCall[];

const creative = () =>
  objectRow({
    id: '7300000000000000001',
    name: title,
    level: 3,
    ad: { id: '7200000000000000001', name: '巨量计划一' },
    campaign: { id: '7100000000000000001', name: '巨量广告组一' },
    status: 'CREATIVE_STATUS_DELIVERY_OK',
  });

beforeEach(() => {
  window.localStorage.clear();
  title = OLD_TITLE;
  calls = stubDeliveryApi({
    '/api/bytedance/v3/advertiser/reports': () => reportPage([ACCOUNT]),
    '/api/bytedance/v2/creative/reports': () => reportPage([creative()]),
    '/api/creative/update': (call) => {
      const [item] = (call.body?.items ?? []) as { creative_id: string; title: string }[];
      title = item?.title ?? title;
      return { ...OK_UPDATE, updated_ids: [item?.creative_id] };
    },
  });
});

function renderPage(privileges: string[]) {
  useSessionStore.setState({ privileges });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <App>
          <BytedanceV2DeliveryPage />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function creativeRow() {
  fireEvent.click(await screen.findByRole('tab', { name: '创意' }));
  return within((await screen.findByText(title)).closest('tr') as HTMLElement);
}

const LIST = ['advertiser:list', 'bytedance:campaign:reports', 'ad:updatestatus'];

describe('a launchv2 creative’s title', () => {
  it('is not offered without the creative tab’s edit ability (creative:update)', async () => {
    renderPage(LIST);
    const row = await creativeRow();
    expect(row.getByRole('switch')).toBeTruthy();
    expect(row.queryByRole('button', { name: '修改标题' })).toBeNull();
  });

  it('refuses an over-long title live, then sends the new one and shows it read back', async () => {
    renderPage([...LIST, 'creative:update']);
    const row = await creativeRow();
    fireEvent.click(row.getByRole('button', { name: '修改标题' }));
    const dialog = within(await screen.findByRole('dialog'));
    const input = dialog.getByRole('textbox', { name: '修改标题' });
    expect((input as HTMLInputElement).value).toBe(OLD_TITLE);
    expect(dialog.getByText('5~30 个字，英文、数字等半角字符算半个字')).toBeTruthy();

    fireEvent.change(input, { target: { value: '好'.repeat(31) } });
    expect(await dialog.findByText('巨量引擎标题最多 30 个字（当前 31）')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: '下一步' }));
    expect(dialog.queryByRole('button', { name: '确认修改' })).toBeNull();

    fireEvent.change(input, { target: { value: `  ${NEW_TITLE} ` } });
    await waitFor(() => expect(dialog.queryByText(/巨量引擎标题最多/)).toBeNull());
    fireEvent.click(dialog.getByRole('button', { name: '下一步' }));
    expect(dialog.getByText(NEW_TITLE)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: '确认修改' }));

    expect(await dialog.findByText('成功')).toBeTruthy();
    expect(
      calls.filter((call) => call.path === '/api/creative/update').map((call) => call.body),
    ).toEqual([
      {
        items: [
          {
            advertiser_id: ACCOUNT.advertiser_id,
            creative_id: '7300000000000000001',
            title: NEW_TITLE,
          },
        ],
      },
    ]);
    // The list is read again after the write: the row shows the title as the server has it.
    fireEvent.click(dialog.getByRole('button', { name: /关\s*闭/ }));
    const panel = within(screen.getByRole('tabpanel'));
    expect(await panel.findByText(NEW_TITLE, {}, { timeout: 10_000 })).toBeTruthy();
    expect(panel.queryByText(OLD_TITLE)).toBeNull();
  });
});
