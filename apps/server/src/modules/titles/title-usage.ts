import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { MediumKey } from '@toufang/contracts';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/sql-helpers';
import { DELIVERY_LEVEL } from '../../lib/media-mirror';
import { advertisers } from '../../db/schema';
import { scopeCondition, type AdvertiserScope } from '../media-accounts/advertiser-conditions';

// Where the delivery mirror keeps the titles an ad carries: the object as the medium returned it
// (`raw`). Ocean Engine keeps titles on the promotion (ad), Kuaishou and Tencent on the creative,
// whose ad is the one that used the title. One query reads all three from this table.

interface TitleSource {
  medium: MediumKey;
  table: 'ads' | 'creatives';
  /** jsonpath to the title texts in `raw`. */
  path: string;
}

export const TITLE_SOURCES: readonly TitleSource[] = [
  { medium: 'bytedance', table: 'ads', path: '$.promotion_materials.title_material_list[*].title' },
  { medium: 'kuaishou', table: 'creatives', path: '$.display_info.description' },
  { medium: 'tencent', table: 'creatives', path: '$.creative_components.title[*].value.content' },
];

export interface TitleUsage {
  titleId: number;
  usageCount: number;
  cost: number;
  conversions: number;
}

/** The caller's accounts of a medium, as a condition on the mirrored object `o`. */
function inScope(db: Db, medium: MediumKey, scope: AdvertiserScope): SQL {
  const condition = scopeCondition(db, scope);
  if (condition === undefined) return sql`true`;
  const accounts = db
    .select({ id: advertisers.advertiserId })
    .from(advertisers)
    .where(and(eq(advertisers.medium, medium), condition));
  return sql`o.advertiser_id in (${accounts})`;
}

/**
 * The ads of the title's game, in every medium, whose mirrored object carries the title's text,
 * among the accounts the caller may see.
 */
function adsCarrying(db: Db, scope: AdvertiserScope, gameId: SQL, text: SQL): SQL {
  const parts = TITLE_SOURCES.map(
    (source) => sql`select ${source.medium}::text as medium, o.ad_id
      from ${sql.identifier(source.table)} o
      where o.medium = ${source.medium} and o.game_id = ${gameId}
        and ${inScope(db, source.medium, scope)}
        and jsonb_path_exists(o.raw, ${`${source.path} ? (@ == $t)`}::jsonpath,
          jsonb_build_object('t', ${text}))`,
  );
  return sql.join(parts, sql` union `);
}

/**
 * Usage (ads that carry the title) and those ads' summed daily stats between two China dates, for
 * the titles `ids`, within the caller's accounts. Titles no ad carries are absent from the answer.
 */
export async function titleUsage(
  db: Db,
  scope: AdvertiserScope,
  ids: readonly number[],
  range: { start: string; end: string },
): Promise<TitleUsage[]> {
  if (ids.length === 0) return [];
  const rows = await selectRows<{
    title_id: number;
    usage_count: number | string;
    cost: number | string;
    conversions: number | string;
  }>(
    db,
    sql`select t.id as title_id, count(*) as usage_count,
        coalesce(sum(st.cost), 0) as cost, coalesce(sum(st.conversions), 0) as conversions
      from titles t
      join games g on g.gad_cfg_game_id = t.gad_cfg_game_id
      join lateral (${adsCarrying(db, scope, sql`g.id`, sql`t.text`)}) u on true
      left join lateral (
        select sum(s.cost) as cost, sum(s.conversions) as conversions
        from stats_daily s
        where s.medium = u.medium and s.level = ${DELIVERY_LEVEL.ad} and s.object_id = u.ad_id
          and s.stat_date between ${range.start} and ${range.end}
      ) st on true
      where t.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})
      group by t.id`,
  );
  return rows.map((row) => ({
    titleId: Number(row.title_id),
    usageCount: Number(row.usage_count),
    cost: Number(row.cost),
    conversions: Number(row.conversions),
  }));
}
