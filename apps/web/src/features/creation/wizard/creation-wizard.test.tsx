import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CreationCounts } from '@toufang/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../../../stores/session-store';
import { BYTEDANCE_WIZARD } from '../definitions/bytedance-wizard';
import { componentEnv, stubApi } from '../test/component-env';
import type { StubCall } from '../test/component-env';
import { CreationWizard } from './creation-wizard';
import { initialState, saveState } from './wizard-state';

componentEnv();
beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.setState({ privileges: ['delivery:task'] });
});

const COUNTS: CreationCounts = {
  parents: 2,
  rows: 20,
  children: 20,
  error_rows: 0,
  pushes: 3,
  cap: 5000,
  over_cap: false,
  parent_label: '项目',
  row_label: '广告',
  errors: [],
};

function stubCreation(): StubCall[] {
  return stubApi({
    'POST /api/bytedance/v3/delivery/count': () => COUNTS,
    'POST /api/bytedance/v3/delivery/preview': () => ({
      list: [
        {
          key: 'r1',
          advertiser_id: '1001',
          advertiser_name: '甲账户',
          parent_name: '游戏_20261127_项目1',
          name: 'a_20261127_1',
          child_names: [],
          materials: [{ file_id: 7, name: 'a.mp4', type: 'video' }],
          titles: ['一个合格的标题'],
          budget: 300,
          bid: 20,
          to_push: 1,
          errors: ['广告名称在账户内重复'],
        },
      ],
      page_info: { page: 1, per_page: 50, total_number: 1, total_page: 1 },
      counts: COUNTS,
    }),
    'POST /api/bytedance/v3/delivery/submit': ({ body }) => ({
      task_id: 42,
      config_id: (body as { config_id: string }).config_id,
      item_count: 20,
      parents: 2,
      pushes: 3,
    }),
    'GET /api/tasks/42': () => ({
      id: 42,
      type: 'creation',
      title: '批量创建',
      status: 'succeeded',
      created_by: 1,
      created_by_name: '管理员',
      params: {},
      progress: {
        total: 20,
        done: 20,
        counts: { pending: 0, running: 0, succeeded: 20, failed: 0, cancelled: 0, unknown: 0 },
        percent: 100,
        eta_seconds: null,
      },
      created_at: '2026-11-27 10:00:00',
      started_at: null,
      finished_at: null,
      cancelled_at: null,
    }),
  });
}

function renderWizard(sourceTaskId?: number) {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <App>
        <MemoryRouter>
          <CreationWizard definition={BYTEDANCE_WIZARD} sourceTaskId={sourceTaskId} />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

/** A draft ready for the preview, as the session keeps it. */
function storeReadyDraft(step: number) {
  const state = initialState(BYTEDANCE_WIZARD);
  state.currentStep = step;
  state.checked = state.checked.map((_, i) => i + 1 < step);
  state.values.accounts = [{ advertiser_id: '1001', advertiser_name: '甲账户', alias: null }];
  state.values.materials = [
    {
      fid: 7,
      name: 'a.mp4',
      type: 'video',
      width: 720,
      height: 1280,
      duration: 10,
      thumb_url: null,
      url: '/a.mp4',
    },
  ];
  state.values.titles = { list: ['一个合格的标题'], limit: 10, match_rule: 1 };
  saveState(BYTEDANCE_WIZARD, sessionStorage, state);
}

describe('CreationWizard (spec 002 §4 "Wizard")', () => {
  it('does not go on from a step whose part the schema refuses, and says why', async () => {
    stubApi({
      'GET /api/advertiser/picker': () => ({
        advertiser_ids: [],
        latest_using: [],
        page_info: { current_page: 1, res_cnt: 0, total_page: 0 },
      }),
    });
    renderWizard();
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(await screen.findByText('请至少选择一个账户')).toBeTruthy();
    expect(screen.getByText('第 1 / 8 步')).toBeTruthy();
  });

  it('reopens the session’s draft at its step and previews the server’s count and row errors', async () => {
    stubCreation();
    storeReadyDraft(7);
    renderWizard();
    expect(await screen.findByText('将创建 2 个项目 / 20 个广告')).toBeTruthy();
    expect(screen.getByText(/单次提交最多 5000 个广告/)).toBeTruthy();
    expect(await screen.findByText('广告名称在账户内重复')).toBeTruthy();
  });

  it('submits the draft once with the preview’s config id and follows the task', async () => {
    const calls = stubCreation();
    storeReadyDraft(7);
    renderWizard();
    await screen.findByText('将创建 2 个项目 / 20 个广告');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    const submit = await screen.findByRole('button', { name: '提交创建' });
    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(submit);
    expect(await screen.findByText('全部创建成功')).toBeTruthy();
    const sent = calls.filter((call) => call.url.pathname.endsWith('/submit'));
    expect(sent).toHaveLength(1);
    const body = sent[0]?.body as { config_id: string; preview_data: Record<string, unknown> };
    expect(body.config_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.preview_data).toMatchObject({
      medium: 'bytedance',
      accounts: ['1001'],
      materials: { file_ids: [7] },
    });
    const stored = JSON.parse(sessionStorage.getItem('creation-draft:bytedance-v3') ?? '{}') as {
      configId: string;
      submitted: { task_id: number };
    };
    expect(stored.configId).toBe(body.config_id);
    expect(stored.submitted.task_id).toBe(42);
    expect(screen.getByText('已完成 20 / 20')).toBeTruthy();
  });

  it('keeps 提交创建 shut to a user without 程序化批量V3 and says why', async () => {
    useSessionStore.setState({ privileges: [] });
    stubCreation();
    storeReadyDraft(7);
    renderWizard();
    await screen.findByText('将创建 2 个项目 / 20 个广告');
    fireEvent.click(screen.getByRole('button', { name: '下一步' }));
    const submit = await screen.findByRole('button', { name: '提交创建' });
    expect(await screen.findByText(/提交创建需要「程序化批量V3」权限/)).toBeTruthy();
    expect((submit as HTMLButtonElement).disabled).toBe(true);
  });

  it('starts from an earlier task’s draft', async () => {
    storeReadyDraft(5);
    stubApi({
      'GET /api/tasks/55': () => ({
        id: 55,
        title: '上周的批量',
        status: 'succeeded',
        params: {
          config_id: 'x',
          medium: 'bytedance',
          draft: { medium: 'bytedance', accounts: ['3003'], materials: { file_ids: [8] } },
        },
      }),
      'GET /api/advertiser/picker': () => ({
        advertiser_ids: [],
        latest_using: [],
        page_info: { current_page: 1, res_cnt: 0, total_page: 0 },
      }),
    });
    renderWizard(55);
    expect(await screen.findByText('已从任务「上周的批量」载入配置')).toBeTruthy();
    expect(screen.getByText('第 1 / 8 步')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '已选（1）' }));
    expect(await screen.findByRole('checkbox', { name: '3003（3003）' })).toBeTruthy();
  });

  it('resets the draft when the earlier task cannot be read', async () => {
    storeReadyDraft(5);
    stubApi({});
    renderWizard(56);
    expect(await screen.findByText('无法读取任务 56 的配置，已重置为默认设置')).toBeTruthy();
    expect(screen.getByText('第 1 / 8 步')).toBeTruthy();
    const stored = JSON.parse(sessionStorage.getItem('creation-draft:bytedance-v3') ?? '{}') as {
      values: { accounts: unknown[] };
      source: string;
    };
    expect(stored.values.accounts).toEqual([]);
    expect(stored.source).toBe('task:56');
  });
});
