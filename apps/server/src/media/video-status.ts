import type { z } from 'zod';
import type { Medium } from '../lib/media-mirror';
import type { MediaClient } from './http/media-client';
import type { TokenSource } from './http/token-provider';

// Whether the media have finished processing the videos a push uploaded (Kuaishou's asynchronous
// upload, Tencent's transcoding answer before the video is usable). Each medium that processes
// videos after answering describes its read as data (its folder's video-status.ts); this runs it.

/** `processing` also for a video the read does not answer yet. */
export type VideoState = 'ready' | 'processing' | 'failed';

export interface VideoStatusSpec<T> {
  medium: Medium;
  method: 'GET' | 'POST';
  path: string;
  /** Ids one read takes. */
  batch: number;
  params(advertiserId: string, videoIds: readonly string[]): Record<string, unknown>;
  data: z.ZodType<T>;
  states(data: T): [string, VideoState][];
}

export interface MediaVideoStatus {
  readonly batch: number;
  read(
    token: TokenSource,
    advertiserId: string,
    videoIds: readonly string[],
  ): Promise<Map<string, VideoState>>;
}

export function createVideoStatus<T>(
  client: MediaClient,
  spec: VideoStatusSpec<T>,
): MediaVideoStatus {
  return {
    batch: spec.batch,
    async read(token, advertiserId, videoIds) {
      const { data } = await client.call({
        medium: spec.medium,
        method: spec.method,
        path: spec.path,
        params: spec.params(advertiserId, videoIds),
        data: spec.data,
        effect: 'read',
        token,
        advertiserId,
      });
      const answered = new Map(spec.states(data));
      return new Map(videoIds.map((id) => [id, answered.get(id) ?? 'processing']));
    },
  };
}
