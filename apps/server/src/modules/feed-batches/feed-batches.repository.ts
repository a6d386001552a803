import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectPage, type PageWindow } from '../../db/query-helpers';
import { advertisers } from '../../db/schema';
import { containing } from '../../db/sql-helpers';
import type { Medium } from '../../lib/media-mirror';

/** An ordinary account as the batch screens list it. */
export interface BatchAdvertiser {
  advertiserId: string;
  name: string;
  alias: string | null;
  company: string | null;
}

export interface BatchAdvertiserFilter extends PageWindow {
  medium: Medium;
  /** The medium's ids the caller may act on (their data scope). */
  inScope: readonly string[];
  /** Name or alias (contains) or the account id (exact). */
  keyword?: string;
}

const columns = {
  advertiserId: advertisers.advertiserId,
  name: advertisers.name,
  alias: advertisers.alias,
  company: advertisers.company,
};

/** The authorized accounts the batches act on (ordinary advertisers switched on here). */
export class FeedBatchesRepository {
  constructor(private readonly db: Db) {}

  async listAdvertisers(
    filter: BatchAdvertiserFilter,
  ): Promise<{ list: BatchAdvertiser[]; total: number }> {
    if (filter.inScope.length === 0) return { list: [], total: 0 };
    const keyword = filter.keyword?.trim();
    const where = and(
      eq(advertisers.medium, filter.medium),
      eq(advertisers.role, 'advertiser'),
      eq(advertisers.enabled, true),
      inArray(advertisers.advertiserId, [...filter.inScope]),
      keyword
        ? or(
            ilike(advertisers.name, containing(keyword)),
            ilike(advertisers.alias, containing(keyword)),
            eq(advertisers.advertiserId, keyword),
          )
        : undefined,
    );
    const rows = this.db.select(columns).from(advertisers).orderBy(asc(advertisers.id)).$dynamic();
    return selectPage(this.db, advertisers, where, rows, filter);
  }

  /** Names of the medium's accounts among `ids`. */
  async namesOf(medium: Medium, ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select({ id: advertisers.advertiserId, name: advertisers.name, alias: advertisers.alias })
      .from(advertisers)
      .where(and(eq(advertisers.medium, medium), inArray(advertisers.advertiserId, [...ids])));
    return new Map(rows.map((r) => [r.id, r.alias ? `${r.alias}（${r.name}）` : r.name]));
  }
}
