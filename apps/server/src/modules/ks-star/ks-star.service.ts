import type {
  Paged,
  StarAccount,
  StarAuthorQuery,
  StarAuthorRow,
  StarOrderDetail,
  StarOrderDetailQuery,
  StarOrderQuery,
  StarOrderRow,
  StarTaskQuery,
  StarTaskRow,
} from '@toufang/contracts';
import type { AuthContext } from '../../http/access';
import { AppError } from '../../lib/app-error';
import { MediaCallError, ReauthorizeRequired } from '../../media/http/media-errors';
import type { TokenSource } from '../../media/http/token-provider';
import type { KuaishouStar } from '../../media/kuaishou/star';
import type { MediaAccountsService } from '../media-accounts/media-accounts.service';

/** Accounts listed for the account picker at most (a user's Kuaishou scope is far smaller). */
const ACCOUNTS_MAX = 1000;

/**
 * Kuaishou star (磁力聚星, spec 002 §2 `/landing/ksstar/*`; docs/architecture/ks-star.md): reads
 * passed through to the medium for one Kuaishou account of the caller's data scope, with that
 * account's token, as reads (rate-limited per app and advertiser, retried when lost). An account
 * outside the scope is refused before any call (`ADVERTISERS_OUT_OF_SCOPE`); a medium's refusal
 * answers its message (`MEDIUM_UNAVAILABLE`); nothing is stored.
 */
export class KsStarService {
  constructor(
    private readonly star: KuaishouStar,
    private readonly accounts: Pick<MediaAccountsService, 'listAdvertisers'>,
    private readonly tokens: (medium: 'kuaishou', advertiserId: string) => Promise<TokenSource>,
  ) {}

  /** The enabled Kuaishou advertiser accounts of the caller's data scope. */
  async accountsOf(auth: AuthContext): Promise<StarAccount[]> {
    const { list } = await this.accounts.listAdvertisers(auth, {
      medium: 'kuaishou',
      enabled: true,
      page: 1,
      perPage: ACCOUNTS_MAX,
    });
    return list
      .filter((a) => a.role === 'advertiser')
      .map((a) => ({ advertiser_id: a.advertiserId, name: a.alias || a.name }));
  }

  authors(auth: AuthContext, query: StarAuthorQuery): Promise<Paged<StarAuthorRow>> {
    return this.read(auth, query.advertiser_id, (t) => this.star.authors(t, query));
  }

  tasks(auth: AuthContext, query: StarTaskQuery): Promise<Paged<StarTaskRow>> {
    return this.read(auth, query.advertiser_id, (t) => this.star.tasks(t, query));
  }

  orders(auth: AuthContext, query: StarOrderQuery): Promise<Paged<StarOrderRow>> {
    return this.read(auth, query.advertiser_id, (t) => this.star.orders(t, query));
  }

  order(auth: AuthContext, query: StarOrderDetailQuery): Promise<StarOrderDetail> {
    return this.read(auth, query.advertiser_id, (t) =>
      this.star.order(t, query.advertiser_id, query.order_id),
    );
  }

  private async read<T>(
    auth: AuthContext,
    advertiserId: string,
    call: (token: TokenSource) => Promise<T>,
  ): Promise<T> {
    const inScope = await this.accountsOf(auth);
    if (!inScope.some((a) => a.advertiser_id === advertiserId)) {
      throw new AppError('ADVERTISERS_OUT_OF_SCOPE', { params: { ids: advertiserId } });
    }
    try {
      return await call(await this.tokens('kuaishou', advertiserId));
    } catch (error) {
      if (error instanceof ReauthorizeRequired) throw new AppError('REAUTHORIZE_REQUIRED');
      if (error instanceof MediaCallError) {
        throw new AppError('MEDIUM_UNAVAILABLE', { params: { reason: error.message } });
      }
      throw error;
    }
  }
}
