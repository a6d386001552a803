import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MaterialFile } from '@toufang/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { stubApi, stubResizeObserver } from '../../feed-batches/test-api';
import { ImageTextDialog } from './image-text-dialog';

/** antd renders slowly in jsdom on a busy machine. */
const SLOW = { timeout: 10_000 };

beforeAll(stubMatchMedia);
beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const image = (fid: number) =>
  ({ fid, name: `图${fid}.png`, type: 'image', thumb_url: null }) as MaterialFile;

function renderDialog() {
  const onCreated = vi.fn();
  const onClose = vi.fn();
  const calls = stubApi({
    'GET /material/file/list': () => ({
      list: [image(1), image(2), image(3)],
      page_info: { page: 1, page_size: 60, total_number: 3, total_page: 1 },
    }),
    'POST /material/file/imagetext': (call) => ({
      ...image(9),
      type: 'image_text',
      name: (call.body as { name: string }).name,
    }),
  });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <ImageTextDialog dirId={4} dirName="春节" onCreated={onCreated} onClose={onClose} />
      </App>
    </QueryClientProvider>,
  );
  return { calls, onCreated, onClose };
}

const create = () => fireEvent.click(screen.getByRole('button', { name: /创\s*建/ }));

describe('ImageTextDialog', () => {
  it('offers the library images and refuses too few images or an empty text, sending nothing', async () => {
    const { calls } = renderDialog();
    await screen.findByRole('button', { name: '图1.png' }, SLOW);
    expect(calls[0]?.query.get('type')).toBe('image');
    fireEvent.change(screen.getByLabelText('图文名称'), { target: { value: '春节组图' } });
    fireEvent.click(screen.getByRole('button', { name: '图2.png' }));
    create();
    expect(
      await screen.findByText('请输入图文文案；图文需要 2–9 张图片（当前 1 张）', {}, SLOW),
    ).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('creates the 图文 with the images in the order they were clicked', async () => {
    const { calls, onCreated, onClose } = renderDialog();
    await screen.findByRole('button', { name: '图1.png' }, SLOW);
    fireEvent.change(screen.getByLabelText('图文名称'), { target: { value: '春节组图' } });
    fireEvent.change(screen.getByLabelText('文案'), { target: { value: '新春礼包限时领取' } });
    fireEvent.click(screen.getByRole('button', { name: '图3.png' }));
    fireEvent.click(screen.getByRole('button', { name: '图1.png' }));
    expect(screen.getByRole('button', { name: '图3.png' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    create();
    await waitFor(() => expect(onCreated).toHaveBeenCalled(), SLOW);
    const sent = calls.find((c) => c.method === 'POST');
    expect(sent?.body).toEqual({
      dir_id: 4,
      name: '春节组图',
      text: '新春礼包限时领取',
      image_ids: [3, 1],
    });
    expect(onClose).toHaveBeenCalled();
  });
});
