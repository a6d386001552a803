import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Paged } from '@toufang/contracts';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { QueryParams } from '../api/client';
import { buildPageParams, filtersKey, usePagedQuery } from './use-paged-query';
import type { Filters } from './use-paged-query';

describe('buildPageParams', () => {
  it.each([
    ['sends page and per_page without filters', {}, { page: 1, per_page: 20 }],
    ['trims a keyword', { keyword: '  zhang ' }, { keyword: 'zhang', page: 1, per_page: 20 }],
    ['leaves out a blank keyword', { keyword: '   ' }, { page: 1, per_page: 20 }],
    [
      'leaves out null and undefined',
      { dept_id: null, role_id: undefined },
      { page: 1, per_page: 20 },
    ],
    [
      'keeps status 0 (disabled is a real filter)',
      { status: 0 },
      { status: 0, page: 1, per_page: 20 },
    ],
    ['leaves out an empty list', { ids: [] }, { page: 1, per_page: 20 }],
    ['keeps a list', { ids: [3, 4] }, { ids: [3, 4], page: 1, per_page: 20 }],
  ] as [string, Filters, QueryParams][])('%s', (_name, filters, expected) => {
    expect(buildPageParams(filters, 1, 20)).toEqual(expected);
  });

  it('lets paging win over a filter of the same name', () => {
    expect(buildPageParams({ page: 9 }, 2, 50)).toEqual({ page: 2, per_page: 50 });
  });

  it('gives the same key to filters that send the same request', () => {
    expect(filtersKey({ keyword: ' a ', status: undefined })).toBe(filtersKey({ keyword: 'a' }));
    expect(filtersKey({ keyword: 'a' })).not.toBe(filtersKey({ keyword: 'b' }));
  });
});

function pageOf(params: QueryParams, total: number): Paged<{ id: number }> {
  const page = Number(params.page);
  const perPage = Number(params.per_page);
  const first = (page - 1) * perPage;
  const count = Math.max(0, Math.min(perPage, total - first));
  return {
    list: Array.from({ length: count }, (_, index) => ({ id: first + index + 1 })),
    page_info: {
      page,
      per_page: perPage,
      total_number: total,
      total_page: Math.ceil(total / perPage),
    },
  };
}

function setup(initialFilters: Filters, total: () => number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const fetchPage = vi.fn((params: QueryParams) => Promise.resolve(pageOf(params, total())));
  const view = renderHook(
    ({ filters }: { filters: Filters }) =>
      usePagedQuery({ queryKey: ['test'], fetchPage, filters }),
    { wrapper, initialProps: { filters: initialFilters } },
  );
  return { ...view, fetchPage, client };
}

describe('usePagedQuery', () => {
  it('loads the first page with the filters', async () => {
    const { result, fetchPage } = setup({ keyword: 'x' }, () => 45);
    await waitFor(() => expect(result.current.rows).toHaveLength(20));
    expect(result.current.total).toBe(45);
    expect(fetchPage.mock.calls[0]?.[0]).toEqual({ keyword: 'x', page: 1, per_page: 20 });
  });

  it('goes back to page 1 when a filter changes', async () => {
    const { result, rerender, fetchPage } = setup({ keyword: 'x' }, () => 45);
    await waitFor(() => expect(result.current.total).toBe(45));
    act(() => result.current.changePage(3, 20));
    await waitFor(() => expect(result.current.rows[0]).toEqual({ id: 41 }));
    expect(result.current.page).toBe(3);

    rerender({ filters: { keyword: 'y' } });
    expect(result.current.page).toBe(1);
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith(
        { keyword: 'y', page: 1, per_page: 20 },
        expect.anything(),
      ),
    );
  });

  it('starts from page 1 when the page size changes', async () => {
    const { result } = setup({}, () => 300);
    await waitFor(() => expect(result.current.total).toBe(300));
    act(() => result.current.changePage(2, 20));
    await waitFor(() => expect(result.current.page).toBe(2));
    act(() => result.current.changePage(2, 50));
    expect(result.current.page).toBe(1);
    expect(result.current.perPage).toBe(50);
    await waitFor(() => expect(result.current.rows).toHaveLength(50));
  });

  it('steps back to the last page when its rows are gone after a refresh', async () => {
    let total = 45;
    const { result, client } = setup({}, () => total);
    await waitFor(() => expect(result.current.total).toBe(45));
    act(() => result.current.changePage(3, 20));
    await waitFor(() => expect(result.current.rows).toHaveLength(5));

    total = 40;
    await act(() => client.invalidateQueries({ queryKey: ['test'] }));
    await waitFor(() => expect(result.current.page).toBe(2));
    await waitFor(() => expect(result.current.rows[0]).toEqual({ id: 21 }));
  });
});
