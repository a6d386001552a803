import type { BasePushRow } from '@toufang/contracts';
import { BASE_PUSH_DEFINITIONS } from '@toufang/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { stubResizeObserver } from '../../feed-batches/test-api';
import { PushResults } from './push-results';

beforeAll(stubMatchMedia);
beforeEach(stubResizeObserver);
afterEach(cleanup);

const ROW: BasePushRow = {
  advertiser_id: '30001',
  advertiser_name: '王者-01',
  status: 'succeeded',
  asset_id: '1110000001',
  track_url_group_id: null,
  events: [
    { event_id: '1120000001', event_type: 'OPTIMIZATIONGOAL_APP_ACTIVATE', name: '王者-激活' },
  ],
  error_message: null,
  task_id: 3,
  pushed_by: '管理员',
  pushed_at: null,
  updated_at: '2026-11-20T02:00:00.000Z',
};

const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('PushResults', () => {
  it('names the columns after the objects of the medium’s push', () => {
    render(<PushResults rows={[ROW]} definition={BASE_PUSH_DEFINITIONS.tencent} />);
    expect(headers()).toEqual(['账户', '状态', '用户行为数据源ID', '转化归因', '说明']);
    const [, body] = screen.getAllByRole('row');
    expect(within(body as HTMLElement).getByText('1110000001')).toBeTruthy();
    expect(within(body as HTMLElement).getByText('王者-激活')).toBeTruthy();
    cleanup();

    render(<PushResults rows={[]} definition={BASE_PUSH_DEFINITIONS.bytedance} />);
    expect(headers()).toEqual(['账户', '状态', '事件资产ID', '监测链接组ID', '转化事件', '说明']);
  });

  it('offers the optimization goals of each pushed account where the medium answers them', () => {
    render(<PushResults rows={[ROW]} definition={BASE_PUSH_DEFINITIONS.bytedance} baseId={7} />);
    expect(headers()).toContain('优化目标');
    expect(screen.getByRole('button', { name: '查看' })).toBeTruthy();
    cleanup();
    render(<PushResults rows={[ROW]} definition={BASE_PUSH_DEFINITIONS.tencent} baseId={7} />);
    expect(headers()).not.toContain('优化目标');
  });
});
