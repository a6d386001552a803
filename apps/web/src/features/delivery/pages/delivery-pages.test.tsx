import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { setUpDeliveryDom } from '../test/dom-setup';
import { stubDeliveryApi } from '../test/fake-api';
import type { ApiCall } from '../test/fake-api';
import { renderPage } from '../test/render-screen';
import { BytedanceDeliveryPresetPage, TencentV2DeliveryPresetPage } from './delivery-pages';

setUpDeliveryDom();
vi.setConfig({ testTimeout: 60_000 });

let calls: ApiCall[];

beforeEach(() => {
  window.localStorage.clear();
  calls = stubDeliveryApi();
});

const LAUNCH_V3 = '/transConfig/launchV3/:designer/:sdate/:edate/:gid/:ofield/:taskid';
const LAUNCH_QQ_V2 = '/transConfigQq/launchQqV2/:designer/:sdate/:edate/:gid/:ofield/:taskid';

const renderPreset = (entry: string) =>
  renderPage(<BytedanceDeliveryPresetPage />, { path: LAUNCH_V3, entry });

describe('the hidden variant of /transConfig/launchV3 (spec 001 §2)', () => {
  it('narrows the 账户 tab to the account the dashboard drilled into', async () => {
    useSessionStore.setState({
      privileges: ['advertiser:list', 'bytedance:v3:project:reports'],
    });
    renderPreset(
      '/transConfig/launchV3/0/2026-11-01/2026-11-20/0/stat_cost/0?advertiser=1790000000000000101',
    );
    await waitFor(() =>
      expect(
        calls.find((call) => call.path === '/api/bytedance/advertiser/reports')?.body,
      ).toMatchObject({ advertiser_ids: ['1790000000000000101'] }),
    );
    expect(await screen.findByText('批量查询：1 个ID')).toBeTruthy();
  });

  it('presets the filters and the sort from its route parameters', async () => {
    useSessionStore.setState({ privileges: ['bytedance:v3:project:reports'] });
    renderPreset('/transConfig/launchV3/12/2026-11-01/2026-11-20/1001/stat_cost/55');
    await waitFor(() =>
      expect(
        calls.find((call) => call.path === '/api/bytedance/v3/project/reports')?.body,
      ).toMatchObject({
        designer: [12],
        gad_cfg_game_id: [1001],
        report_start_date: '2026-11-01',
        report_end_date: '2026-11-20',
        order_field: 'stat_cost',
        order_type: 'desc',
        delivery_config_ids: [55],
      }),
    );
  });
});

describe('the hidden variant of /transConfigQq/launchQqV2', () => {
  it('shows the objects one creation task made (查看 on its task page)', async () => {
    useSessionStore.setState({ privileges: ['tencent:adgroup:reports'] });
    window.localStorage.setItem('toufang-delivery-tab:launchQqV2', 'campaign');
    renderPage(<TencentV2DeliveryPresetPage />, {
      path: LAUNCH_QQ_V2,
      entry: '/transConfigQq/launchQqV2/0/0/0/0/0/77',
    });
    await waitFor(() =>
      expect(
        calls.find((call) => call.path === '/api/tencent/campaign/reports')?.body,
      ).toMatchObject({ delivery_config_ids: [77] }),
    );
  });
});
