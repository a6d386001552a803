import type { Medium } from '../../lib/media-mirror';
import { createBytedanceAvatars, type BytedanceAvatars } from '../../media/bytedance/avatar';
import {
  createBytedanceEventAssets,
  type BytedanceEventAssets,
} from '../../media/bytedance/event-assets';
import type { MediaClient } from '../../media/http/media-client';
import type { TokenSource } from '../../media/http/token-provider';

/** What the batches need of the medium: its asset and avatar calls, and a token per advertiser. */
export interface FeedBatchTaskDeps {
  assets: BytedanceEventAssets;
  avatars: BytedanceAvatars;
  /** The token to act for `advertiserId` with (refreshing where the grant allows). */
  tokens: (medium: Medium, advertiserId: string) => Promise<TokenSource>;
}

export function feedBatchTaskDeps(
  client: MediaClient,
  tokens: { tokenSourceFor(medium: Medium, advertiserId: string): Promise<TokenSource> },
): FeedBatchTaskDeps {
  return {
    assets: createBytedanceEventAssets({ client }),
    avatars: createBytedanceAvatars({ client }),
    tokens: (medium, advertiserId) => tokens.tokenSourceFor(medium, advertiserId),
  };
}
