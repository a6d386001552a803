import { and, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { materialFiles, users } from '../../db/schema';
import { selectRows } from '../../db/sql-helpers';
import type { AdvertiserScope } from '../media-accounts/advertiser-conditions';
import type { MaterialReportsRepository } from '../material-reports/material-reports.repository';
import {
  creditedId,
  fileFilters,
  visible,
  type MaterialScope,
} from '../materials/materials.repository';

// 素材概览's reads (docs/architecture/dashboard.md): the library's files by when they were made
// and reviewed (the created and reviewed indexes), and their stats through the pushes' media ids
// (the material reports' joins, each a lookup by the stats mirror's key).

export interface OverviewFilter {
  scope: MaterialScope;
  accountScope: AdvertiserScope;
  designer?: number | undefined;
  gameId?: number | undefined;
}

export interface DesignerCount {
  date: string;
  designerId: number;
  designerName: string;
  count: number;
}

export interface DesignerReviews {
  designerId: number;
  designerName: string;
  approved: number;
  rejected: number;
}

export interface FileAgeSums {
  fileId: number;
  age: number;
  cost: number;
  conversions: number;
}

/** The start of a day of Asia/Shanghai (UTC+8 all year) as an instant. */
const shanghaiStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const nextDay = (day: string) => new Date(shanghaiStart(day).getTime() + 86_400_000);

const shanghaiDay = (column: SQL | typeof materialFiles.createdAt) =>
  sql<string>`to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;

export class MaterialOverviewRepository {
  constructor(
    private readonly db: Db,
    private readonly reports: MaterialReportsRepository,
  ) {}

  private files(filter: OverviewFilter): SQL | undefined {
    return and(
      visible(filter.scope),
      fileFilters({ designer: filter.designer, gad_cfg_game_id: filter.gameId }),
    );
  }

  /** Files made from `from` through `to` (China days), per day and credited designer. */
  async newFiles(filter: OverviewFilter, from: string, to: string): Promise<DesignerCount[]> {
    const day = shanghaiDay(materialFiles.createdAt);
    const rows = await this.db
      .select({ date: day, designerId: creditedId, designerName: users.nickName, count: count() })
      .from(materialFiles)
      .innerJoin(users, eq(users.id, creditedId))
      .where(
        and(
          this.files(filter),
          gte(materialFiles.createdAt, shanghaiStart(from)),
          lt(materialFiles.createdAt, nextDay(to)),
        ),
      )
      .groupBy(day, creditedId, users.nickName);
    return rows.map((row) => ({ ...row, designerId: Number(row.designerId) }));
  }

  /** Review decisions taken from `from` through `to`, per credited designer. */
  async reviews(filter: OverviewFilter, from: string, to: string): Promise<DesignerReviews[]> {
    const rows = await this.db
      .select({
        designerId: creditedId,
        designerName: users.nickName,
        approved: sql<number>`count(*) filter (where ${materialFiles.reviewStatus} = 'approved')`,
        rejected: sql<number>`count(*) filter (where ${materialFiles.reviewStatus} = 'rejected')`,
      })
      .from(materialFiles)
      .innerJoin(users, eq(users.id, creditedId))
      .where(
        and(
          this.files(filter),
          inArray(materialFiles.reviewStatus, ['approved', 'rejected']),
          gte(materialFiles.reviewedAt, shanghaiStart(from)),
          lt(materialFiles.reviewedAt, nextDay(to)),
        ),
      )
      .groupBy(creditedId, users.nickName);
    return rows.map((row) => ({
      designerId: Number(row.designerId),
      designerName: row.designerName,
      approved: Number(row.approved),
      rejected: Number(row.rejected),
    }));
  }

  /** Files waiting for review now. */
  async pending(filter: OverviewFilter): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(materialFiles)
      .where(and(this.files(filter), eq(materialFiles.reviewStatus, 'pending')));
    return row?.n ?? 0;
  }

  /**
   * Each file's cost and conversions in the range by age: the days since its first push to an
   * account in scope (China days, never below 0).
   */
  async ageSums(filter: OverviewFilter, from: string, to: string): Promise<FileAgeSums[]> {
    const files = sql`${this.db
      .select({ id: materialFiles.id })
      .from(materialFiles)
      .where(this.files(filter))}`;
    const rows = await selectRows<{
      file_id: number;
      age: number | string;
      cost: number | string;
      conversions: number | string;
    }>(
      this.db,
      sql`with ${this.reports.statsCtes(files, filter.accountScope, { start: from, end: to })},
        firsts as (
          select file_id, (min(pushed_at) at time zone 'Asia/Shanghai')::date as first_day
          from pushed group by file_id
        )
        select r.file_id, greatest(0, r.stat_date - fp.first_day) as age,
          coalesce(sum(r.cost), 0)::float8 as cost,
          coalesce(sum(r.conversions), 0)::float8 as conversions
        from rows r join firsts fp on fp.file_id = r.file_id
        group by r.file_id, greatest(0, r.stat_date - fp.first_day)`,
    );
    return rows.map((row) => ({
      fileId: Number(row.file_id),
      age: Number(row.age),
      cost: Number(row.cost),
      conversions: Number(row.conversions),
    }));
  }
}
