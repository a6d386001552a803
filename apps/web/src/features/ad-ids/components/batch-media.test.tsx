import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '../../../test/stub-match-media';
import { stubApi, stubResizeObserver } from '../../feed-batches/test-api';
import { BatchMedia } from './batch-media';

beforeAll(stubMatchMedia);
beforeEach(stubResizeObserver);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
vi.setConfig({ testTimeout: 20_000 });

const PAGE = { page: 1, per_page: 1000, total_number: 0, total_page: 0 };

describe('BatchMedia (批量生成广告ID)', () => {
  it('uploads under the chosen medium, its categories and its bases', async () => {
    const calls = stubApi({
      'GET /category/search': () => ({ list: [{ id: 4, name: '网吧' }] }),
      'GET /tradition/linkbase': () => ({ list: [], page_info: PAGE }),
    });
    render(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <App>
            <BatchMedia />
          </App>
        </QueryClientProvider>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('radio', { name: '端游媒体' }));
    expect(screen.getByText(/端游媒体的广告ID以 P 开头/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '上传表格生成广告ID' }));
    expect(
      await screen.findByRole('dialog', { name: 'Excel 批量生成广告ID（端游媒体）' }),
    ).toBeTruthy();
    await waitFor(() =>
      expect(calls.map((c) => `${c.path}?${c.query.get('medium') ?? ''}`)).toEqual(
        expect.arrayContaining(['/category/search?pc', '/tradition/linkbase?pc']),
      ),
    );
  });
});
