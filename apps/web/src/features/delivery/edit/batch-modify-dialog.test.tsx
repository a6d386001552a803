import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { feedEditTab } from '../test/feed-tabs';
import { BatchModifyDialog, type BatchModifyDialogProps } from './batch-modify-dialog';
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
  budget_mode: 'BUDGET_MODE_DAY',
  budget: 300,
  cpa_bid: 20,
  ...fields,
});

function renderDialog(
  {
    level,
    ...props
  }: Partial<BatchModifyDialogProps> &
    Pick<BatchModifyDialogProps, 'item' | 'rows'> & { level: string },
  routes: Record<string, (call: ApiCall) => Answer> = {},
) {
  const calls = stubApi(routes);
  const onClose = vi.fn();
  const onDone = vi.fn();
  render(
    <Providers>
      <BatchModifyDialog
        open
        tab={feedEditTab(level)}
        today="2026-11-24"
        onClose={onClose}
        onDone={onDone}
        {...props}
      />
    </Providers>,
  );
  return { calls, onClose, onDone };
}

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

function typeInto(label: string, value: string) {
  fireEvent.change(screen.getByRole('spinbutton', { name: label }), { target: { value } });
}

function previewRow(name: string): HTMLElement {
  const cell = screen.getByText(name);
  const tr = cell.closest('tr');
  if (tr === null) throw new Error(`no row ${name}`);
  return tr;
}

