import { CREATION_WRITES, type CreationWrite, type CreationWriteBody } from '@toufang/contracts';
import type { AuthContext } from '../../http/access';
import { AppError } from '../../lib/app-error';
import type { CreationWriteCalls, CreationWriteReader } from '../../media/creation-writes';
import { numericId } from '../../media/oauth-support';
import type { AccountCalls } from './account-calls';
import type { CreationReadsService } from './creation-reads.service';

/**
 * The creation wizards' supporting writes (docs/architecture/creation.md "Supporting writes"):
 * the account must be in the caller's data scope and the write's own checks on the account must
 * pass (nothing is sent otherwise, every reason listed), then the call goes to the medium with
 * the account's token, as a write, and its reply is answered mapped. A medium's refusal is
 * answered with its message.
 */
export class CreationWritesService {
  constructor(
    private readonly calls: CreationWriteCalls,
    private readonly accountCalls: AccountCalls,
    private readonly reads: CreationReadsService,
  ) {}

  async write<W extends CreationWrite>(
    auth: AuthContext,
    write: W,
    body: CreationWriteBody<W>,
  ): Promise<unknown> {
    const call = this.calls[write];
    const read: CreationWriteReader = async (name, query) =>
      (await this.reads.read(auth, name, query)) as { list: { word: string }[] };
    return this.accountCalls.send(auth, {
      medium: CREATION_WRITES[write].medium,
      advertiserId: body.advertiser_id,
      effect: 'write',
      wire: call,
      check: async () => {
        const errors = (await call.check?.(body, read)) ?? [];
        if (errors.length > 0) throw new AppError('VALIDATION_FAILED', { details: errors });
      },
      params: () => ({ advertiser_id: numericId(body.advertiser_id), ...call.params(body) }),
      answer: (data) => call.answer(data, body),
    });
  }
}
