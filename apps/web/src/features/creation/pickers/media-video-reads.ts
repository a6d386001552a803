import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { BytedanceMediaVideoInput, Paged } from '@toufang/contracts';
import { apiGet } from '../../../api/client';
import { creationKey } from '../api';

// The reads behind the 媒体素材 picker (docs/architecture/creation.md "Supporting reads"): an
// account's 抖音号, one 抖音号's videos by cursor, the account's 星图 videos by page, the 达人 of
// the account's 星广联投 task and the videos they submitted, by cursor. Each item becomes a video of
// the draft's `media_materials` with the medium's ids.

interface AwemeAccount {
  aweme_id: string;
  aweme_name: string;
}
interface AwemeVideo {
  item_id: string;
  video_id: string;
  title: string;
  cover_url: string;
  duration: number;
  width: number;
  height: number;
}
interface StarVideo {
  video_id: string;
  filename?: string;
  width?: number;
  height?: number;
  duration?: number;
  poster_url?: string;
}

interface StarTaskAuthor {
  aweme_id: string;
  aweme_name: string;
  valid_item_count: number;
}
interface StarTaskVideo {
  item_id: number;
  video_id: string;
  video_title: string;
  video_cover_url: string;
  duration: number;
  image_mode: string;
  aweme_id: string;
}

interface Carousel {
  id: number;
  file_name: string;
  images: { url: string; width: number; height: number }[];
}

/** Items a read: the largest the reads take (抖音 50 a call, 星图 and 图集 100 a page). */
const AWEME_COUNT = 50;
const STAR_PAGE_SIZE = 100;

export function useAwemeAccounts(advertiserId: string) {
  return useQuery({
    queryKey: creationKey('bytedance', 'aweme-accounts', advertiserId),
    queryFn: ({ signal }) =>
      apiGet<Paged<AwemeAccount>>(
        '/bytedance/aweme/accounts',
        { advertiser_id: advertiserId, per_page: 100 },
        { signal, silent: true },
      ),
    staleTime: 60_000,
  });
}

const awemeVideo = (awemeId: string, v: AwemeVideo): BytedanceMediaVideoInput => ({
  source: 'AWEME',
  video_id: v.video_id,
  item_id: v.item_id,
  aweme_id: awemeId,
  name: v.title,
  width: v.width,
  height: v.height,
  duration: v.duration,
  cover_url: v.cover_url,
});

const starVideo = (v: StarVideo): BytedanceMediaVideoInput => ({
  source: 'STAR',
  video_id: v.video_id,
  item_id: null,
  aweme_id: null,
  name: v.filename || `星图视频 ${v.video_id}`,
  width: v.width ?? null,
  height: v.height ?? null,
  duration: v.duration ?? null,
  cover_url: v.poster_url ?? '',
});

const starTaskVideo = (taskId: string, v: StarTaskVideo): BytedanceMediaVideoInput => ({
  source: 'STAR_TASK',
  video_id: v.video_id,
  item_id: String(v.item_id),
  aweme_id: v.aweme_id,
  star_task_id: taskId,
  name: v.video_title || `星广任务视频 ${v.item_id}`,
  duration: v.duration,
  vertical: v.image_mode === 'CREATIVE_IMAGE_MODE_VIDEO_VERTICAL',
  cover_url: v.video_cover_url,
});

const carousel = (c: Carousel): BytedanceMediaVideoInput => ({
  source: 'CAROUSEL',
  carousel_id: String(c.id),
  name: `${c.file_name}（${c.images.length} 张）`,
  width: c.images[0]?.width ?? null,
  height: c.images[0]?.height ?? null,
  cover_url: c.images[0]?.url ?? '',
});

