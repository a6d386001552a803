import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { AbilityRow } from '@toufang/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AbilitySectionBlock } from './ability-section-block';

const ability = (id: number, key: string, name: string): AbilityRow => ({
  id,
  key,
  name,
  group_id: 1,
  group_name: '创意管理',
});
const section = {
  id: 1,
  name: '创意管理',
  abilities: [
    ability(1, 'material:list', '素材库'),
    ability(2, 'material:file:list', '素材审核'),
    ability(3, 'material:title:list', '标题库'),
  ],
};

function renderBlock(selected: number[], disabled = false) {
  const onChange = vi.fn();
  const view = render(
    <AbilitySectionBlock
      section={section}
      selected={new Set(selected)}
      disabled={disabled}
      onChange={onChange}
    />,
  );
  const selectAll = screen.getByRole('checkbox', { name: '创意管理' });
  return { onChange, selectAll, view };
}

// jsdom has no ResizeObserver; antd's ellipsis text observes its size.
beforeAll(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(cleanup);
afterAll(() => {
  vi.unstubAllGlobals();
});

describe('AbilitySectionBlock', () => {
  it('shows a partly chosen group as indeterminate with its count', () => {
    const { selectAll } = renderBlock([1]);
    expect(selectAll.closest('.ant-checkbox')?.className).toContain('ant-checkbox-indeterminate');
    expect(screen.getByText('1 / 3')).toBeTruthy();
  });

  it('selects every ability of the group from the header', () => {
    const { selectAll, onChange } = renderBlock([1]);
    fireEvent.click(selectAll);
    expect(onChange).toHaveBeenCalledWith([1, 2, 3], [1, 2, 3]);
  });

  it('clears the group when everything was chosen', () => {
    const { selectAll, onChange } = renderBlock([1, 2, 3]);
    expect((selectAll as HTMLInputElement).checked).toBe(true);
    fireEvent.click(selectAll);
    expect(onChange).toHaveBeenCalledWith([1, 2, 3], []);
  });

  it('adds a single ability to the group choice', () => {
    const { onChange } = renderBlock([1]);
    fireEvent.click(screen.getByRole('checkbox', { name: /标题库/ }));
    expect(onChange).toHaveBeenCalledWith([1, 2, 3], [1, 3]);
  });

  it('ignores clicks when disabled (the super administrator)', () => {
    const { selectAll, onChange } = renderBlock([1, 2, 3], true);
    fireEvent.click(selectAll);
    expect(onChange).not.toHaveBeenCalled();
  });
});
