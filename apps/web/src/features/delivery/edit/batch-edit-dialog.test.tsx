import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { feedBidTab } from '../test/feed-tabs';
import { BatchEditDialog } from './batch-edit-dialog';
import type { EditRow } from './edit-row';
import {
  answer,
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
  name: `广告${id}`,
  advertiser_id: ADVERTISER,
  budget_mode: 'BUDGET_MODE_DAY',
  budget: 500,
  cpa_bid: 20,
  deep_cpabid: 60,
  ...fields,
});
const ROWS = [row('91'), row('92')];
const BUDGET_PATH = '/bytedance/v3/promotion/updatebudget';

function renderDialog(routes: Record<string, (call: ApiCall) => Answer> = {}, rows = ROWS) {
  const calls = stubApi(routes);
  const onClose = vi.fn();
  const onDone = vi.fn();
  render(
    <Providers>
      <BatchEditDialog
        open
        tab={feedBidTab('promotion')}
        rows={rows}
        onClose={onClose}
        onDone={onDone}
      />
    </Providers>,
  );
  return { calls, onClose, onDone };
}

function type(label: string, value: string) {
  fireEvent.change(screen.getByRole('spinbutton', { name: label }), { target: { value } });
}

const submit = (name: RegExp = /提\s*交/) => fireEvent.click(screen.getByRole('button', { name }));

describe('BatchEditDialog', () => {
  it('says which emptied fields are required and sends nothing', async () => {
    const { calls } = renderDialog();
    type('广告91（91） 预算', '');
    type('广告91（91） 出价', '');
    type('广告92（92） 深度转化出价', '');
    submit();
    expect(await screen.findByText('预算不能为空', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('出价不能为空')).toBeTruthy();
    expect(screen.getByText('深度转化出价不能为空')).toBeTruthy();
    expect(screen.getByText('有 2 行填写有误，请检查')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('keeps server errors on their rows and retries only the failing rows', async () => {
    let sent = 0;
    const { calls, onClose } = renderDialog({
      [`POST ${BUDGET_PATH}`]: () => {
        sent += 1;
        return sent === 1 ? answer([{ ids: ['92'], error_message: '预算低于当日消耗' }]) : answer();
      },
    });
    type('广告91（91） 预算', '800');
    type('广告92（92） 预算', '900');
    submit();
    expect(await screen.findByText('预算低于当日消耗', {}, SLOW)).toBeTruthy();
    expect(screen.getByText(/批量操作存在错误，请检查/)).toBeTruthy();
    expect(screen.getByText('成功')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    expect(posts(calls, BUDGET_PATH)[0]?.body).toEqual({
      items: [
        {
          advertiser_id: ADVERTISER,
          promotion_id: '91',
          budget_mode: 'BUDGET_MODE_DAY',
          budget: 800,
        },
        {
          advertiser_id: ADVERTISER,
          promotion_id: '92',
          budget_mode: 'BUDGET_MODE_DAY',
          budget: 900,
        },
      ],
    });

    type('广告92（92） 预算', '1000');
    submit(/重试失败行/);
    await waitFor(() => expect(onClose).toHaveBeenCalled(), SLOW);
    expect(posts(calls, BUDGET_PATH)[1]?.body).toEqual({
      items: [
        {
          advertiser_id: ADVERTISER,
          promotion_id: '92',
          budget_mode: 'BUDGET_MODE_DAY',
          budget: 1000,
        },
      ],
    });
  });

  it('follows the task of a batch and closes with a notice, refreshing 3 s later', async () => {
    const { calls, onClose, onDone } = renderDialog({
      'POST /bytedance/v3/promotion/updatedeepbid': () => answer([], 12),
      'GET /tasks/12': () => task(12, 'succeeded', 2),
    });
    type('广告91（91） 深度转化出价', '70');
    type('广告92（92） 深度转化出价', '75.5');
    submit();
    expect(await screen.findByText('更新成功', {}, SLOW)).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
    await waitFor(() => expect(onDone).toHaveBeenCalled(), { timeout: 5_000 });
    expect(posts(calls, '/bytedance/v3/promotion/updatedeepbid')).toHaveLength(1);
  });

  it('puts the rows the server refused on their rows and marks the others not sent', async () => {
    renderDialog({
      [`POST ${BUDGET_PATH}`]: () => ({
        envelope: {
          code: 10001,
          data: null,
          message: ['92：广告预算不能大于9999999.99'],
          message_cn: '请求参数有误',
        },
      }),
    });
    type('广告91（91） 预算', '800');
    type('广告92（92） 预算', '900');
    submit();
    expect(await screen.findByText('广告预算不能大于9999999.99', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('同批次其他记录有误，本条未提交')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重试失败行/ })).toBeTruthy();
  });

  it("shows the medium's message on each row of a write that failed entirely", async () => {
    renderDialog(
      {
        [`POST ${BUDGET_PATH}`]: () => ({
          envelope: {
            code: 60202,
            data: answer([{ ids: ['91'], error_message: '预算不能低于当日消耗' }]).data,
            message: ['91：预算不能低于当日消耗'],
            message_cn: '全部失败：91：预算不能低于当日消耗',
          },
        }),
      },
      [row('91')],
    );
    type('广告91（91） 预算', '800');
    submit();
    expect(await screen.findByText('预算不能低于当日消耗', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText('全部失败')).toBeNull();
    expect(screen.getByRole('button', { name: /重试失败行/ })).toBeTruthy();
  });

  it('stays open and flags a network failure', async () => {
    const { onClose } = renderDialog({ [`POST ${BUDGET_PATH}`]: () => 'network' });
    type('广告91（91） 预算', '800');
    submit();
    expect(await screen.findByText(/网络异常，提交未完成/, {}, SLOW)).toBeTruthy();
    expect(screen.getByText('网络异常，请检查网络后重试')).toBeTruthy();
    expect(screen.getByRole('button', { name: /重试失败行/ })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows 项目成本稳投 instead of the bid of a cost-stable ad', () => {
    renderDialog({}, [row('93', { project_custom: 'ON' }), row('94')]);
    expect(screen.getByText('项目成本稳投')).toBeTruthy();
    expect(screen.queryByRole('spinbutton', { name: '广告93（93） 出价' })).toBeNull();
    expect(screen.getByRole('spinbutton', { name: '广告94（94） 出价' })).toBeTruthy();
  });
});
