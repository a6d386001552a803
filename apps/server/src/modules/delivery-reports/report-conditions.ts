import { sql, type SQL } from 'drizzle-orm';
import { containing } from '../../db/sql-helpers';
import type { ColumnMatch, ReportQuery } from './report-query';
import { LEVEL_TABLES } from './source-columns';

// The filters of spec 001 §7 as conditions on the tab's object table (alias `o`) and on the stats
// rows (`st`), for any screen: the source names the medium, the table and the level; the query
// carries each filter's column (report-filter-columns.ts). Values are bound parameters; a list
// renders as `($1, $2, …)`.

const and = (parts: SQL[]): SQL =>
  parts.length === 0
    ? sql`true`
    : sql.join(
        parts.map((p) => sql`(${p})`),
        sql` and `,
      );

/** `column in (…)`, or false for an empty list (a scope without advertisers sees nothing). */
const within = (column: string, values: readonly (string | number)[]): SQL =>
  values.length === 0 ? sql`false` : sql`${sql.raw(column)} in ${values}`;

/** The advertisers the query may read: the filter within the caller's scope. */
export function advertiserBound(query: ReportQuery): string[] | null {
  const { scope, advertiserIds } = query;
  if (scope === null) return advertiserIds ?? null;
  if (advertiserIds === undefined) return scope;
  const allowed = new Set(scope);
  return advertiserIds.filter((id) => allowed.has(id));
}

/** One filter's condition on the table aliased `alias`. */
function columnCondition(query: ReportQuery, { filter, values }: ColumnMatch, alias: string): SQL {
  const column = filter.column.replaceAll('$', alias);
  switch (filter.match) {
    case 'json-array':
      return sql`exists (select 1 from jsonb_array_elements_text(case when jsonb_typeof(${sql.raw(column)})
        = 'array' then ${sql.raw(column)} else '[]'::jsonb end) je(v) where ${within('je.v', values)})`;
    case 'material-names':
      return sql`${within(column, values)} or exists (select 1 from materials mn
        where mn.medium = ${query.source.medium} and mn.advertiser_id = ${sql.raw(alias)}.advertiser_id
        and mn.material_id = ${sql.raw(alias)}.material_id and ${within('mn.name', values)})`;
    case 'in':
    case 'status':
    case undefined:
      return within(column, values);
  }
}

function statusCondition(query: ReportQuery): SQL | undefined {
  const match = query.status;
  if (match === null) return undefined;
  if (match.notDeleted) return sql`o.status <> 'deleted'`;
  const parts = [within('o.raw_status', match.raw)];
  if (match.domain.length > 0) parts.push(within('o.status', match.domain));
  return sql.join(parts, sql` or `);
}

/** The column filters by the level they read: the tab's own table or a parent's. */
function columnConditions(query: ReportQuery): SQL[] {
  const { source } = query;
  const parts: SQL[] = [];
  const byParent = new Map<1 | 2 | 3, ColumnMatch[]>();
  for (const match of query.columns) {
    const level = match.filter.level;
    if (level === 'own' || level === source.level) {
      parts.push(columnCondition(query, match, 'o'));
    } else if (level < source.level) {
      byParent.set(level, [...(byParent.get(level) ?? []), match]);
    }
  }
  for (const [level, matches] of byParent) {
    const { table, id } = LEVEL_TABLES[level];
    const conditions = and(matches.map((m) => columnCondition(query, m, 'pc')));
    parts.push(sql`exists (select 1 from ${sql.raw(table)} pc where pc.medium = ${source.medium}
      and pc.${sql.raw(id)} = o.${sql.raw(id)} and ${conditions})`);
  }
  return parts;
}

function keywordCondition(query: ReportQuery, keyword: string): SQL {
  const { source } = query;
  const like = containing(keyword);
  const named = [sql`o.name ilike ${like}`, sql`${sql.raw(`o.${source.id}`)} = ${keyword}`];
  if (source.keyword === 'alias') named.push(sql`o.alias ilike ${like}`);
  if (source.keyword === 'material') {
    named.push(sql`o.material_id = ${keyword}`);
    named.push(sql`exists (select 1 from materials mk where mk.medium = ${source.medium}
      and mk.advertiser_id = o.advertiser_id and mk.material_id = o.material_id
      and mk.name ilike ${like})`);
  }
  return sql.join(named, sql` or `);
}

/** Every filter of the query on the tab's objects. */
export function objectConditions(query: ReportQuery): SQL {
  const { source } = query;
  const parts: SQL[] = [sql`o.medium = ${source.medium}`];
  const advertisers = advertiserBound(query);
  if (advertisers !== null) parts.push(within('o.advertiser_id', advertisers));
  if (query.gameConfigIds !== undefined) {
    // The game the rows show (source-columns.ts): the object's own, else its account's.
    const game =
      source.level === 0
        ? sql`o.game_id`
        : sql`coalesce(o.game_id, (select ag.game_id from advertisers ag
            where ag.medium = ${source.accounts} and ag.advertiser_id = o.advertiser_id))`;
    parts.push(
      sql`${game} in (select gm.id from games gm where ${within('gm.gad_cfg_game_id', query.gameConfigIds)})`,
    );
  }
  if (query.keyword !== undefined) parts.push(keywordCondition(query, query.keyword));
  if (source.level === 0) return and(parts);

  if (query.createdFrom !== undefined || query.createdBefore !== undefined) {
    const created = `o.${source.created}`;
    const range: SQL[] = [];
    if (query.createdFrom !== undefined)
      range.push(sql`${sql.raw(created)} >= ${query.createdFrom}`);
    if (query.createdBefore !== undefined) {
      range.push(sql`${sql.raw(created)} < ${query.createdBefore}`);
    }
    parts.push(and(range));
  }
  const status = statusCondition(query);
  if (status !== undefined) parts.push(status);
  for (const { level, values } of query.ids) {
    if (level <= source.level) parts.push(within(`o.${LEVEL_TABLES[level].id}`, values));
  }
  parts.push(...columnConditions(query));
  return and(parts);
}

/**
 * Conditions on the stats rows that follow from the filters without reading the objects: the
 * advertisers (the scoped index) and a drill-down's parents or a batch query's own ids.
 */
export function statConditions(query: ReportQuery): SQL[] {
  const parts: SQL[] = [];
  const advertisers = advertiserBound(query);
  if (advertisers !== null) parts.push(within('st.advertiser_id', advertisers));
  const level = query.source.level;
  for (const ids of query.ids) {
    if (ids.level === level) parts.push(within('st.object_id', ids.values));
    else if (ids.level < level) parts.push(within(`st.${LEVEL_TABLES[ids.level].id}`, ids.values));
  }
  return parts;
}
