import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MaterialReportRow } from '@toufang/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setFeedback, type ErrorNotice } from '../../../api/feedback';
import { useSessionStore } from '../../../stores/session-store';
import { BYTEDANCE_DELIVERY } from '../bytedance-definition';
import { setUpDeliveryDom } from '../test/dom-setup';
import { envelope, MATERIAL, OK_UPDATE, reportPage, stubDeliveryApi } from '../test/fake-api';
import type { ApiCall } from '../test/fake-api';
import { DeliveryScreen } from './delivery-screen';

setUpDeliveryDom();
vi.setConfig({ testTimeout: 60_000 });

const LIVE: MaterialReportRow = {
  ...MATERIAL,
  material_status: 'MATERIAL_STATUS_OK',
  material_opt_status: 'ENABLE',
};

let calls: ApiCall[];
let deleted = false;

beforeEach(() => {
  window.localStorage.clear();
  deleted = false;
  calls = stubDeliveryApi({
    // The mirror answers what the medium said after the delete (spec 001 §4).
    '/api/bytedance/v3/promotion/material/reports': () =>
      reportPage([
        deleted
          ? { ...LIVE, material_status: 'MATERIAL_STATUS_DELETE', material_opt_status: null }
          : LIVE,
      ]),
    '/api/bytedance/v3/promotion/material/delete': () => {
      deleted = true;
      return OK_UPDATE;
    },
  });
  useSessionStore.setState({
    privileges: ['bytedance:v3:promotion:reports', 'ad:updatestatus'],
  });
});

function renderScreen() {
  window.localStorage.setItem('toufang-delivery-tab:launchV3', 'material');
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <App>
          <DeliveryScreen definition={BYTEDANCE_DELIVERY} />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('deleting a material (spec 001 §4, §8)', () => {
  it('asks first, says 删除成功, then shows the row deleted with its switch disabled', async () => {
    renderScreen();
    const panel = () => within(screen.getByRole('tabpanel'));
    const before = await screen.findByRole('switch', { name: '开关：启用' }, { timeout: 10_000 });
    expect(before.hasAttribute('disabled')).toBe(false);
    expect(panel().getByText('投放中')).toBeTruthy();

    fireEvent.click(panel().getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确认删除该素材吗?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('删除成功')).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith('/material/delete'))?.body).toEqual({
      advertiser_id: LIVE.advertiser_id,
      promotion_id: LIVE.promotion_id,
      material_id: LIVE.material_id,
    });

    await waitFor(() => expect(panel().getByText('已删除')).toBeTruthy());
    const after = panel().getByRole('switch', { name: '开关：暂停' });
    expect(after.hasAttribute('disabled')).toBe(true);
    expect(after.getAttribute('title')).toBe('素材已删除');
    expect(panel().queryByRole('button', { name: '删除' })).toBeNull();
  });

  it("shows the medium's reason of a delete that failed and reads the list again", async () => {
    const api = globalThis.fetch;
    vi.stubGlobal('fetch', (input: string, init?: RequestInit) =>
      input.endsWith('/material/delete')
        ? Promise.resolve(
            envelope(
              {
                ...OK_UPDATE,
                errors: [{ ids: [LIVE.material_id], error_message: '至少需要保留一个素材' }],
              },
              60202,
              [`${LIVE.material_id}：至少需要保留一个素材`],
            ),
          )
        : api(input, init),
    );
    const shown: ErrorNotice[] = [];
    setFeedback({ showError: (notice) => shown.push(notice), confirmRelogin: () => undefined });
    renderScreen();
    const panel = () => within(screen.getByRole('tabpanel'));
    await screen.findByRole('switch', { name: '开关：启用' }, { timeout: 10_000 });
    const reports = () => calls.filter((c) => c.path.endsWith('/material/reports')).length;
    const before = reports();
    fireEvent.click(panel().getByRole('button', { name: '删除' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    // The refusal was shown by the API client; the confirm ends and the list is read again.
    await waitFor(() => expect(shown).toHaveLength(1));
    await waitFor(() => expect(reports()).toBeGreaterThan(before));
    setFeedback(undefined);
    expect(shown.map((notice) => notice.description)).toEqual([
      expect.stringContaining(`${LIVE.material_id}：至少需要保留一个素材`),
    ]);
    expect(screen.queryByText('删除成功')).toBeNull();
  });
});
