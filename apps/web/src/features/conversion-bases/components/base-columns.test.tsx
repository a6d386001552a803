import type { BaseItem } from '@toufang/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { Table } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { stubResizeObserver } from '../../feed-batches/test-api';
import { BASE_DEFINITIONS } from '../medium-definitions';
import { baseColumns, kindsOf } from './base-columns';

beforeAll(stubMatchMedia);
beforeEach(stubResizeObserver);
afterEach(cleanup);

const APP: BaseItem = {
  id: 7,
  medium: 'bytedance',
  kind: 'app',
  name: '三国志-安卓-巨量引擎',
  gad_cfg_game_id: 1,
  game_name: '三国志战略版',
  platform: 'APP_ANDROID',
  app_id: 3,
  app_name: '三国志战略版',
  package_name: 'com.example.sanguo',
  mini_program_type: null,
  mini_program_id: null,
  start_path: null,
  download_url: 'https://cdn.example.com/sanguo.apk',
  click_url: 'https://track.example.com/click',
  impression_url: null,
  created_by: '管理员',
  created_at: '2026-11-20T02:00:00.000Z',
  updated_at: '2026-11-20T02:00:00.000Z',
};
const MINI: BaseItem = {
  ...APP,
  id: 8,
  kind: 'mini_program',
  name: '三国志-小游戏',
  app_id: null,
  app_name: null,
  package_name: null,
  mini_program_type: 'byte_game',
  mini_program_id: 'tt07e3715e98c9aac0',
  download_url: '',
};

const renderTable = (medium: 'bytedance' | 'tencent', rows: BaseItem[]) =>
  render(
    <MemoryRouter>
      <Table<BaseItem>
        rowKey="id"
        columns={baseColumns(BASE_DEFINITIONS[medium])}
        dataSource={rows}
        pagination={false}
      />
    </MemoryRouter>,
  );

describe('baseColumns', () => {
  it('knows which kinds each medium makes', () => {
    expect(kindsOf('bytedance')).toEqual(['app', 'mini_program']);
    expect(kindsOf('kuaishou')).toEqual(['app', 'non_stream']);
    expect(kindsOf('tencent')).toEqual(['app']);
  });

  it('tags each base with its kind and shows a mini program’s AppID for its app', () => {
    renderTable('bytedance', [APP, MINI]);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('类型');
    const [, app, mini] = screen.getAllByRole('row');
    expect(within(app as HTMLElement).getByText('应用')).toBeTruthy();
    expect(within(app as HTMLElement).getByText('com.example.sanguo')).toBeTruthy();
    expect(within(mini as HTMLElement).getByText('抖音小程序')).toBeTruthy();
    expect(within(mini as HTMLElement).getByText('小游戏')).toBeTruthy();
    expect(within(mini as HTMLElement).getByText('tt07e3715e98c9aac0')).toBeTruthy();
  });

  it('shows no kind column on a medium that makes app bases only', () => {
    renderTable('tencent', [{ ...APP, medium: 'tencent' }]);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).not.toContain('类型');
  });
});
