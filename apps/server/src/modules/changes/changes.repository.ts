import { and, desc, eq, inArray, isNull, notInArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectPage, type PageWindow } from '../../db/query-helpers';
import { changeLog, users } from '../../db/schema';

export type NewChangeRow = typeof changeLog.$inferInsert;
export type ChangeRecord = typeof changeLog.$inferSelect & { userName: string | null };

export interface ChangeFilter extends PageWindow {
  objectType?: string;
  objectId: string;
  /** The advertisers whose objects may be read; null: all (administrators). */
  advertiserIds: readonly string[] | null;
  /** Object types left out (those the caller may not see). */
  hiddenTypes: readonly string[];
}

/** Rows per INSERT: PostgreSQL allows 65,535 parameters per statement. */
const INSERT_CHUNK = 500;

/** The change history: appended to, never updated. */
export class ChangesRepository {
  constructor(private readonly db: Db) {}

  async insertMany(rows: readonly NewChangeRow[]): Promise<void> {
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      await this.db.insert(changeLog).values(rows.slice(i, i + INSERT_CHUNK));
    }
  }

  /** One object's history, newest first, with the name of who made each change. */
  async listByObject(filter: ChangeFilter): Promise<{ list: ChangeRecord[]; total: number }> {
    const { advertiserIds, hiddenTypes } = filter;
    if (advertiserIds?.length === 0) return { list: [], total: 0 };
    const where = and(
      eq(changeLog.objectId, filter.objectId),
      filter.objectType ? eq(changeLog.objectType, filter.objectType) : undefined,
      advertiserIds ? inArray(changeLog.advertiserId, [...advertiserIds]) : undefined,
      hiddenTypes.length > 0
        ? or(isNull(changeLog.objectType), notInArray(changeLog.objectType, [...hiddenTypes]))
        : undefined,
    );
    const rows = this.db
      .select({ change: changeLog, userName: users.nickName })
      .from(changeLog)
      .leftJoin(users, eq(users.id, changeLog.userId))
      .orderBy(desc(changeLog.at), desc(changeLog.id))
      .$dynamic();
    const page = await selectPage(this.db, changeLog, where, rows, filter);
    return {
      list: page.list.map((r) => ({ ...r.change, userName: r.userName })),
      total: page.total,
    };
  }
}
