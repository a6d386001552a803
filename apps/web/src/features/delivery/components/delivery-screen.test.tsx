import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { setUpDeliveryDom } from '../test/dom-setup';
import { BYTEDANCE_DELIVERY } from '../bytedance-definition';
import { ACCOUNT, MATERIAL, PROJECT, PROMOTION, stubDeliveryApi } from '../test/fake-api';
import type { ApiCall } from '../test/fake-api';
import type { RoutePreset } from '../filters/route-preset';
import { DeliveryScreen } from './delivery-screen';

setUpDeliveryDom();
// A screen of antd tables renders slowly in jsdom on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const ALL_ABILITIES = [
  'advertiser:list',
  'bytedance:v3:project:reports',
  'bytedance:v3:promotion:reports',
  'campaign:updatestatus',
  'ad:updatestatus',
];

let calls: ApiCall[];

beforeEach(() => {
  window.localStorage.clear();
  calls = stubDeliveryApi({
    '/api/bytedance/v3/promotion/rejectreason': () => ({ list: [] }),
  });
});

function renderScreen(privileges: string[], preset?: RoutePreset) {
  useSessionStore.setState({ privileges });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <App>
          <DeliveryScreen definition={BYTEDANCE_DELIVERY} preset={preset} />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Visited tabs stay rendered; the active one is what the user sees. */
function activePanel(): HTMLElement {
  return screen.getByRole('tabpanel');
}

const reportCalls = (path: string) =>
  calls.filter((call) => call.path === `/api/bytedance${path}/reports`);

describe('DeliveryScreen (spec 001 §2)', () => {
  it('shows the no-permission alert on a tab whose list ability the user lacks', async () => {
    renderScreen(['bytedance:v3:project:reports']);
    // The first allowed tab opens: projects.
    expect(await screen.findByText(PROJECT.name)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '账户' }));
    expect(await screen.findByText('您没有列表权限')).toBeTruthy();
    expect(reportCalls('/advertiser')).toHaveLength(0);
  });

  it('opens a task’s created objects on the projects tab, whatever tab was last used', async () => {
    window.localStorage.setItem('toufang-delivery-tab:launchV3', 'advertiser');
    renderScreen(ALL_ABILITIES, {
      designer: [],
      gameIds: [],
      reportDate: undefined,
      sort: undefined,
      taskIds: [55],
      lists: {},
    });
    expect(await within(activePanel()).findByText(PROJECT.name)).toBeTruthy();
    expect(screen.getByRole('tab', { name: '项目', selected: true })).toBeTruthy();
    expect(reportCalls('/v3/project').at(-1)?.body).toMatchObject({ delivery_config_ids: [55] });
    expect(reportCalls('/advertiser')).toHaveLength(0);
  });

  it('renders the rows of the report with formatted metrics and a totals row', async () => {
    renderScreen(ALL_ABILITIES);
    fireEvent.click(await screen.findByRole('tab', { name: '项目' }));
    const row = (await screen.findByText(PROJECT.name)).closest('tr');
    expect(row).not.toBeNull();
    const cells = within(row as HTMLElement);
    expect(cells.getByText('¥321.45')).toBeTruthy();
    expect(cells.getByText('12,000')).toBeTruthy();
    expect(cells.getByText('2.50%')).toBeTruthy();
    expect(cells.getByText('启用')).toBeTruthy();
    const panel = within(activePanel());
    expect(panel.getByText('合计')).toBeTruthy();
    expect(panel.getByText('¥1,234.50')).toBeTruthy();
    const body = reportCalls('/v3/project').at(-1)?.body;
    expect(body).toMatchObject({
      page: 1,
      per_page: 20,
      report_fields: BYTEDANCE_DELIVERY.defaultFields,
    });
    expect(body?.create_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(window.localStorage.getItem('toufang-delivery-tab:launchV3')).toBe('project');
  });

  it('opens a tab at the page size the user saved for it and saves a new one', async () => {
    const preferences = new Map<string, unknown>([['launchV3:project', { per_page: 100 }]]);
    calls = stubDeliveryApi({}, preferences);
    renderScreen(ALL_ABILITIES);
    fireEvent.click(await screen.findByRole('tab', { name: '项目' }));
    await screen.findByText(PROJECT.name);
    expect(reportCalls('/v3/project').map((call) => call.body?.per_page)).toEqual([100]);

    const size = within(activePanel()).getByRole('combobox', { name: '每页条数' });
    fireEvent.mouseDown(size);
    fireEvent.click(await screen.findByTitle('50 条/页'));
    await waitFor(() => expect(reportCalls('/v3/project').at(-1)?.body?.per_page).toBe(50));
    await waitFor(() => expect(preferences.get('launchV3:project')).toEqual({ per_page: 50 }));
    expect(preferences.has('launchV3:promotion')).toBe(false);
  });

  it('filters a tab by the accounts chosen in the advertiser picker', async () => {
    renderScreen(ALL_ABILITIES);
    fireEvent.click(await screen.findByRole('tab', { name: '项目' }));
    await screen.findByText(PROJECT.name);
    fireEvent.mouseDown(within(activePanel()).getByRole('combobox', { name: '账户ID' }));
    const label = `${ACCOUNT.advertiser_name}（${ACCOUNT.advertiser_id}）`;
    fireEvent.click((await screen.findAllByTitle(label)).at(-1) as HTMLElement);
    await waitFor(() =>
      expect(reportCalls('/v3/project').at(-1)?.body).toMatchObject({
        advertiser_ids: [ACCOUNT.advertiser_id],
      }),
    );
    const picker = calls.find((call) => call.path === '/api/advertiser/picker');
    expect(picker?.search).toContain('perpage=100');
  });

  it('drills from an account to its projects with a removable parent tag', async () => {
    renderScreen(ALL_ABILITIES);
    await screen.findByText(ACCOUNT.advertiser_name, undefined, { timeout: 10_000 });
    fireEvent.click(
      await screen.findByRole('button', { name: `查看项目：${ACCOUNT.advertiser_name}` }),
    );
    expect(
      await screen.findByText(`账户：${ACCOUNT.advertiser_name}（${ACCOUNT.advertiser_id}）`),
    ).toBeTruthy();
    await waitFor(() =>
      expect(reportCalls('/v3/project').at(-1)?.body).toMatchObject({
        advertiser_ids: [ACCOUNT.advertiser_id],
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: '移除上级筛选' }));
    await waitFor(() =>
      expect(reportCalls('/v3/project').at(-1)?.body?.advertiser_ids).toBeUndefined(),
    );
  });

  it('switches an ad off and says 更新成功', async () => {
    renderScreen(ALL_ABILITIES);
    fireEvent.click(await screen.findByRole('tab', { name: '广告' }));
    await screen.findByText(PROMOTION.name);
    fireEvent.click(within(activePanel()).getByRole('switch', { name: '开关：启用' }));
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toContain('/api/bytedance/v3/promotion/updatestatus'),
    );
    expect(await screen.findByText('更新成功')).toBeTruthy();
    const update = calls.find((call) => call.path === '/api/bytedance/v3/promotion/updatestatus');
    expect(update?.body).toEqual({
      promotions: [
        { advertiser_id: PROMOTION.advertiser_id, promotion_id: PROMOTION.promotion_id },
      ],
      opt_status: 'DISABLE',
    });
  });

  it('shows, copies and sends a 19-digit ad id with every digit', async () => {
    // Ocean Engine ids exceed 2^53: as a JavaScript number this one would lose its last digits.
    const id = PROMOTION.promotion_id;
    expect(String(Number(id))).not.toBe(id);
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('isSecureContext', true);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderScreen(ALL_ABILITIES);
    fireEvent.click(await screen.findByRole('tab', { name: '广告' }));
    const row = (await screen.findByText(PROMOTION.name)).closest('tr') as HTMLElement;
    const cells = within(row);
    expect(cells.getByText(`ID：${id}`)).toBeTruthy();
    fireEvent.click(cells.getByRole('button', { name: '复制' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(id));

    fireEvent.click(cells.getByRole('switch', { name: '开关：启用' }));
    await waitFor(() =>
      expect(calls.map((call) => call.path)).toContain('/api/bytedance/v3/promotion/updatestatus'),
    );
    const update = calls.find((call) => call.path === '/api/bytedance/v3/promotion/updatestatus');
    expect(update?.body).toEqual({
      promotions: [{ advertiser_id: PROMOTION.advertiser_id, promotion_id: id }],
      opt_status: 'DISABLE',
    });
  });

  it('disables the switches without the switch ability', async () => {
    renderScreen(['bytedance:v3:project:reports', 'bytedance:v3:promotion:reports']);
    fireEvent.click(await screen.findByRole('tab', { name: '广告' }));
    await screen.findByText(PROMOTION.name);
    expect(screen.getByRole('switch', { name: '开关：启用' }).hasAttribute('disabled')).toBe(true);
  });

  it('opens the audit advice of a denied ad and says when there is none', async () => {
    renderScreen(ALL_ABILITIES);
    fireEvent.click(await screen.findByRole('tab', { name: '广告' }));
    await screen.findByText(PROMOTION.name);
    expect(screen.getByText('审核不通过')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '审核建议' }));
    expect(await screen.findByText('审核建议不存在')).toBeTruthy();
    const advice = calls.find((call) => call.path === '/api/bytedance/v3/promotion/rejectreason');
    expect(advice?.search).toContain(`promotion_ids=${PROMOTION.promotion_id}`);
  });

  it('asks before deleting a project and says 已取消删除 when dismissed', async () => {
    renderScreen(ALL_ABILITIES);
    fireEvent.click(await screen.findByRole('tab', { name: '项目' }));
    await screen.findByText(PROJECT.name);
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(await screen.findByText('确认要删除记录吗?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(await screen.findByText('已取消删除')).toBeTruthy();
  });

  it('shows materials with thumbnails, locks the switch of a deleted one and previews it', async () => {
    renderScreen(ALL_ABILITIES);
    fireEvent.click(await screen.findByRole('tab', { name: '素材' }));
    const preview = await screen.findByRole(
      'button',
      { name: `预览素材：${MATERIAL.material_names[0]}` },
      { timeout: 10_000 },
    );
    const panel = within(activePanel());
    expect(panel.getByText('已删除')).toBeTruthy();
    expect(panel.getByRole('switch', { name: '开关：暂停' }).hasAttribute('disabled')).toBe(true);
    expect(panel.queryByRole('button', { name: '删除' })).toBeNull();
    fireEvent.click(preview);
    expect(await screen.findByText(`素材预览 - ${MATERIAL.material_names[0]}`)).toBeTruthy();
    await waitFor(() =>
      expect(
        calls.find((call) => call.path === '/api/bytedance/v3/promotion/material/url')?.search,
      ).toContain('vi_id=v0201'),
    );
  });
});
