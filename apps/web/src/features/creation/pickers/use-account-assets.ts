import { useInfiniteQuery } from '@tanstack/react-query';
import type { Paged } from '@toufang/contracts';
import { apiGet } from '../../../api/client';
import { creationKey } from '../api';
import {
  assetMedium,
  assetPath,
  searchedOnMedium,
  type AssetContext,
  type AssetItem,
  type AssetKind,
} from './account-asset-kinds';

/** Objects read a page at a time, 100 a page (the reads' largest page). */
export const ASSET_PAGE_SIZE = 100;
/** The longest name the reads search by. */
const KEYWORD_MAX = 50;

/**
 * One account's objects of a kind, a page at a time (`loadMore` reads the next; a `whole` read is
 * one page). A `keyword` is
 * sent to the medium when its read searches by name; otherwise it filters the pages loaded.
 */
export function useAccountAssets(
  kind: AssetKind,
  advertiserId: string,
  context: AssetContext,
  keyword = '',
) {
  const word = keyword.trim().slice(0, KEYWORD_MAX);
  const onMedium = searchedOnMedium(kind);
  const filters = { ...kind.query?.(context), ...(onMedium && word ? { keyword: word } : {}) };
  const path = assetPath(kind);
  const query = useInfiniteQuery({
    queryKey: creationKey(assetMedium(kind), 'asset', path, advertiserId, filters),
    queryFn: async ({ pageParam, signal }): Promise<Paged<AssetItem>> => {
      if (kind.whole) {
        const list = kind.whole(
          await apiGet<unknown>(
            path,
            { advertiser_id: advertiserId, ...filters },
            { signal, silent: true },
          ),
        );
        const n = list.length;
        return { list, page_info: { page: 1, per_page: n, total_number: n, total_page: 1 } };
      }
      return apiGet<Paged<AssetItem>>(
        path,
        { advertiser_id: advertiserId, per_page: ASSET_PAGE_SIZE, page: pageParam, ...filters },
        { signal, silent: true },
      );
    },
    initialPageParam: 1,
    getNextPageParam: ({ page_info: info }) =>
      info.page < info.total_page ? info.page + 1 : undefined,
    staleTime: 60_000,
  });
  const loaded = query.data?.pages.flatMap((page) => page.list) ?? [];
  const needle = word.toLowerCase();
  const items =
    onMedium || !needle
      ? loaded
      : loaded.filter((item) => kind.option(item).label.toLowerCase().includes(needle));
  return {
    query,
    items,
    loaded: loaded.length,
    total: query.data?.pages.at(-1)?.page_info.total_number ?? 0,
    /** Whether the keyword only filters what is loaded. */
    searchesLoaded: !onMedium && needle !== '',
    hasMore: query.hasNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
