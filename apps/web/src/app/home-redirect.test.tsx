import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useSessionStore } from '../stores/session-store';
import { stubMatchMedia } from '../test/stub-match-media';
import { HomeRedirect } from './home-redirect';

beforeAll(stubMatchMedia);
afterEach(cleanup);

/** The abilities of the demo roles (README "Demo sign-in"), as the seed grants them. */
const DEMO = {
  designer: ['dashboard:material', 'material:list', 'material:title:list'],
  reviewer: ['dashboard:material', 'material:list', 'material:file:list'],
  star: [
    'kuaishou:boost:base_list',
    'kuaishou:boost:supplement_order_list',
    'kuaishou:boost:task_list',
  ],
};

function renderHome(privileges: string[]) {
  useSessionStore.setState({ privileges });
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<HomeRedirect />} />
        <Route path="/transConfig/launchV3" element={<p>投放管理页面</p>} />
        <Route path="/creative/material" element={<p>素材库页面</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const coming = () =>
  within(screen.getByRole('list', { name: '建设中的页面' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('HomeRedirect', () => {
  it('opens the first built page the user may see', () => {
    renderHome(['bytedance:v3:project:reports']);
    expect(screen.getByText('投放管理页面')).toBeTruthy();
  });

  it.each(['designer', 'reviewer'] as const)('opens the material library for a %s', (role) => {
    renderHome([...DEMO[role]]);
    expect(screen.getByText('素材库页面')).toBeTruthy();
  });

  it.each([
    ['star', ['落地页与工具聚星达人（建设中）聚星补单（建设中）聚星任务（建设中）']],
  ] as const)(
    'tells a %s which pages are coming, not that the account has no access',
    (role, items) => {
      renderHome([...DEMO[role]]);
      expect(screen.getByText('你的页面正在建设中')).toBeTruthy();
      expect(coming()).toEqual(items);
      expect(screen.queryByText('暂无可访问的页面')).toBeNull();
    },
  );

  it('asks for permissions only when the user holds no ability at all', () => {
    renderHome([]);
    expect(screen.getByText('暂无可访问的页面')).toBeTruthy();
    expect(screen.getByText('请联系管理员为你的账号分配权限')).toBeTruthy();
  });

  it('says so when the abilities held open no page', () => {
    renderHome(['ad:update']);
    expect(screen.getByText('暂无可打开的页面')).toBeTruthy();
    expect(screen.queryByText('暂无可访问的页面')).toBeNull();
  });
});
