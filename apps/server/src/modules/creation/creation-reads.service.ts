import {
  CREATION_READS,
  type MediumKey,
  type CreationRead,
  type CreationReadQuery,
} from '@toufang/contracts';
import type { AuthContext } from '../../http/access';
import { AppError } from '../../lib/app-error';
import type { CreationReadCalls } from '../../media/creation-reads';
import { numericId } from '../../media/oauth-support';
import type { AccountCalls } from './account-calls';

/** The key each medium names the advertiser by on the wire. */
const ADVERTISER_KEY: Record<MediumKey, 'advertiser_id' | 'account_id'> = {
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
    private readonly calls: CreationReadCalls,
    private readonly accountCalls: AccountCalls,
  ) {}

  async read<R extends CreationRead>(
    auth: AuthContext,
    read: R,
    query: CreationReadQuery<R>,
  ): Promise<unknown> {
    const { medium } = CREATION_READS[read];
    const call = this.calls[read];
    return this.accountCalls.send(auth, {
      medium,
      advertiserId: query.advertiser_id,
      effect: 'read',
      wire: call,
      params: () => ({
        [ADVERTISER_KEY[medium]]: numericId(query.advertiser_id),
        ...call.params(query),
      }),
      answer: (data) => {
        const answer = call.answer(data, query);
        if (answer === null) {
          throw new AppError('NOT_FOUND', { params: { entity: call.missing ?? '对象' } });
        }
        return answer;
      },
    });
  }
}
