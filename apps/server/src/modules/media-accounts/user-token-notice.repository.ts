import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { noticeReads } from '../../db/schema';

/**
 * Read marks of the Tencent authorization notice, kept beside the version notices' (one row per
 * user and notice key; `type` tells them apart).
 */
const NOTICE_TYPE = 'tencent_user_token';

export class UserTokenNoticeRepository {
  constructor(private readonly db: Db) {}

  async isRead(userId: number, key: string): Promise<boolean> {
    const [row] = await this.db
      .select({ userId: noticeReads.userId })
      .from(noticeReads)
      .where(
        and(
          eq(noticeReads.userId, userId),
          eq(noticeReads.version, key),
          eq(noticeReads.type, NOTICE_TYPE),
        ),
      );
    return row !== undefined;
  }

  async markRead(userId: number, key: string, at: Date): Promise<void> {
    await this.db
      .insert(noticeReads)
      .values({ userId, version: key, type: NOTICE_TYPE, readAt: at })
      .onConflictDoNothing();
  }
}
