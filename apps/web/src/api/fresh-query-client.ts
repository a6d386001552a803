import {
  QueryClient,
  type InvalidateOptions,
  type InvalidateQueryFilters,
  type Query,
} from '@tanstack/react-query';

/**
 * A query client whose invalidation also reaches a list still loading for the first time. TanStack
 * Query refetches an invalidated query that has data by cancelling its fetch in flight, but one that
 * has none yet keeps that fetch, so a list opened a moment before a save (a dialog submitted while
 * the tab behind it loads) would show what it read before the save. Such fetches are cancelled first,
 * so the invalidation starts them again after the write.
 */
export class FreshQueryClient extends QueryClient {
  override async invalidateQueries(
    filters?: InvalidateQueryFilters,
    options?: InvalidateOptions,
  ): Promise<void> {
    const firstLoad = (query: Query) =>
      query.state.data === undefined &&
      query.state.fetchStatus === 'fetching' &&
      (filters?.predicate?.(query) ?? true);
    await this.cancelQueries({ ...filters, predicate: firstLoad });
    return super.invalidateQueries(filters, options);
  }
}
