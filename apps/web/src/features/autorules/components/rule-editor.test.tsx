import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AutoruleDryRunAnswer } from '@toufang/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { stubApi, stubResizeObserver } from '../../feed-batches/test-api';
import { RuleEditor } from './rule-editor';

const SLOW = { timeout: 10_000 };

beforeAll(stubMatchMedia);
beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ANSWER: AutoruleDryRunAnswer = {
  summary: '',
  checked: 2,
  matched: 1,
  acted: 1,
  data_notes: ['今日：11-27 00:00 至 11-27 12:00，按完整小时判断（巨量引擎报表约延迟 2 小时）'],
  conflicts: [
    { rule_id: 9, rule_name: '早上恢复', message: '规则「早上恢复」会启用本规则暂停的广告' },
  ],
  list: [
    {
      object_id: '7001',
      object_name: '广告甲',
      advertiser_id: '1001',
      outcome: 'act',
      before: '已启用',
      after: '已暂停',
      reason: '今日消耗 150.00 元 > 100.00 元；今日转化数 0 < 1',
      snapshot: { 'cost@today': 150, 'conversions@today': 0 },
    },
    {
      object_id: '7002',
      object_name: '广告乙',
      advertiser_id: '1001',
      outcome: 'no_match',
      before: null,
      after: null,
      reason: '今日转化数 3，不满足 < 1',
      snapshot: { 'cost@today': 150, 'conversions@today': 3 },
    },
  ],
};

function renderEditor() {
  const onClose = vi.fn();
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <App>
        <RuleEditor medium="bytedance" row={null} onClose={onClose} />
      </App>
    </QueryClientProvider>,
  );
  return onClose;
}

