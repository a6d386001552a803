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
 * the tab behind it loads) would show what it read before the save. Such fetches of the queries the
 * invalidation refetches are cancelled first, so it starts them again after the write; a fetch
 * nothing observes (a `fetchQuery` awaited by code) is left to finish.
 */
export class FreshQueryClient extends QueryClient {
  override async invalidateQueries(
    filters?: InvalidateQueryFilters,
    options?: InvalidateOptions,
  ): Promise<void> {
    const refetchType = filters?.refetchType ?? 'active';
    if (refetchType !== 'none') {
      const refetched = (query: Query) =>
        refetchType === 'all' || (refetchType === 'active') === query.isActive();
      const firstLoad = (query: Query) =>
        query.state.data === undefined &&
        query.state.fetchStatus === 'fetching' &&
        refetched(query) &&
        (filters?.predicate?.(query) ?? true);
      await this.cancelQueries({ ...filters, predicate: firstLoad });
    }
    return super.invalidateQueries(filters, options);
  }
}
