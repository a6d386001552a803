import type { MaterialReportListQuery, MediumKey } from '@toufang/contracts';
import { and, count, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advertisers, materialFiles } from '../../db/schema';
import { selectRows } from '../../db/sql-helpers';
import { STAT_SUMS, type StatSums } from '../../lib/stat-sums';
import { METRIC_FORMULAS } from '../delivery-reports/report-metrics';
import { scopeCondition, type AdvertiserScope } from '../media-accounts/advertiser-conditions';
import { fileFilters, visible, type MaterialScope } from '../materials/materials.repository';
import { MATERIAL_STATS_SOURCES } from './material-stats-sources';

// The stats of library files, read from the stats mirror through the media ids the pushes
// recorded (material-stats-sources.ts), within the caller's accounts. Sums only: rates are worked
// out from them by the service (docs/adr/0005).

export interface StatRange {
  start: string;
  end: string;
}

export interface FileSums {
  fileId: number;
  sums: StatSums;
  /** Accounts in scope the file was pushed to. */
  accounts: number;
}

export interface AccountDaySums {
  medium: MediumKey;
  advertiserId: string;
  date: string;
  sums: StatSums;
}

export interface PushedAccount {
  medium: MediumKey;
  advertiserId: string;
  mediaMaterialId: string;
  name: string | null;
}

type SumRow = Record<(typeof STAT_SUMS)[number], number | string | null>;

const sumsOf = (row: SumRow): StatSums =>
  Object.fromEntries(STAT_SUMS.map((c) => [c, Number(row[c] ?? 0)])) as StatSums;

const summed = (from: string) =>
  sql.join(
    STAT_SUMS.map((c) => sql`coalesce(sum(${sql.raw(`${from}.${c}`)}), 0) as ${sql.identifier(c)}`),
    sql`, `,
  );

