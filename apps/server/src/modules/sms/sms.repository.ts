import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsCodes, smsOutbox } from '../../db/schema';

export type SmsCodeRow = typeof smsCodes.$inferSelect;

export class SmsRepository {
  constructor(private readonly db: Db) {}

  async latestCode(mobile: string): Promise<SmsCodeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(smsCodes)
      .where(eq(smsCodes.mobile, mobile))
      .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
      .limit(1);
    return row;
  }

  async countSince(mobile: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(smsCodes)
      .where(and(eq(smsCodes.mobile, mobile), gte(smsCodes.createdAt, since)));
    return row?.n ?? 0;
  }

  async insertCode(values: typeof smsCodes.$inferInsert): Promise<void> {
    await this.db.insert(smsCodes).values(values);
  }

  async recordAttempt(id: number): Promise<void> {
    await this.db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(eq(smsCodes.id, id));
  }

  /** Marks the code used; false when another request used it first (single use). */
  async consume(id: number, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(smsCodes)
      .set({ usedAt: at })
      .where(and(eq(smsCodes.id, id), isNull(smsCodes.usedAt)))
      .returning({ id: smsCodes.id });
    return rows.length === 1;
  }

  async insertOutbox(mobile: string, content: string): Promise<void> {
    await this.db.insert(smsOutbox).values({ mobile, content });
  }

  async listOutbox(page: number, perPage: number, mobile?: string) {
    const where = mobile ? eq(smsOutbox.mobile, mobile) : undefined;
    const [total] = await this.db.select({ n: count() }).from(smsOutbox).where(where);
    const list = await this.db
      .select()
      .from(smsOutbox)
      .where(where)
      .orderBy(desc(smsOutbox.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    return { list, total: total?.n ?? 0 };
  }
}
