import type { MediumKey } from '@toufang/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../http/access';
import { AppError } from '../../lib/app-error';
import type { MediaClient } from '../../media/http/media-client';
import { MediaCallError, ReauthorizeRequired } from '../../media/http/media-errors';
import type { TokenSource } from '../../media/http/token-provider';
import type { WireEndpoint } from '../../media/write-calls';
import type { MediaAccountsService } from '../media-accounts/media-accounts.service';

/** One call the caller makes on one of its accounts: a creation wizard's supporting read or write. */
export interface AccountCall<T> {
  medium: MediumKey;
  advertiserId: string;
  effect: 'read' | 'write';
  /** The call's wire endpoint and the schema of its reply's data. */
  wire: { endpoint: WireEndpoint; reply: z.ZodType<T> };
  /** The medium's parameters, the advertiser included (made once the checks have passed). */
  params(): Record<string, unknown>;
  /** What must hold before anything is sent: it throws when it does not. */
  check?: () => Promise<void>;
  /** The answer made of the reply's data. */
  answer(data: T): unknown;
}

/**
 * How the creation wizards' supporting reads and writes (docs/architecture/creation.md) reach the
 * medium: the account must be in the caller's data scope and the call's own check must pass, then
 * the call goes with the account's token and its reply is answered. The medium asking for a new
 * authorization is REAUTHORIZE_REQUIRED, its refusal MEDIUM_UNAVAILABLE with its message.
 */
export class AccountCalls {
  constructor(
    private readonly client: MediaClient,
    private readonly accounts: MediaAccountsService,
    private readonly tokens: (medium: MediumKey, advertiserId: string) => Promise<TokenSource>,
  ) {}

  async send<T>(auth: AuthContext, call: AccountCall<T>): Promise<unknown> {
    const { medium, advertiserId } = call;
    const scope = new Set(await this.accounts.advertiserIdsInScope(auth, medium));
    if (!scope.has(advertiserId)) {
      throw new AppError('ADVERTISERS_OUT_OF_SCOPE', { params: { ids: advertiserId } });
    }
    await call.check?.();
    try {
      const token = await this.tokens(medium, advertiserId);
      const reply = await this.client.call({
        medium,
        method: call.wire.endpoint.method,
        path: call.wire.endpoint.path,
        params: call.params(),
        data: call.wire.reply,
        effect: call.effect,
        token,
        advertiserId,
      });
      return call.answer(reply.data);
    } catch (error) {
      if (error instanceof ReauthorizeRequired) throw new AppError('REAUTHORIZE_REQUIRED');
      if (error instanceof MediaCallError) {
        throw new AppError('MEDIUM_UNAVAILABLE', { params: { reason: error.message } });
      }
      throw error;
    }
  }
}
