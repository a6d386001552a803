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
});
