import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { setUpDeliveryDom } from '../test/dom-setup';
import { BYTEDANCE_DELIVERY } from '../bytedance-definition';
import { DeliveryScreen } from '../components/delivery-screen';
import { BytedanceDeliveryPresetPage } from '../pages/delivery-pages';
import { DESIGNERS, PROJECT, stubDeliveryApi } from '../test/fake-api';
import type { ApiCall } from '../test/fake-api';

setUpDeliveryDom();
// A screen of antd tables renders slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

let calls: ApiCall[];

beforeEach(() => {
  window.localStorage.clear();
  calls = stubDeliveryApi();
  useSessionStore.setState({ privileges: ['bytedance:v3:project:reports'] });
});

function renderAt(path: string, children: ReactNode) {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[path]}>
        <App>{children}</App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const projectBodies = () =>
  calls.filter((call) => call.path === '/api/bytedance/v3/project/reports').map((c) => c.body);
const designerCombobox = () =>
  within(screen.getByRole('tabpanel')).getByRole('combobox', { name: '设计师' });

describe('the designer filter of the delivery screen (spec 001 §7 `designer`)', () => {
  it('asks for designers only once the filter shows, and sends the chosen designer id', async () => {
    renderAt('/', <DeliveryScreen definition={BYTEDANCE_DELIVERY} />);
    await screen.findByText(PROJECT.name);
    expect(projectBodies().at(-1)?.designer).toBeUndefined();
    expect(calls.some((call) => call.path === '/api/user/designers')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: /更多筛选/ }));
    fireEvent.mouseDown(designerCombobox());
    fireEvent.change(designerCombobox(), { target: { value: '王' } });
    const [, wang] = DESIGNERS;
    fireEvent.click((await screen.findAllByTitle('王设计（wang_design）')).at(-1) as HTMLElement);
    await waitFor(() => expect(projectBodies().at(-1)?.designer).toEqual([wang?.id]));
  });

  it('opens the hidden variant with its designer chosen and the filter shown', async () => {
    renderAt(
      '/transConfig/launchV3/12/-/-/-/-/-',
      <Routes>
        <Route
          path="/transConfig/launchV3/:designer/:sdate/:edate/:gid/:ofield/:taskid"
          element={<BytedanceDeliveryPresetPage />}
        />
      </Routes>,
    );
    await waitFor(() => expect(projectBodies().at(-1)?.designer).toEqual([12]));
    fireEvent.mouseDown(designerCombobox());
    const chosen = (await screen.findAllByTitle('李设计（li_design）')).at(-1) as HTMLElement;
    expect(chosen.className).toContain('ant-select-item-option-selected');
    expect(screen.getByRole('button', { name: /收起筛选/ })).toBeTruthy();
  });
});
