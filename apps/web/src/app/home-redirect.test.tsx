import { cleanup, render, screen } from '@testing-library/react';
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
        <Route path="/cview/main" element={<p>素材概览页面</p>} />
        <Route path="/landing/ksstar/star" element={<p>聚星达人页面</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('HomeRedirect', () => {
  it('opens the first built page the user may see', () => {
    renderHome(['bytedance:v3:project:reports']);
    expect(screen.getByText('投放管理页面')).toBeTruthy();
  });

  it.each(['designer', 'reviewer'] as const)('opens the material overview for a %s', (role) => {
    renderHome([...DEMO[role]]);
    expect(screen.getByText('素材概览页面')).toBeTruthy();
  });

  it('opens the material library for one who may not see the overview', () => {
    renderHome(['material:list', 'material:title:list']);
    expect(screen.getByText('素材库页面')).toBeTruthy();
  });

  it('opens 聚星达人 for the star role', () => {
    renderHome([...DEMO.star]);
    expect(screen.getByText('聚星达人页面')).toBeTruthy();
  });

  it('tells a user whose abilities open no page so, not that there is no access', () => {
    renderHome(['ad:update']);
    expect(screen.getByText('暂无可打开的页面')).toBeTruthy();
    expect(screen.queryByText('暂无可访问的页面')).toBeNull();
  });

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
