import { and, asc, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advertisers } from '../../db/schema';
import type { Medium } from '../../lib/media-mirror';
import { scopeCondition, type AdvertiserScope } from './media-accounts.repository';

/** Statements per UPDATE … FROM (VALUES …) when notes differ row by row. */
const NOTES_PER_STATEMENT = 500;

export interface AccountKey {
  id: number;
  advertiserId: string;
  inScope: boolean;
}

export interface AccountNote {
  id: number;
  medium: Medium;
  company: string | null;
  note: string | null;
}

/** Our notes on ad accounts (spec 000 §7 `update_note`, `sync_note`), under the data scope. */
export class AdvertiserNotesRepository {
  constructor(private readonly db: Db) {}

  /** Runs `fn` with a repository bound to one transaction: all of it lands or none. */
  transaction<T>(fn: (repo: AdvertiserNotesRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new AdvertiserNotesRepository(tx)));
  }

  /** The accounts of `medium` with these medium ids, and whether `scope` covers each. */
  async keysOf(
    medium: Medium,
    advertiserIds: readonly string[],
    scope: AdvertiserScope,
  ): Promise<AccountKey[]> {
    if (advertiserIds.length === 0) return [];
    const covered = scopeCondition(this.db, scope);
    return this.db
      .select({
        id: advertisers.id,
        advertiserId: advertisers.advertiserId,
        inScope: covered ? sql<boolean>`coalesce(${covered}, false)` : sql<boolean>`true`,
      })
      .from(advertisers)
      .where(
        and(eq(advertisers.medium, medium), inArray(advertisers.advertiserId, [...advertiserIds])),
      );
  }

  /** Sets each account's note (null clears it). */
  async setNotes(rows: readonly { id: number; note: string | null }[], now: Date): Promise<void> {
    for (let i = 0; i < rows.length; i += NOTES_PER_STATEMENT) {
      const values = sql.join(
        rows.slice(i, i + NOTES_PER_STATEMENT).map((r) => sql`(${r.id}::integer, ${r.note}::text)`),
        sql`, `,
      );
      await this.db.execute(sql`
        update ${advertisers} set note = v.note, updated_at = ${now.toISOString()}::timestamptz
        from (values ${values}) as v(id, note)
        where ${advertisers.id} = v.id`);
    }
  }

  /** The company and note of the accounts among `ids` that `scope` covers, by id. */
  notesOf(ids: readonly number[], scope: AdvertiserScope): Promise<AccountNote[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .select({
        id: advertisers.id,
        medium: advertisers.medium,
        company: advertisers.company,
        note: advertisers.note,
      })
      .from(advertisers)
      .where(and(inArray(advertisers.id, [...ids]), scopeCondition(this.db, scope)))
      .orderBy(asc(advertisers.id));
  }

  /**
   * Gives `note` to the accounts of `medium` and `company` that `scope` covers and whose note
   * differs; answers how many changed.
   */
  async copyNoteToCompany(
    medium: Medium,
    company: string,
    note: string,
    scope: AdvertiserScope,
    now: Date,
  ): Promise<number> {
    const changed = await this.db
      .update(advertisers)
      .set({ note, updatedAt: now })
      .where(
        and(
          eq(advertisers.medium, medium),
          isNotNull(advertisers.company),
          eq(advertisers.company, company),
          or(isNull(advertisers.note), ne(advertisers.note, note)),
          scopeCondition(this.db, scope),
        ),
      )
      .returning({ id: advertisers.id });
    return changed.length;
  }
}