export interface MediaVideoList {
  videos: BytedanceMediaVideoInput[];
  isLoading: boolean;
  error: Error | null;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/** The pages of a list read, as the dialog shows them: each item mapped to a draft video. */
function listOf<P>(
  query: {
    data?: { pages: P[] };
    isLoading: boolean;
    error: Error | null;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => Promise<unknown>;
  },
  videosOf: (page: P) => BytedanceMediaVideoInput[],
): MediaVideoList {
  return {
    videos: query.data?.pages.flatMap(videosOf) ?? [],
    isLoading: query.isLoading,
    error: query.error,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}

/** A read the medium pages by cursor (`AWEME_COUNT` a call), each item mapped to a draft video. */
function useCursorVideos<T>(
  key: readonly unknown[],
  path: string,
  params: Record<string, string>,
  enabled: boolean,
  videoOf: (item: T) => BytedanceMediaVideoInput,
): MediaVideoList {
  const query = useInfiniteQuery({
    queryKey: creationKey('bytedance', ...key),
    queryFn: ({ pageParam, signal }) =>
      apiGet<{ list: T[]; cursor: number; has_more: boolean }>(
        path,
        { ...params, cursor: pageParam, count: AWEME_COUNT },
        { signal, silent: true },
      ),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.has_more ? last.cursor : undefined),
    enabled,
    staleTime: 60_000,
  });
  return listOf(query, (page) => page.list.map(videoOf));
}

export function useAwemeVideos(advertiserId: string, awemeId: string | undefined): MediaVideoList {
  return useCursorVideos<AwemeVideo>(
    ['aweme-videos', advertiserId, awemeId],
    '/bytedance/aweme/videos',
    { advertiser_id: advertiserId, aweme_id: awemeId ?? '' },
    awemeId !== undefined,
    (v) => awemeVideo(awemeId ?? '', v),
  );
}

export function useStarVideos(advertiserId: string, enabled: boolean): MediaVideoList {
  const query = useInfiniteQuery({
    queryKey: creationKey('bytedance', 'star-videos', advertiserId),
    queryFn: ({ pageParam, signal }) =>
      apiGet<Paged<StarVideo>>(
        '/bytedance/v3/starmaterial/videos',
        { advertiser_id: advertiserId, page: pageParam, per_page: STAR_PAGE_SIZE },
        { signal, silent: true },
      ),
    initialPageParam: 1,
    getNextPageParam: ({ page_info: info }) =>
      info.page < info.total_page ? info.page + 1 : undefined,
    enabled,
    staleTime: 60_000,
  });
  return listOf(query, (page) => page.list.map(starVideo));
}

export function useCarousels(advertiserId: string): MediaVideoList {
  const query = useInfiniteQuery({
    queryKey: creationKey('bytedance', 'carousels', advertiserId),
    queryFn: ({ pageParam, signal }) =>
      apiGet<Paged<Carousel>>(
        '/bytedance/v3/carousel/templates',
        { advertiser_id: advertiserId, page: pageParam, per_page: STAR_PAGE_SIZE },
        { signal, silent: true },
      ),
    initialPageParam: 1,
    getNextPageParam: ({ page_info: info }) =>
      info.page < info.total_page ? info.page + 1 : undefined,
    staleTime: 60_000,
  });
  return listOf(query, (page) => page.list.map(carousel));
}

export function useStarTaskAuthors(advertiserId: string, taskId: string | null) {
  return useQuery({
    queryKey: creationKey('bytedance', 'star-task-authors', advertiserId, taskId),
    queryFn: ({ signal }) =>
      apiGet<Paged<StarTaskAuthor>>(
        '/bytedance/v3/stardelivery/authors',
        { advertiser_id: advertiserId, star_task_id: taskId ?? '', per_page: 100 },
        { signal, silent: true },
      ),
    enabled: taskId !== null,
    staleTime: 60_000,
  });
}

/** The videos 达人 submitted to the task that can be promoted; one 达人's when `awemeId` is set. */
export function useStarTaskVideos(
  advertiserId: string,
  taskId: string | null,
  awemeId: string | undefined,
): MediaVideoList {
  return useCursorVideos<StarTaskVideo>(
    ['star-task-videos', advertiserId, taskId, awemeId],
    '/bytedance/v3/stardelivery/videos',
    {
      advertiser_id: advertiserId,
      star_task_id: taskId ?? '',
      ...(awemeId ? { aweme_id: awemeId } : {}),
    },
    taskId !== null,
    (v) => starTaskVideo(taskId ?? '', v),
  );
}
