import {
  CREATION_READS,
  type CreationMedium,
  type CreationRead,
  type CreationReadQuery,
} from '@toufang/contracts';
import type { AuthContext } from '../../http/access';
import { AppError } from '../../lib/app-error';
import type { CreationReadCalls } from '../../media/creation-reads';
import type { MediaClient } from '../../media/http/media-client';
import { MediaCallError, ReauthorizeRequired } from '../../media/http/media-errors';
import type { TokenSource } from '../../media/http/token-provider';
import { numericId } from '../../media/oauth-support';
import type { MediaAccountsService } from '../media-accounts/media-accounts.service';

/** The key each medium names the advertiser by on the wire. */
const ADVERTISER_KEY: Record<CreationMedium, 'advertiser_id' | 'account_id'> = {
  bytedance: 'advertiser_id',
  kuaishou: 'advertiser_id',
  tencent: 'account_id',
};

/**
 * The creation wizards' supporting reads (docs/architecture/creation.md "Supporting reads"): the
 * account must be in the caller's data scope, then the read's call goes to the medium with the
 * account's token, as a read (rate-limited per app and per advertiser, retried when lost), and its
 * reply is answered mapped. A medium's refusal is answered with its message; nothing changes.
 */
export class CreationReadsService {
  constructor(
    private readonly client: MediaClient,
    private readonly calls: CreationReadCalls,
    private readonly accounts: MediaAccountsService,
    private readonly tokens: (medium: CreationMedium, advertiserId: string) => Promise<TokenSource>,
  ) {}

  async read<R extends CreationRead>(
    auth: AuthContext,
    read: R,
    query: CreationReadQuery<R>,
  ): Promise<unknown> {
    const { medium } = CREATION_READS[read];
    const call = this.calls[read];
    const advertiserId = query.advertiser_id;
    const scope = new Set(await this.accounts.advertiserIdsInScope(auth, medium));
    if (!scope.has(advertiserId)) {
      throw new AppError('ADVERTISERS_OUT_OF_SCOPE', { params: { ids: advertiserId } });
    }
    try {
      const token = await this.tokens(medium, advertiserId);
      const reply = await this.client.call({
        medium,
        method: call.endpoint.method,
        path: call.endpoint.path,
        params: { [ADVERTISER_KEY[medium]]: numericId(advertiserId), ...call.params(query) },
        data: call.reply,
        effect: 'read',
        token,
        advertiserId,
      });
      const answer = call.answer(reply.data, query);
      if (answer === null) {
        throw new AppError('NOT_FOUND', { params: { entity: call.missing ?? '对象' } });
      }
      return answer;
    } catch (error) {
      if (error instanceof ReauthorizeRequired) throw new AppError('REAUTHORIZE_REQUIRED');
      if (error instanceof MediaCallError) {
        throw new AppError('MEDIUM_UNAVAILABLE', { params: { reason: error.message } });
      }
      throw error;
    }
  }
}
