import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { TagPickerModal } from './tag-picker-modal';

beforeAll(stubMatchMedia);
beforeEach(() =>
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  ),
);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const EXISTING = [
  { name: '春节', count: 5 },
  { name: '横版', count: 2 },
];

function renderPicker(onSubmit = vi.fn(() => Promise.resolve())) {
  render(
    <TagPickerModal
      title="设置标签"
      initialTags={['横版']}
      existing={EXISTING}
      onSubmit={onSubmit}
      onClose={() => undefined}
    />,
  );
  return onSubmit;
}

const input = () => screen.getByRole('combobox', { name: '标签' });

describe('tag picker', () => {
  it('offers the tags in use with their counts and keeps a chosen one', async () => {
    const onSubmit = renderPicker();
    fireEvent.mouseDown(input());
    fireEvent.click(await screen.findByText('春节（5）'));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(['横版', '春节']));
  });

  it('creates a new tag typed and ended with a comma', async () => {
    const onSubmit = renderPicker();
    fireEvent.mouseDown(input());
    fireEvent.change(input(), { target: { value: '竖版视频，' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(['横版', '竖版视频']));
  });

  it('refuses a tag over 20 characters before saving', async () => {
    const onSubmit = renderPicker();
    fireEvent.mouseDown(input());
    fireEvent.change(input(), { target: { value: `${'字'.repeat(21)}，` } });
    expect(await screen.findByText(`「${'字'.repeat(21)}」超过 20 个字`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
