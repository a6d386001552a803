import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { SelectionBar } from './selection-bar';

beforeAll(stubMatchMedia);
afterEach(cleanup);

describe('SelectionBar', () => {
  it('counts the selection and selects every row of the filter across pages', async () => {
    const onSelectAll = vi.fn(() => Promise.resolve());
    const onClear = vi.fn();
    render(<SelectionBar count={20} total={45} onSelectAll={onSelectAll} onClear={onClear} />);
    expect(screen.getByText('已选 20 条')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '选择全部 45 条符合筛选的数据' }));
    await waitFor(() => expect(onSelectAll).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: /清\s*空/ }));
    expect(onClear).toHaveBeenCalled();
  });

  it('offers nothing more once every row is selected, and nothing to clear when none is', () => {
    const { rerender } = render(
      <SelectionBar count={45} total={45} onSelectAll={vi.fn()} onClear={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: /选择全部/ })).toBeNull();
    rerender(<SelectionBar count={0} total={0} onSelectAll={vi.fn()} onClear={vi.fn()} />);
    expect(screen.getByText('已选 0 条')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /清\s*空/ })).toBeNull();
  });

  it('takes at most 2000 rows of a larger filter and says so', () => {
    render(<SelectionBar count={0} total={2500} onSelectAll={vi.fn()} onClear={vi.fn()} />);
    expect(
      screen.getByRole('button', { name: '选择前 2000 条符合筛选的数据（共 2500 条）' }),
    ).toBeTruthy();
  });
});
