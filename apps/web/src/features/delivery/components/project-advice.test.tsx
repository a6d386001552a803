import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { BYTEDANCE_DELIVERY } from '../bytedance-definition';
import { setUpDeliveryDom } from '../test/dom-setup';
import { PROJECT, reportPage, stubDeliveryApi } from '../test/fake-api';
import type { ApiCall } from '../test/fake-api';
import { DeliveryScreen } from './delivery-screen';

setUpDeliveryDom();
vi.setConfig({ testTimeout: 60_000 });

const DENIED = {
  ...PROJECT,
  project_id: '7300000000000000009',
  name: '三国-广告被拒项目',
  audit_denied: true,
};

let calls: ApiCall[];

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem('toufang-delivery-tab:launchV3', 'project');
  calls = stubDeliveryApi({
    '/api/bytedance/v3/project/reports': () => reportPage([PROJECT, DENIED]),
    '/api/bytedance/v3/project/rejectreason': () => ({
      list: [
        {
          promotion_id: '7400000000000000002',
          project_id: DENIED.project_id,
          promotion_reject: [],
          items: [
            {
              type: 'CREATIVE_TITLE',
              item: '首充送神装',
              suggestion: ['删除夸大宣传用语'],
              reject_reason: ['标题含有夸大宣传'],
              reject_item: '首充送神装',
              video_id: null,
            },
          ],
        },
      ],
    }),
  });
  useSessionStore.setState({ privileges: ['bytedance:v3:project:reports'] });
});

describe('the audit advice of a project (spec 001 §4)', () => {
  it('links 审核建议 on a project whose ads were denied and opens their advice', async () => {
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
    const denied = (await screen.findByText(DENIED.name, undefined, { timeout: 10_000 })).closest(
      'tr',
    ) as HTMLElement;
    const normal = screen.getByText(PROJECT.name).closest('tr') as HTMLElement;
    expect(within(normal).queryByRole('button', { name: '审核建议' })).toBeNull();

    fireEvent.click(within(denied).getByRole('button', { name: '审核建议' }));
    const title = await screen.findByText(`审核建议 - ${DENIED.name}`);
    const drawer = title.closest('.ant-drawer-content-wrapper') as HTMLElement;
    expect(await within(drawer).findByText('标题含有夸大宣传')).toBeTruthy();
    expect(within(drawer).getByText('广告ID：7400000000000000002')).toBeTruthy();
    await waitFor(() => {
      const call = calls.find((c) => c.path === '/api/bytedance/v3/project/rejectreason');
      expect(call?.search).toContain(`project_ids=${DENIED.project_id}`);
      expect(call?.search).toContain(`advertiser_id=${DENIED.advertiser_id}`);
    });
    expect(drawer.style.width).toBe('799px');
  });
});
