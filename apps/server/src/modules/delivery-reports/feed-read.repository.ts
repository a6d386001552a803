import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/sql-helpers';
import { FEED_V3_SOURCES } from './feed-sources';

// Single objects of the mirror for the detail reads (spec 001 §7 "Reads"), within a data scope.

type Row = Record<string, unknown> & { id: string };

const inScope = (scope: string[] | null): SQL =>
  scope === null ? sql`true` : scope.length === 0 ? sql`false` : sql`o.advertiser_id in ${scope}`;

const forAdvertiser = (advertiserId: string | undefined): SQL =>
  advertiserId === undefined ? sql`true` : sql`o.advertiser_id = ${advertiserId}`;

export interface MaterialFileRow {
  materialId: string;
  materialType: 'video' | 'image';
  url: string | null;
  coverUrl: string | null;
  width: number | null;
  height: number | null;
  durationMs: number | null;
}

export class FeedReadRepository {
  constructor(private readonly db: Db) {}

  /** A project or promotion with the report row's columns and the object as last returned. */
  async findObject(
    tab: 'project' | 'promotion',
    id: string,
    advertiserId: string | undefined,
    scope: string[] | null,
  ): Promise<(Row & { raw: Record<string, unknown> }) | undefined> {
    const source = FEED_V3_SOURCES[tab];
    const key = sql.raw(`o.${source.id}`);
    const rows = await selectRows<Row & { raw: Record<string, unknown> }>(
      this.db,
      sql`
      select ${key} as id, ${sql.raw(source.columns)}, o.raw
      from ${sql.raw(source.table)} o ${sql.raw(source.joins)}
      where o.medium = 'bytedance' and ${key} = ${id} and ${forAdvertiser(advertiserId)}
        and ${inScope(scope)}`,
    );
    return rows[0];
  }

  /** A file of an advertiser's library on the medium, by its material id or its file id. */
  async findMaterialFile(
    viId: string,
    type: 'video' | 'image',
    advertiserId: string,
    scope: string[] | null,
  ): Promise<MaterialFileRow | undefined> {
    const rows = await selectRows(
      this.db,
      sql`
      select o.material_id, o.material_type, o.url, o.cover_url, o.width, o.height, o.duration_ms
      from materials o
      where o.medium = 'bytedance' and o.advertiser_id = ${advertiserId}
        and o.material_type = ${type} and (o.material_id = ${viId} or o.file_id = ${viId})
        and ${inScope(scope)}
      order by (o.material_id = ${viId}) desc limit 1`,
    );
    const row = rows[0];
    if (row === undefined) return undefined;
    const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
    return {
      materialId: String(row.material_id),
      materialType: row.material_type === 'video' ? 'video' : 'image',
      url: (row.url as string | null) ?? null,
      coverUrl: (row.cover_url as string | null) ?? null,
      width: num(row.width),
      height: num(row.height),
      durationMs: num(row.duration_ms),
    };
  }
}
