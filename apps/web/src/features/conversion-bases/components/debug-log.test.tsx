import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BasePushRow, DebugLogRow } from '@toufang/contracts';
import { BASE_PUSH_DEFINITIONS } from '@toufang/domain';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { stubApi, stubResizeObserver } from '../../feed-batches/test-api';
import { DebugLog } from './debug-log';

/** antd renders slowly in jsdom on a busy machine. */
const SLOW = { timeout: 60_000 };

beforeAll(stubMatchMedia);
beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const push = (n: number, assetId: string | null): BasePushRow => ({
  advertiser_id: `170000000000000${n}`,
  advertiser_name: `三国志-0${n}`,
  status: assetId ? 'succeeded' : 'failed',
  asset_id: assetId,
  track_url_group_id: null,
  events: [],
  error_message: null,
  task_id: 1,
  pushed_by: null,
  pushed_at: null,
  updated_at: '2026-11-27 10:00:00',
});

const row = (n: number, patch: Partial<DebugLogRow> = {}): DebugLogRow => ({
  log_id: String(n),
  received_at: `2026-11-27 10:0${n}:00`,
  event_time: null,
  event_type: 'active',
  event_name: '激活',
  source: 'api',
  result: 'success',
  reason: null,
  click_id: `61000000000000${n}`,
  ...patch,
});

function renderLog(pushes: BasePushRow[], rows: DebugLogRow[]) {
  const calls = stubApi({
    'GET /bytedance/event/debug_log': (call) => {
      const result = call.query.get('result');
      const list = rows.filter((r) => !result || r.result === result);
      return {
        asset_id: '1780000000000001',
        list,
        page_info: { page: 1, per_page: 20, total_number: list.length, total_page: 1 },
      };
    },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DebugLog baseId={7} pushes={pushes} definition={BASE_PUSH_DEFINITIONS.bytedance} />
    </QueryClientProvider>,
  );
  return calls;
}

describe('DebugLog', () => {
  it(
    'lists the conversions the first pushed account’s asset received, with their outcome',
    SLOW,
    async () => {
      const calls = renderLog(
        [push(1, null), push(2, '1780000000000001')],
        [
          row(2, {
            event_type: 'next_day_open',
            event_name: '次留',
            source: 'track_url',
            result: 'failed',
            reason: '事件资产下未创建该事件：次留',
          }),
          row(1),
        ],
      );
      expect(await screen.findByText('事件资产下未创建该事件：次留')).toBeTruthy();
      expect(calls[0]?.query.get('base_id')).toBe('7');
      expect(calls[0]?.query.get('advertiser_id')).toBe('1700000000000002');
      const [, first, second] = screen.getAllByRole('row');
      expect(within(first as HTMLElement).getByText('监测链接回调')).toBeTruthy();
      expect(within(first as HTMLElement).getByText('失败')).toBeTruthy();
      expect(within(second as HTMLElement).getByText('转化回传API')).toBeTruthy();
      expect(within(second as HTMLElement).getByText('成功')).toBeTruthy();

      // antd drops a click on a button still showing its loading state.
      const refresh = screen.getByRole('button', { name: /刷\s*新/ });
      await waitFor(() => expect(refresh.className).not.toContain('ant-btn-loading'), SLOW);
      fireEvent.click(refresh);
      await waitFor(() => expect(calls.length).toBe(2), SLOW);
    },
  );

  it('says what will appear before any conversion and before any push', SLOW, async () => {
    renderLog([push(1, '1780000000000001')], []);
    expect(await screen.findByText(/还没有收到转化回传/)).toBeTruthy();
    cleanup();
    renderLog([push(1, null)], []);
    expect(screen.getByText(/推送到账户后/)).toBeTruthy();
  });
});