describe('BatchModifyDialog', () => {
  it('previews every row before → after and sends the unified budget', async () => {
    const { calls } = renderDialog(
      {
        item: 'budget',
        level: 'project',
        rows: [row('11'), row('12', { budget_mode: 'BUDGET_MODE_INFINITE', budget: null })],
      },
      {
        'POST /bytedance/v3/project/updatebudget': () => answer([], 5),
        'GET /tasks/5': () => task(5, 'running', 2),
      },
    );
    typeInto('修改预算', '800');
    click('下一步');
    expect(await screen.findByText(/共 1 组/, {}, SLOW)).toBeTruthy();
    expect(within(previewRow('对象11（11）')).getByText('日预算 ¥300.00')).toBeTruthy();
    expect(within(previewRow('对象11（11）')).getByText('日预算 ¥800.00')).toBeTruthy();
    expect(within(previewRow('对象12（12）')).getByText('不限')).toBeTruthy();
    expect(within(previewRow('对象12（12）')).getByText('日预算 ¥800.00')).toBeTruthy();

    click('确认修改');
    await waitFor(() => expect(posts(calls, '/bytedance/v3/project/updatebudget')).toHaveLength(1));
    expect(posts(calls, '/bytedance/v3/project/updatebudget')[0]?.body).toEqual({
      items: [
        {
          advertiser_id: ADVERTISER,
          project_id: '11',
          budget_mode: 'BUDGET_MODE_DAY',
          budget: 800,
        },
        {
          advertiser_id: ADVERTISER,
          project_id: '12',
          budget_mode: 'BUDGET_MODE_DAY',
          budget: 800,
        },
      ],
    });
    expect(await screen.findByText('0/2', {}, SLOW)).toBeTruthy();
    expect(screen.getAllByText('处理中')).toHaveLength(2);
  });

  it('shows a range error at the input and does not go on to the preview', async () => {
    renderDialog({ item: 'roi_goal', level: 'project', rows: [row('11', { roi_goal: 1 })] });
    expect(screen.getByText('0.01 ~ 5，最多 4 位小数')).toBeTruthy();
    typeInto('修改ROI系数', '0.005');
    expect(await screen.findByText('ROI系数不能小于0.01', {}, SLOW)).toBeTruthy();
    click('下一步');
    expect(screen.queryByRole('button', { name: '确认修改' })).toBeNull();
    typeInto('修改ROI系数', '');
    expect(await screen.findByText('ROI系数不能为空', {}, SLOW)).toBeTruthy();
  });

  it('counts the selection, names the unit and range, and says why rows are left out', () => {
    renderDialog({
      item: 'budget',
      level: 'promotion',
      rows: [
        row('21', { budget: 3400 }),
        row('22', { budget: 3400 }),
        row('23', { budget_mode: null, budget: null }),
      ],
    });
    expect(screen.getByText('已选 3 条')).toBeTruthy();
    expect(screen.getByText(/该广告无广告预算，预算在项目上（1 条）/)).toBeTruthy();
    expect(
      screen.getByText(
        '单位：元，¥300.00 ~ ¥9,999,999.99；每次修改幅度 ≥ ¥100.00；不低于今日消耗的 105%；每天最多修改 20 次',
      ),
    ).toBeTruthy();
    expect(screen.getAllByText('元').length).toBeGreaterThan(0);
    // An Ocean Engine ad's budget cannot be unlimited; a project's can.
    expect(screen.queryByText('不限')).toBeNull();
  });

  it("checks the medium's rules per row at the input: smallest change and today's spend", async () => {
    renderDialog(
      {
        item: 'budget',
        level: 'promotion',
        rows: [row('21', { budget: 3400 }), row('22', { budget: 5000 })],
      },
      {
        'POST /bytedance/v3/promotion/budgetfacts': () => ({
          data: {
            list: [
              { id: '21', today_cost: 0, budget_changes_today: 0 },
              { id: '22', today_cost: 3400, budget_changes_today: 0 },
            ],
          },
        }),
      },
    );
    typeInto('修改预算', '3450');
    expect(
      await screen.findByText(
        /2 条不能修改为此值：对象21（21）：每次修改幅度不能小于 ¥100.00（当前 ¥3,400.00）；对象22（22）：广告预算不能低于 ¥3,600.00（今日已消耗 ¥3,400.00）/,
        {},
        SLOW,
      ),
    ).toBeTruthy();
    typeInto('修改预算', '3600');
    await waitFor(() => expect(screen.queryByText(/条不能修改为此值/)).toBeNull(), SLOW);
  });

  it('leaves out a row whose budget is already the new one', async () => {
    renderDialog({
      item: 'budget',
      level: 'promotion',
      rows: [row('21', { budget: 3400 }), row('22', { budget: 800 })],
    });
    typeInto('修改预算', '3400');
    click('下一步');
    expect(await screen.findByText(/将修改 1 条/, {}, SLOW)).toBeTruthy();
    expect(within(previewRow('对象21（21）')).getByText('与当前值相同，无需修改')).toBeTruthy();
  });

  it('keeps the result with its counts, takes a new value on a failed row and resends it', async () => {
    const { calls, onClose } = renderDialog(
      {
        item: 'budget',
        level: 'promotion',
        rows: [row('21', { budget: 500 }), row('22', { budget: 500 })],
      },
      {
        'POST /bytedance/v3/promotion/updatebudget': (call) =>
          (call.body as { items: unknown[] }).items.length > 1 ? answer([], 7) : answer(),
        'GET /tasks/7': () => task(7, 'partially_failed', 2, 1),
        'GET /tasks/7/items': () =>
          failedItems([
            { object_id: '22', error_message: '修改后预算不能低于当前已消费金额的105%' },
          ]),
      },
    );
    typeInto('修改预算', '800');
    click('下一步');
    await screen.findByRole('button', { name: '确认修改' }, SLOW);
    click('确认修改');
    expect(await screen.findByText('成功 1 · 失败 1', {}, SLOW)).toBeTruthy();
    typeInto('对象22（22） 重试值', '950.5');
    click('批量重试');
    await waitFor(() =>
      expect(posts(calls, '/bytedance/v3/promotion/updatebudget')).toHaveLength(2),
    );
    expect(posts(calls, '/bytedance/v3/promotion/updatebudget')[1]?.body).toEqual({
      items: [
        {
          advertiser_id: ADVERTISER,
          promotion_id: '22',
          budget_mode: 'BUDGET_MODE_DAY',
          budget: 950.5,
        },
      ],
    });
    expect(await screen.findByText('成功 2 · 失败 0', {}, SLOW)).toBeTruthy();
    expect(await screen.findByText('更新成功', {}, SLOW)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    click(/关\s*闭/);
    expect(onClose).toHaveBeenCalled();
  });

  it('accepts the smaller promotion ROI minimum and checks budgets per row in separate mode', async () => {
    renderDialog({
      item: 'budget',
      level: 'promotion',
      rows: [row('21', { budget: 500 }), row('22', { budget: 600 })],
    });
    fireEvent.click(screen.getByText('分别修改'));
    typeInto('对象21（21） 修改预算', '299');
    typeInto('对象22（22） 修改预算', '300.001');
    click('下一步');
    expect(await screen.findByText('广告预算不能小于300', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('广告预算最多保留2位小数')).toBeTruthy();
  });

  it('locks the bid of promotions whose project is cost stable', async () => {
    const { calls } = renderDialog(
      {
        item: 'bid',
        level: 'promotion',
        rows: [row('31', { project_custom: 'ON' }), row('32', { cpa_bid: 15 })],
      },
      { 'POST /bytedance/v3/promotion/updatebid': () => answer() },
    );
    fireEvent.click(screen.getByText('分别修改'));
    expect(within(previewRow('对象31（31）')).getByText('项目成本稳投')).toBeTruthy();
    expect(screen.queryByRole('spinbutton', { name: '对象31（31） 修改出价' })).toBeNull();
    typeInto('对象32（32） 修改出价', '18.5');
    click('下一步');
    expect(await screen.findByText(/将修改 1 条/, {}, SLOW)).toBeTruthy();
    click('确认修改');
    await waitFor(() => expect(posts(calls, '/bytedance/v3/promotion/updatebid')).toHaveLength(1));
    expect(posts(calls, '/bytedance/v3/promotion/updatebid')[0]?.body).toEqual({
      items: [{ advertiser_id: ADVERTISER, promotion_id: '32', cpa_bid: 18.5 }],
    });
  });

  it('disables end dates before the latest start date of a unified selection', async () => {
    renderDialog({
      item: 'end_date',
      level: 'project',
      rows: [
        row('41', { start_time: '2026-11-20 00:00:00' }),
        row('42', { start_time: '2026-11-28' }),
      ],
    });
    fireEvent.click(screen.getByPlaceholderText('请选择结束日期'));
    const before = await screen.findByTitle('2026-11-27', {}, SLOW);
    expect(before.className).toContain('ant-picker-cell-disabled');
    expect(screen.getByTitle('2026-11-28').className).not.toContain('ant-picker-cell-disabled');
  });

  it('disables end dates before tomorrow for a row that started earlier', async () => {
    renderDialog({
      item: 'end_date',
      level: 'project',
      rows: [row('41', { start_time: '2026-10-01' })],
    });
    fireEvent.click(screen.getByText('分别修改'));
    fireEvent.click(screen.getByPlaceholderText('请选择结束日期'));
    expect((await screen.findByTitle('2026-11-24', {}, SLOW)).className).toContain(
      'ant-picker-cell-disabled',
    );
    expect(screen.getByTitle('2026-11-25').className).not.toContain('ant-picker-cell-disabled');
  });

  it('shows failed rows of the task and retries only those with 批量重试', async () => {
    let reads = 0;
    const { calls, onDone, onClose } = renderDialog(
      {
        item: 'auto_extend',
        level: 'promotion',
        rows: [
          row('51', { auto_extend_traffic: 'OFF' }),
          row('52', { auto_extend_traffic: 'OFF' }),
          row('53', { auto_extend_traffic: null }),
        ],
      },
      {
        'POST /bytedance/v3/promotion/updateautoextend': () => answer([], 9),
        'GET /tasks/9': () => {
          reads += 1;
          return reads === 1 ? task(9, 'partially_failed', 2, 1) : task(9, 'succeeded', 2);
        },
        'GET /tasks/9/items': () => failedItems([{ object_id: '52', error_message: '广告已删除' }]),
        'POST /tasks/9/retry': () => ({ data: { retried: 1 } }),
      },
    );
    fireEvent.click(screen.getByText('开启'));
    click('下一步');
    expect(await screen.findByText(/将修改 2 条/, {}, SLOW)).toBeTruthy();
    expect(within(previewRow('对象53（53）')).getByText('该广告无智能放量设置')).toBeTruthy();
    click('确认修改');

    expect(await screen.findByText('广告已删除', {}, SLOW)).toBeTruthy();
    expect(screen.getByText(/批量操作存在错误，请检查/)).toBeTruthy();
    expect(within(previewRow('对象51（51）')).getByText('成功')).toBeTruthy();
    expect(posts(calls, '/bytedance/v3/promotion/updateautoextend')[0]?.body).toEqual({
      items: [
        { advertiser_id: ADVERTISER, promotion_id: '51', auto_extend_traffic: 'ON' },
        { advertiser_id: ADVERTISER, promotion_id: '52', auto_extend_traffic: 'ON' },
      ],
    });

    click('批量重试');
    expect(await screen.findByText('成功 2 · 失败 0', {}, SLOW)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(posts(calls, '/tasks/9/retry')).toHaveLength(1);
    expect(posts(calls, '/bytedance/v3/promotion/updateautoextend')).toHaveLength(1);
    expect(await screen.findByText('更新成功', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(onDone).toHaveBeenCalled(), { timeout: 5_000 });
  });

  it('sends one request per status when materials are modified separately', async () => {
    const { calls } = renderDialog(
      {
        item: 'material_status',
        level: 'material',
        rows: [
          row('61:7', { id: '7', promotion_id: '61', material_opt_status: 'ENABLE' }),
          row('62:8', { id: '8', promotion_id: '62', material_opt_status: 'ENABLE' }),
        ],
      },
      { 'POST /bytedance/v3/promotion/material/updatestatus': () => answer() },
    );
    fireEvent.click(screen.getByText('分别修改'));
    const second = previewRow('对象62:8（8）');
    fireEvent.click(within(second).getByText('暂停'));
    click('下一步');
    expect(await screen.findByText(/按广告每 10 条一组提交，共 2 组/, {}, SLOW)).toBeTruthy();
    click('确认修改');
    await waitFor(() =>
      expect(posts(calls, '/bytedance/v3/promotion/material/updatestatus')).toHaveLength(2),
    );
    const bodies = posts(calls, '/bytedance/v3/promotion/material/updatestatus').map((c) => c.body);
    expect(bodies).toContainEqual({
      items: [{ advertiser_id: ADVERTISER, promotion_id: '62', material_id: '8' }],
      opt_status: 'DISABLE',
    });
  });

  it('sends the dragged weekly schedule with its effect time', async () => {
    const { calls } = renderDialog(
      { item: 'schedule', level: 'project', rows: [row('71'), row('72')] },
      { 'POST /bytedance/v3/project/updatescheduletime': () => answer() },
    );
    fireEvent.click(screen.getByText('次日生效'));
    const from = document.querySelector('[data-day="0"][data-slot="18"]');
    const to = document.querySelector('[data-day="4"][data-slot="35"]');
    fireEvent.pointerDown(from ?? document.body);
    fireEvent.pointerOver(to ?? document.body);
    fireEvent.pointerUp(window);
    click('下一步');
    expect(
      await screen.findAllByText(/周一 09:00-18:00；.*周五 09:00-18:00/, {}, SLOW),
    ).toHaveLength(2);
    click('确认修改');
    await waitFor(() =>
      expect(posts(calls, '/bytedance/v3/project/updatescheduletime')).toHaveLength(1),
    );
    const body = posts(calls, '/bytedance/v3/project/updatescheduletime')[0]?.body as {
      items: { project_id: string; schedule_time: string; schedule_scene: string }[];
    };
    expect(body.items.map((item) => item.project_id)).toEqual(['71', '72']);
    expect(body.items[0]?.schedule_scene).toBe('NEXT_DAY');
    expect(body.items[0]?.schedule_time).toHaveLength(336);
    expect((body.items[0]?.schedule_time ?? '').split('1').length - 1).toBe(5 * 18);
  });
});
