import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { stubResizeObserver } from '../test/fake-api';
import { StatusFilterSelect } from './status-filter-select';
import { statusLabel } from '@toufang/domain';

beforeAll(stubMatchMedia);
vi.setConfig({ testTimeout: 60_000 });
beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const promotionLabel = (status: string) => statusLabel('promotion', status);
const VALUES = ['NOT_DELETED', 'ALL', 'OK', 'DISABLED'];

function Harness({ initial }: { initial: string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <StatusFilterSelect
        label={promotionLabel}
        values={VALUES}
        value={value}
        onChange={setValue}
      />
      <output aria-label="选中">{value.join(',')}</output>
    </>
  );
}

function option(label: string): HTMLElement {
  const found = screen
    .getAllByRole('option', { hidden: true })
    .find(
      (element) => element.getAttribute('aria-label') === label || element.textContent === label,
    );
  if (found) return found;
  // antd renders visible items beside the accessible listbox options.
  return screen.getAllByTitle(label).at(-1) as HTMLElement;
}

const selected = () => screen.getByLabelText('选中').textContent;

describe('StatusFilterSelect (spec 001 §4 "Status filter")', () => {
  it('collapses the selection to an all value and disables the other options', () => {
    render(<Harness initial={['OK', 'DISABLED']} />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(screen.getAllByTitle('全部（不含已删除）').at(-1) as HTMLElement);
    expect(selected()).toBe('NOT_DELETED');
    const delivering = screen.getAllByTitle('投放中').at(-1) as HTMLElement;
    expect(delivering.getAttribute('aria-disabled') ?? delivering.className).toMatch(
      /true|disabled/,
    );
    fireEvent.click(delivering);
    expect(selected()).toBe('NOT_DELETED');
  });

  it('keeps ordinary values together', () => {
    render(<Harness initial={['OK']} />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(option('已暂停'));
    expect(selected()).toBe('OK,DISABLED');
  });
});
