import type { MaterialReviewStatus, MaterialReviewTasksQuery } from '@toufang/contracts';
import type { ReviewerLoad } from '@toufang/domain';
import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { abilities, materialFiles, roleAbilities, roles, userRoles, users } from '../../db/schema';
import { containing } from '../../db/sql-helpers';
import { ROLE_ADMIN } from '@toufang/contracts';
import {
  creditedId,
  type MaterialFileRecord,
  MaterialsRepository,
  type NewMaterialFile,
} from './materials.repository';

/** The start of a day of Asia/Shanghai (UTC+8 all year) as an instant. */
const shanghaiStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const nextDay = (day: string) => new Date(shanghaiStart(day).getTime() + 86_400_000);

const live = isNull(materialFiles.deletedAt);

/** The review queue's reads and writes: every live file, whoever uploaded it. */
export class MaterialReviewRepository extends MaterialsRepository {
  constructor(db: Db) {
    super(db);
  }

  reviewTransaction<T>(fn: (repo: MaterialReviewRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new MaterialReviewRepository(tx)));
  }

  /** Live files among `ids`, whether public or not (a reviewer reviews every upload). */
  findLive(ids: readonly number[]): Promise<MaterialFileRecord[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.selectFiles()
      .where(and(inArray(materialFiles.id, [...ids]), live))
      .orderBy(asc(materialFiles.id));
  }

  async updateFile(id: number, values: Partial<NewMaterialFile>): Promise<void> {
    await this.db.update(materialFiles).set(values).where(eq(materialFiles.id, id));
  }

  /**
   * Enabled users holding `ability` through a role other than the administrator's, with the live
   * files now waiting for each: who a new upload may be assigned to.
   */
  async reviewerLoads(ability: string): Promise<ReviewerLoad[]> {
    const holders = this.db
      .selectDistinct({ userId: userRoles.userId })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .innerJoin(roleAbilities, eq(roleAbilities.roleId, roles.id))
      .innerJoin(abilities, eq(abilities.id, roleAbilities.abilityId))
      .where(and(eq(abilities.key, ability), ne(roles.name, ROLE_ADMIN)));
    const rows = await this.db
      .select({ userId: users.id, pending: count(materialFiles.id) })
      .from(users)
      .leftJoin(
        materialFiles,
        and(
          eq(materialFiles.reviewerId, users.id),
          eq(materialFiles.reviewStatus, 'pending'),
          live,
        ),
      )
      .where(and(eq(users.status, 1), inArray(users.id, holders)))
      .groupBy(users.id);
    return rows;
  }

  async listQueue(query: MaterialReviewTasksQuery, userId: number) {
    const where = and(
      this.queueFilters(query, userId),
      query.review_status ? eq(materialFiles.reviewStatus, query.review_status) : undefined,
    );
    // Waiting files oldest first (first in, first reviewed); decided ones latest decision first.
    const order =
      query.review_status === 'pending'
        ? [asc(materialFiles.createdAt), asc(materialFiles.id)]
        : [
            sql`${materialFiles.reviewStatus} = 'pending' desc`,
            desc(sql`coalesce(${materialFiles.reviewedAt}, ${materialFiles.createdAt})`),
            desc(materialFiles.id),
          ];
    return this.page(where, order, query);
  }

  /** Files per status under the queue's filters, the status filter aside. */
  async countByStatus(
    query: MaterialReviewTasksQuery,
    userId: number,
  ): Promise<Record<MaterialReviewStatus, number>> {
    const rows = await this.db
      .select({ status: materialFiles.reviewStatus, n: count() })
      .from(materialFiles)
      .where(this.queueFilters(query, userId))
      .groupBy(materialFiles.reviewStatus);
    const counts: Record<MaterialReviewStatus, number> = { pending: 0, approved: 0, rejected: 0 };
    for (const row of rows) counts[row.status] = row.n;
    return counts;
  }

  async pendingFor(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(materialFiles)
      .where(
        and(live, eq(materialFiles.reviewStatus, 'pending'), eq(materialFiles.reviewerId, userId)),
      );
    return row?.n ?? 0;
  }

  private queueFilters(query: MaterialReviewTasksQuery, userId: number): SQL | undefined {
    const keyword = query.keyword;
    return and(
      live,
      query.scope === 'mine' ? eq(materialFiles.reviewerId, userId) : undefined,
      query.type ? eq(materialFiles.kind, query.type) : undefined,
      query.designer ? eq(creditedId, query.designer) : undefined,
      query.gad_cfg_game_id ? eq(materialFiles.gadCfgGameId, query.gad_cfg_game_id) : undefined,
      keyword
        ? or(
            ilike(materialFiles.name, containing(keyword)),
            arrayContains(materialFiles.tags, [keyword]),
          )
        : undefined,
      query.date_from ? gte(materialFiles.createdAt, shanghaiStart(query.date_from)) : undefined,
      query.date_to ? lt(materialFiles.createdAt, nextDay(query.date_to)) : undefined,
    );
  }
}
