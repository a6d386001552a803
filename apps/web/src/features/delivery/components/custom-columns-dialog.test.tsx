import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { stubResizeObserver } from '../test/fake-api';
import type { ColumnOption } from './column-option';
import { CustomColumnsDialog } from './custom-columns-dialog';

beforeAll(stubMatchMedia);
vi.setConfig({ testTimeout: 60_000 });
beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const OPTIONS: ColumnOption[] = [
  { key: 'stat_cost', title: '消耗', group: '基础指标' },
  { key: 'show_cnt', title: '展示数', group: '基础指标' },
  { key: 'click_cnt', title: '点击数', group: '基础指标' },
  { key: 'convert_cnt', title: '转化数', group: '转化数据' },
  { key: 'conversion_cost', title: '转化成本', group: '转化数据' },
];

function renderDialog(selected: string[] = ['stat_cost', 'show_cnt']) {
  const onSubmit = vi.fn();
  render(
    <CustomColumnsDialog
      open
      options={OPTIONS}
      selected={selected}
      defaults={['stat_cost']}
      onSubmit={onSubmit}
      onClose={vi.fn()}
    />,
  );
  const chosen = () =>
    within(screen.getByRole('list', { name: '已选列' }))
      .queryAllByRole('listitem')
      .map((item) => item.getAttribute('aria-label'));
  const ok = () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
  return { onSubmit, chosen, ok };
}

describe('CustomColumnsDialog (spec 001 §3 "Custom columns")', () => {
  it('lists the chosen columns in order with their count', () => {
    const { chosen } = renderDialog(['show_cnt', 'stat_cost']);
    expect(chosen()).toEqual(['展示数', '消耗']);
    expect(screen.getByText('已选 2 项')).toBeTruthy();
  });

  it('selects and unselects a whole group', () => {
    const { chosen } = renderDialog();
    fireEvent.click(screen.getByRole('checkbox', { name: '全选：转化数据' }));
    expect(chosen()).toEqual(['消耗', '展示数', '转化数', '转化成本']);
    fireEvent.click(screen.getByRole('checkbox', { name: '全选：转化数据' }));
    expect(chosen()).toEqual(['消耗', '展示数']);
  });

  it('searches by column name', () => {
    renderDialog();
    fireEvent.change(screen.getByRole('textbox', { name: '搜索列名称' }), {
      target: { value: '转化' },
    });
    expect(screen.queryByRole('checkbox', { name: '点击数' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: '转化成本' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '基础指标' })).toBeNull();
  });

  it('clears all, then saves the newly ticked columns in the order ticked', () => {
    const { chosen, ok, onSubmit } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: /清\s*空/ }));
    expect(chosen()).toEqual([]);
    expect(screen.getByText('已选 0 项')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: '转化数' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '消耗' }));
    ok();
    expect(onSubmit).toHaveBeenCalledWith(['convert_cnt', 'stat_cost'], []);
  });

  it('pins a chosen column to a side and drops the pin of a column removed', async () => {
    const { ok, onSubmit } = renderDialog(['stat_cost', 'show_cnt', 'conversion_cost']);
    fireEvent.click(screen.getByRole('button', { name: '固定列：消耗' }));
    fireEvent.click(await screen.findByText('固定在右侧'));
    fireEvent.click(await screen.findByRole('button', { name: '固定列：展示数' }));
    fireEvent.click((await screen.findAllByText('固定在左侧')).at(-1) as HTMLElement);
    expect(await screen.findByRole('button', { name: '消耗：固定在右侧' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '移除：展示数' }));
    ok();
    expect(onSubmit).toHaveBeenCalledWith(
      ['stat_cost', 'conversion_cost'],
      [{ key: 'stat_cost', side: 'right' }],
    );
  });

  it('removes one chosen column from the right-hand list', () => {
    const { chosen } = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: '移除：消耗' }));
    expect(chosen()).toEqual(['展示数']);
  });
});
