import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ConfigOptions } from '@toufang/contracts';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../feed-batches/test-api';
import { useGameIdOptions } from './use-game-id-options';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useGameIdOptions', () => {
  it('offers the enabled games by 游戏ID and names a row game by its label', async () => {
    stubApi({
      'GET /config/options': (): ConfigOptions => ({
        games: [{ id: 3, gad_cfg_game_id: 1001, game_name: '三国志' }],
        departments: [],
      }),
    });
    const { result } = renderHook(() => useGameIdOptions(), { wrapper });
    await waitFor(() => expect(result.current.options).toHaveLength(1));
    expect(result.current.options[0]).toEqual({
      value: 1001,
      label: '三国志（1001）',
      name: '三国志',
    });
    expect(result.current.labelOf(1001)).toBe('三国志（1001）');
    expect(result.current.labelOf(2002)).toBe('2002');
    expect(result.current.labelOf(null)).toBe('-');
  });
});
