import type { MirrorSource } from '../../lib/media-mirror';
import type { TokenSource } from '../../media/http/token-provider';
import type { MediumWrites } from '../../media/medium-writes';
import type { MirrorWriter } from './mirror-writer';

/** What the write task types of one medium need: its write calls and a token per advertiser. */
export interface DeliveryWriteDeps {
  writes: MediumWrites;
  /** The token to act for `advertiserId` with (refreshing where the grant allows). */
  tokens: (medium: MirrorSource, advertiserId: string) => Promise<TokenSource>;
  /** Where confirmed writes land in the local mirror; none in task-only tests. */
  mirror?: MirrorWriter;
}
