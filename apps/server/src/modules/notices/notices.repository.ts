import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { noticeReads, versionNotices } from '../../db/schema';

export type NoticeRecord = typeof versionNotices.$inferSelect;

/** Version notices and which of their surfaces each user has read (spec 000 §4). */
export class NoticesRepository {
  constructor(private readonly db: Db) {}

  async findNotice(version: string): Promise<NoticeRecord | undefined> {
    const [row] = await this.db
      .select()
      .from(versionNotices)
      .where(eq(versionNotices.version, version));
    return row;
  }

  async listReadTypes(userId: number, version: string): Promise<string[]> {
    const rows = await this.db
      .select({ type: noticeReads.type })
      .from(noticeReads)
      .where(and(eq(noticeReads.userId, userId), eq(noticeReads.version, version)));
    return rows.map((r) => r.type);
  }

  /** Idempotent: reading the same surface twice keeps the first read time. */
  async insertRead(userId: number, version: string, type: string, at: Date): Promise<void> {
    await this.db
      .insert(noticeReads)
      .values({ userId, version, type, readAt: at })
      .onConflictDoNothing();
  }
}
