import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userPreferences } from '../../db/schema';

/** Each user's stored preferences by key (the value as saved, checked by the service). */
export class UserPreferencesRepository {
  constructor(private readonly db: Db) {}

  async findValue(userId: number, key: string): Promise<unknown> {
    const [row] = await this.db
      .select({ value: userPreferences.value })
      .from(userPreferences)
      .where(and(eq(userPreferences.userId, userId), eq(userPreferences.key, key)));
    return row?.value;
  }

  async upsertValue(userId: number, key: string, value: unknown, at: Date): Promise<void> {
    await this.db
      .insert(userPreferences)
      .values({ userId, key, value, updatedAt: at })
      .onConflictDoUpdate({
        target: [userPreferences.userId, userPreferences.key],
        set: { value, updatedAt: at },
      });
  }
}