describe('RuleEditor (新建自动规则)', () => {
  it('lists what is missing, then reads the rule as a sentence, dry-runs and saves it', async () => {
    const calls = stubApi({
      'POST /autorule/dryrun': () => ANSWER,
      'POST /autorule/save': () => ({ conflicts: [] }),
    });
    const onClose = renderEditor();
    expect(await screen.findByText('请输入规则名称', undefined, SLOW)).toBeTruthy();
    const save = () => screen.getByRole('button', { name: /保\s*存/ });
    expect(save().hasAttribute('disabled')).toBe(true);

    fireEvent.change(screen.getByLabelText('规则名称'), { target: { value: '无转化暂停' } });
    fireEvent.click(screen.getByLabelText('指定对象'));
    fireEvent.change(await screen.findByLabelText('对象ID'), { target: { value: '7001, 7002' } });
    const summary = await screen.findByTestId('rule-summary', undefined, SLOW);
    expect(summary.textContent).toBe(
      '每 30 分钟检查巨量引擎广告 7001、7002：当今日消耗 > 100.00 元 且 今日转化数 < 1 时，暂停该广告；' +
        '同一对象 60 分钟内不重复执行，每天最多执行 24 次，每次最多改动 50 个对象；按完整小时的数据判断（巨量引擎报表约延迟 2 小时）。',
    );

    fireEvent.click(screen.getByRole('button', { name: /试运行/ }));
    expect(await screen.findByText('将执行', undefined, SLOW)).toBeTruthy();
    expect(screen.getByText('已启用 → 已暂停')).toBeTruthy();
    expect(screen.getByText('今日转化数 3，不满足 < 1')).toBeTruthy();
    expect(screen.getByText('规则「早上恢复」会启用本规则暂停的广告')).toBeTruthy();
    const dry = calls.find((c) => c.path === '/autorule/dryrun');
    expect(dry?.body).toMatchObject({
      rule: { name: '无转化暂停', scope: { kind: 'objects', object_ids: ['7001', '7002'] } },
    });

    fireEvent.click(save());
    await waitFor(() => expect(onClose).toHaveBeenCalled(), SLOW);
    expect(calls.find((c) => c.path === '/autorule/save')?.body).toMatchObject({
      status: 'enabled',
    });
  });

  it('offers no conversions in the last N hours, with its hours checked', async () => {
    const calls = stubApi({ 'POST /autorule/dryrun': () => ANSWER });
    renderEditor();
    fireEvent.change(await screen.findByLabelText('规则名称'), { target: { value: '停转暂停' } });
    fireEvent.click(screen.getByLabelText('指定对象'));
    fireEvent.change(await screen.findByLabelText('对象ID'), { target: { value: '7001' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '时间范围2' }));
    fireEvent.click((await screen.findAllByTitle('近N小时')).at(-1) as HTMLElement);
    const hours = await screen.findByLabelText('小时数2');
    const summary = () => screen.getByTestId('rule-summary').textContent;
    await waitFor(() => expect(summary()).toContain('当今日消耗 > 100.00 元 且 近6小时无转化 时'));

    fireEvent.change(hours, { target: { value: '' } });
    expect(await screen.findByText('请填写近N小时的小时数（1–72 的整数）')).toBeTruthy();
    fireEvent.change(hours, { target: { value: '12' } });
    await waitFor(() => expect(summary()).toContain('且 近12小时无转化 时'));

    fireEvent.click(screen.getByRole('button', { name: /试运行/ }));
    await screen.findByText('将执行', undefined, SLOW);
    const dry = calls.find((c) => c.path === '/autorule/dryrun');
    expect(dry?.body).toMatchObject({
      rule: {
        conditions: {
          groups: [
            {
              conditions: [
                { window: 'today' },
                { metric: 'conversions', window: 'last_hours', hours: 12 },
              ],
            },
          ],
        },
      },
    });
  });

  it('builds from a creation template: picks it, reads it as a sentence and dry-runs it', async () => {
    const calls = stubApi({
      'GET /bytedance/v3/delivery/template/get': () => ({
        list: [{ id: 7, template_name: '通用模板' }],
        page_info: { page: 1, page_size: 100, total_number: 1, total_page: 1 },
      }),
      'POST /autorule/dryrun': () => ({
        ...ANSWER,
        conflicts: [],
        list: [
          {
            object_id: '1001',
            object_name: '账户一',
            advertiser_id: '1001',
            outcome: 'act',
            before: '在投 1 个',
            after: '将按模板「通用模板」新建 2 个',
            reason: '在投广告 1 个，少于保持的 3 个',
            snapshot: { delivering: 1 },
          },
        ],
      }),
    });
    renderEditor();
    fireEvent.change(await screen.findByLabelText('规则名称', undefined, SLOW), {
      target: { value: '保持在投' },
    });
    fireEvent.click(screen.getByLabelText('指定对象'));
    fireEvent.change(await screen.findByLabelText('对象ID'), { target: { value: '7001' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '执行动作' }));
    fireEvent.click((await screen.findAllByTitle('按模板新建（保持在投数量）', {}, SLOW))[0]!);
    expect(
      await screen.findByText('请选择创建模板并填写保持在投数量', undefined, SLOW),
    ).toBeTruthy();
    expect(
      screen.getByText('按模板新建按账户保持在投数量，请选择账户、名称筛选或全部'),
    ).toBeTruthy();
    fireEvent.click(screen.getByLabelText('全部（含以后新建）'));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: '创建模板' }, SLOW));
    fireEvent.click((await screen.findAllByTitle('通用模板', {}, SLOW))[0]!);
    const summary = await screen.findByTestId('rule-summary', undefined, SLOW);
    await waitFor(() =>
      expect(summary.textContent).toContain(
        '的广告少于 3 个时，按模板「通用模板」新建广告，补足至 3 个',
      ),
    );
    expect(summary.textContent).toContain('每次最多新建 50 个对象');

    fireEvent.click(screen.getByRole('button', { name: /试运行/ }));
    expect(
      await screen.findByText('在投 1 个 → 将按模板「通用模板」新建 2 个', undefined, SLOW),
    ).toBeTruthy();
    expect(screen.getByText('在投数 1')).toBeTruthy();
    expect(calls.find((c) => c.path === '/autorule/dryrun')?.body).toMatchObject({
      rule: {
        scope: { kind: 'all' },
        action: { type: 'create', template: { id: 7, name: '通用模板', keep_running: 3 } },
      },
    });
  });

  it('copies winners: checks the name rule, reads it as a sentence and saves it', async () => {
    const calls = stubApi({ 'POST /autorule/save': () => ({ conflicts: [] }) });
    renderEditor();
    fireEvent.change(await screen.findByLabelText('规则名称', undefined, SLOW), {
      target: { value: '复制优胜' },
    });
    fireEvent.click(screen.getByLabelText('指定对象'));
    fireEvent.change(await screen.findByLabelText('对象ID'), { target: { value: '7001' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '执行动作' }));
    fireEvent.click((await screen.findAllByTitle('复制优胜广告', {}, SLOW))[0]!);
    fireEvent.change(await screen.findByLabelText('命名规则', undefined, SLOW), {
      target: { value: '{原名}_复制' },
    });
    expect(
      await screen.findByText('命名规则须包含{序号}，以免复制出的名称重复', undefined, SLOW),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('命名规则'), { target: { value: '{原名}-副本{序号}' } });
    const summary = await screen.findByTestId('rule-summary', undefined, SLOW);
    await waitFor(() =>
      expect(summary.textContent, summary.textContent ?? '').toContain(
        '将该广告连同创意复制 1 份到同一账户，命名为「{原名}-副本{序号}」，复制后暂停',
      ),
    );
    expect(summary.textContent).toContain('同一对象每天最多复制 3 份');
    expect(summary.textContent).toContain('每次最多复制 50 份');

    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(calls.some((c) => c.path === '/autorule/save')).toBe(true));
    expect(calls.find((c) => c.path === '/autorule/save')?.body).toMatchObject({
      rule: {
        action: {
          type: 'copy',
          template: null,
          copy: { copies: 1, name_rule: '{原名}-副本{序号}', enabled: false, max_per_day: 3 },
        },
      },
    });
  });
});