const ids = (values: readonly number[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

export class MaterialReportsRepository {
  constructor(private readonly db: Db) {}

  /** The files the list filters select among those the scope sees. */
  private listed(query: MaterialReportListQuery, scope: MaterialScope): SQL | undefined {
    return and(
      visible(scope),
      fileFilters({
        type: query.type,
        designer: query.designer,
        gad_cfg_game_id: query.gad_cfg_game_id,
        name: query.keyword,
        dir_id: query.dir_id,
        tag: query.tag,
      }),
    );
  }

  /**
   * `pushed`: the (file, account) pairs of the files `files` selects, in the account scope, with
   * when each was first pushed (`pushed_at`); `objects`: the stats objects standing for each pair;
   * `rows`: their daily stats in the range. Each stats lookup is by the mirror's key (medium,
   * level, object id, day).
   */
  statsCtes(files: SQL, scope: AdvertiserScope, range: StatRange): SQL {
    const condition = scopeCondition(this.db, scope);
    const inScope =
      condition === undefined
        ? sql`true`
        : sql`(mp.medium, mp.advertiser_id) in (${this.db
            .select({ medium: advertisers.medium, id: advertisers.advertiserId })
            .from(advertisers)
            .where(condition)})`;
    const objects = sql.join(
      MATERIAL_STATS_SOURCES.map((source) =>
        source.via === 'material'
          ? sql`select p.file_id, p.medium, p.advertiser_id, ${source.level}::smallint as level,
                p.mid as object_id
              from pushed p where p.medium = ${source.medium}`
          : sql`select p.file_id, p.medium, p.advertiser_id, ${source.level}::smallint as level,
                c.creative_id as object_id
              from pushed p
              join creatives c on c.medium = p.medium and c.advertiser_id = p.advertiser_id
                and c.material_id = p.mid
              where p.medium = ${source.medium}`,
      ),
      sql` union all `,
    );
    return sql`pushed as (
        select mp.file_id, mp.medium, mp.advertiser_id, mp.media_material_id as mid,
          mp.created_at as pushed_at
        from material_pushes mp
        where mp.media_material_id is not null and mp.file_id in (${files}) and ${inScope}
      ),
      objects as (${objects}),
      rows as (
        select o.file_id, o.medium, o.advertiser_id, s.stat_date,
          ${sql.join(
            STAT_SUMS.map((c) => sql.raw(`s.${c}`)),
            sql`, `,
          )}
        from objects o
        join stats_daily s on s.medium = o.medium and s.level = o.level
          and s.object_id = o.object_id and s.advertiser_id = o.advertiser_id
        where s.stat_date between ${range.start}::date and ${range.end}::date
      )`;
  }

  /** A page of the listed files with their sums, sorted by one metric. */
  async listSums(
    query: MaterialReportListQuery,
    scope: MaterialScope,
    accountScope: AdvertiserScope,
    range: StatRange,
  ): Promise<{ rows: FileSums[]; total: number }> {
    const where = this.listed(query, scope);
    const files = sql`${this.db.select({ id: materialFiles.id }).from(materialFiles).where(where)}`;
    const { numerator, denominator } = METRIC_FORMULAS[query.sort];
    const top = sql`coalesce(sums.${sql.identifier(numerator)}, 0)::float8`;
    const key =
      denominator === undefined
        ? top
        : sql`coalesce(${top} / nullif(sums.${sql.identifier(denominator)}, 0), 0)`;
    const direction = sql.raw(query.order === 'asc' ? 'asc' : 'desc');
    const [rows, totals] = await Promise.all([
      selectRows<SumRow & { file_id: number; accounts: number | string }>(
        this.db,
        sql`with ${this.statsCtes(files, accountScope, range)},
          sums as (select file_id, ${summed('rows')} from rows group by file_id),
          accounts as (select file_id, count(*) as n from pushed group by file_id)
          select f.id as file_id, coalesce(accounts.n, 0) as accounts,
            ${sql.join(
              STAT_SUMS.map(
                (c) => sql`coalesce(sums.${sql.identifier(c)}, 0) as ${sql.identifier(c)}`,
              ),
              sql`, `,
            )}
          from material_files f
          left join sums on sums.file_id = f.id
          left join accounts on accounts.file_id = f.id
          where f.id in (${files})
          order by ${key} ${direction}, f.id ${direction}
          limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
      ),
      this.db.select({ n: count() }).from(materialFiles).where(where),
    ]);
    return {
      rows: rows.map((row) => ({
        fileId: Number(row.file_id),
        accounts: Number(row.accounts),
        sums: sumsOf(row),
      })),
      total: totals[0]?.n ?? 0,
    };
  }

  /** The sums of each of `fileIds` (absent: nothing pushed in scope or no stats). */
  async fileSums(
    fileIds: readonly number[],
    accountScope: AdvertiserScope,
    range: StatRange,
  ): Promise<Map<number, StatSums>> {
    if (fileIds.length === 0) return new Map();
    const rows = await selectRows<SumRow & { file_id: number }>(
      this.db,
      sql`with ${this.statsCtes(ids(fileIds), accountScope, range)}
        select file_id, ${summed('rows')} from rows group by file_id`,
    );
    return new Map(rows.map((row) => [Number(row.file_id), sumsOf(row)]));
  }

  /** One file's sums per account and day. */
  async accountDays(
    fileId: number,
    accountScope: AdvertiserScope,
    range: StatRange,
  ): Promise<AccountDaySums[]> {
    const rows = await selectRows<
      SumRow & { medium: MediumKey; advertiser_id: string; date: string }
    >(
      this.db,
      sql`with ${this.statsCtes(ids([fileId]), accountScope, range)}
        select medium, advertiser_id, to_char(stat_date, 'YYYY-MM-DD') as date, ${summed('rows')}
        from rows group by medium, advertiser_id, stat_date
        order by stat_date, medium, advertiser_id`,
    );
    return rows.map((row) => ({
      medium: row.medium,
      advertiserId: row.advertiser_id,
      date: row.date,
      sums: sumsOf(row),
    }));
  }

  /** The accounts in scope one file was pushed to, with their names. */
  async pushedAccounts(fileId: number, accountScope: AdvertiserScope): Promise<PushedAccount[]> {
    const range = { start: '1970-01-01', end: '1970-01-01' };
    const rows = await selectRows<{
      medium: MediumKey;
      advertiser_id: string;
      mid: string;
      name: string | null;
    }>(
      this.db,
      sql`with ${this.statsCtes(ids([fileId]), accountScope, range)}
        select p.medium, p.advertiser_id, p.mid, coalesce(nullif(a.alias, ''), nullif(a.name, '')) as name
        from pushed p
        left join advertisers a on a.medium = p.medium and a.advertiser_id = p.advertiser_id
        order by p.medium, p.advertiser_id`,
    );
    return rows.map((row) => ({
      medium: row.medium,
      advertiserId: row.advertiser_id,
      mediaMaterialId: row.mid,
      name: row.name,
    }));
  }
}
