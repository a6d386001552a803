import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { feedEditTab, feedStatusWrites } from '../test/feed-tabs';
import { BatchStatusTools, type BatchStatusToolsProps } from './batch-status-tools';
import type { EditRow } from './edit-row';
import {
  answer,
  failedItems,
  posts,
  Providers,
  SLOW,
  stubApi,
  stubResizeObserver,
  task,
  type Answer,
  type ApiCall,
} from './test-support';

beforeAll(stubMatchMedia);
beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ADVERTISER = '1700000000000001';
const row = (id: string, fields: Partial<EditRow> = {}): EditRow => ({
  key: id,
  id,
  name: `对象${id}`,
  advertiser_id: ADVERTISER,
  ...fields,
});

function renderTools(
  {
    level,
    ...props
  }: Partial<BatchStatusToolsProps> &
    Pick<BatchStatusToolsProps, 'rows'> & { level: 'project' | 'promotion' | 'material' },
  routes: Record<string, (call: ApiCall) => Answer> = {},
) {
  const calls = stubApi(routes);
  const onDone = vi.fn();
  render(
    <Providers>
      <BatchStatusTools
        tab={feedEditTab(level)}
        writes={feedStatusWrites(level)}
        canSwitch
        canDelete
        onDone={onDone}
        pollMs={20}
        {...props}
      />
    </Providers>,
  );
  return { calls, onDone };
}

const button = (name: RegExp) => screen.getByRole('button', { name });
const isDisabled = (name: RegExp) => button(name).hasAttribute('disabled');

describe('BatchStatusTools (spec 001 §4 "Batch status change")', () => {
  it('enables the buttons by the abilities and the selection; the ad tab has no delete', () => {
    renderTools({ level: 'promotion', rows: [row('1')], canSwitch: true, canDelete: false });
    expect(isDisabled(/批量开启/)).toBe(false);
    expect(isDisabled(/批量暂停/)).toBe(false);
    expect(screen.queryByRole('button', { name: /批量删除/ })).toBeNull();
    cleanup();
    renderTools({ level: 'project', rows: [row('1')], canSwitch: false, canDelete: false });
    expect([isDisabled(/批量开启/), isDisabled(/批量暂停/), isDisabled(/批量删除/)]).toEqual([
      true,
      true,
      true,
    ]);
    cleanup();
    renderTools({ level: 'material', rows: [] });
    expect([isDisabled(/批量开启/), isDisabled(/批量删除/)]).toEqual([true, true]);
  });

  it('asks 确认要删除记录吗? and says 已取消删除 when dismissed, sending nothing', async () => {
    const { calls } = renderTools({ level: 'project', rows: [row('31'), row('32')] });
    fireEvent.click(button(/批量删除/));
    expect(await screen.findByText('确认要删除记录吗?', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('已选 2 条项目')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(await screen.findByText('已取消删除', {}, SLOW)).toBeTruthy();
    expect(posts(calls, '/bytedance/v3/project/updatestatus')).toHaveLength(0);
  });

  it('deletes projects as a task with progress, then says 删除成功 and refreshes', async () => {
    let reads = 0;
    const { calls, onDone } = renderTools(
      { level: 'project', rows: [row('31'), row('32')] },
      {
        'POST /bytedance/v3/project/updatestatus': () => answer([], 7),
        'GET /tasks/7': () => {
          reads += 1;
          return reads === 1 ? task(7, 'running', 2) : task(7, 'succeeded', 2);
        },
      },
    );
    fireEvent.click(button(/批量删除/));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }, SLOW));
    expect(await screen.findByText('删除成功（2 条）', {}, SLOW)).toBeTruthy();
    expect(posts(calls, '/bytedance/v3/project/updatestatus')[0]?.body).toEqual({
      projects: [
        { advertiser_id: ADVERTISER, project_id: '31' },
        { advertiser_id: ADVERTISER, project_id: '32' },
      ],
      opt_status: 'DELETE',
    });
    expect(reads).toBeGreaterThan(1);
    await waitFor(() => expect(onDone).toHaveBeenCalled(), { timeout: 5_000 });
  });

  it('pauses materials without the deleted ones, counts the result and retries only failures', async () => {
    let reads = 0;
    const { calls } = renderTools(
      {
        level: 'material',
        rows: [
          row('61:7', { id: '7', promotion_id: '61' }),
          row('62:8', { id: '8', promotion_id: '62' }),
          row('62:9', { id: '9', promotion_id: '62', material_status: 'MATERIAL_STATUS_DELETE' }),
        ],
      },
      {
        'POST /bytedance/v3/promotion/material/updatestatus': () => answer([], 9),
        'GET /tasks/9': () => {
          reads += 1;
          return reads === 1 ? task(9, 'partially_failed', 2, 1) : task(9, 'succeeded', 2);
        },
        'GET /tasks/9/items': () =>
          failedItems([{ object_id: '8', error_message: '素材不属于该广告' }]),
        'POST /tasks/9/retry': () => ({ data: { retried: 1 } }),
      },
    );
    fireEvent.click(button(/批量暂停/));
    expect(await screen.findByText('确认暂停选中的素材吗?', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('已选 3 条素材，其中 1 条素材已删除，不会提交')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));

    expect(await screen.findByText('素材不属于该广告', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('成功 1 条，失败 1 条')).toBeTruthy();
    expect(posts(calls, '/bytedance/v3/promotion/material/updatestatus')[0]?.body).toEqual({
      items: [
        { advertiser_id: ADVERTISER, promotion_id: '61', material_id: '7' },
        { advertiser_id: ADVERTISER, promotion_id: '62', material_id: '8' },
      ],
      opt_status: 'DISABLE',
    });
    const dialog = screen.getByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /重试失败/ }));
    expect(await screen.findByText('更新成功（2 条）', {}, SLOW)).toBeTruthy();
    expect(posts(calls, '/tasks/9/retry')).toHaveLength(1);
  });

  it('deletes materials through the batch delete call', async () => {
    const { calls } = renderTools(
      { level: 'material', rows: [row('61:7', { id: '7', promotion_id: '61' })] },
      { 'POST /bytedance/v3/promotion/material/batchdelete': () => answer() },
    );
    fireEvent.click(button(/批量删除/));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }, SLOW));
    expect(await screen.findByText('删除成功（1 条）', {}, SLOW)).toBeTruthy();
    expect(posts(calls, '/bytedance/v3/promotion/material/batchdelete')[0]?.body).toEqual({
      items: [{ advertiser_id: ADVERTISER, promotion_id: '61', material_id: '7' }],
    });
  });
});
