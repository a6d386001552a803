import { and, desc, eq, isNotNull, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { changeLog } from '../../db/schema';
import type { Medium } from '../../lib/media-mirror';

/** What the advertiser picker reads beyond the account list: the caller's recent accounts. */
export class AdvertiserPickerRepository {
  constructor(private readonly db: Db) {}

  /** The medium's ids of the accounts the user changed last, latest first. */
  async recentAdvertiserIds(userId: number, medium: Medium, limit: number): Promise<string[]> {
    const last = max(changeLog.at);
    const rows = await this.db
      .select({ advertiserId: changeLog.advertiserId, last })
      .from(changeLog)
      .where(
        and(
          eq(changeLog.userId, userId),
          eq(changeLog.medium, medium),
          isNotNull(changeLog.advertiserId),
        ),
      )
      .groupBy(changeLog.advertiserId)
      .orderBy(desc(last))
      .limit(limit);
    return rows.flatMap((row) => (row.advertiserId === null ? [] : [row.advertiserId]));
  }
}
