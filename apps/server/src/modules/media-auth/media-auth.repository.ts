import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oauthStates } from '../../db/schema';

export type OauthStateRow = typeof oauthStates.$inferSelect;
export type NewOauthStateRow = typeof oauthStates.$inferInsert;

export class MediaAuthRepository {
  constructor(private readonly db: Db) {}

  async insertState(row: NewOauthStateRow): Promise<void> {
    await this.db.insert(oauthStates).values(row);
  }

  /** Marks the state used and answers it, or null when unknown, spent or ended (one statement). */
  async spendState(stateHash: string, now: Date): Promise<OauthStateRow | null> {
    const [row] = await this.db
      .update(oauthStates)
      .set({ usedAt: now })
      .where(
        and(
          eq(oauthStates.stateHash, stateHash),
          isNull(oauthStates.usedAt),
          gt(oauthStates.expiresAt, now),
        ),
      )
      .returning();
    return row ?? null;
  }

  /** The medium of a state whatever its condition, to send the browser back to the right page. */
  async findState(stateHash: string): Promise<OauthStateRow | null> {
    const [row] = await this.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.stateHash, stateHash));
    return row ?? null;
  }

  async deleteEndedBefore(before: Date): Promise<number> {
    const rows = await this.db
      .delete(oauthStates)
      .where(lt(oauthStates.expiresAt, before))
      .returning({ id: oauthStates.id });
    return rows.length;
  }
}
