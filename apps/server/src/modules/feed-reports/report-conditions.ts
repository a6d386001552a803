import { sql, type SQL } from 'drizzle-orm';
import { containing } from '../../db/sql-helpers';
import type { ReportQuery } from './report-query';
import { REPORT_SOURCES } from './report-sources';

// The filters of spec 001 §7 as conditions on the tab's object table (alias `o`) and on the stats
// rows (`st`). Values are bound parameters; a list renders as `($1, $2, …)`.

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

/** Project-level settings a promotion or material is filtered by, through its project. */
function projectSettingConditions(query: ReportQuery, alias: 'o' | 'pc'): SQL[] {
  const parts: SQL[] = [];
  const lists: [string, readonly (string | number)[] | undefined][] = [
    ['ad_type', query.adTypes],
    ['platform', query.platforms],
    ['convert_type', query.convertTypes],
    ['deep_external_action', query.deepExternalActions],
    ['deep_bid_type', query.deepBidTypes],
    ['landing_type', query.landingTypes],
    ['marketing_goal', query.marketingGoals],
    ['app_promotion_type', query.appPromotionTypes],
    ['delivery_config_id', query.deliveryConfigIds],
  ];
  for (const [column, values] of lists) {
    if (values !== undefined) parts.push(within(`${alias}.${column}`, values));
  }
  return parts;
}

function statusCondition(query: ReportQuery): SQL | undefined {
  const match = query.status;
  if (match === null) return undefined;
  if (match.notDeleted) return sql`o.status <> 'deleted'`;
  const parts = [within('o.raw_status', match.raw)];
  if (match.domain.length > 0) parts.push(within('o.status', match.domain));
  return sql.join(parts, sql` or `);
}

/** Every filter of the query on the tab's objects. */
export function objectConditions(query: ReportQuery): SQL {
  const source = REPORT_SOURCES[query.tab];
  const id = `o.${source.id}`;
  const parts: SQL[] = [sql`o.medium = 'bytedance'`];
  const advertisers = advertiserBound(query);
  if (advertisers !== null) parts.push(within('o.advertiser_id', advertisers));
  if (query.gameConfigIds !== undefined) {
    // The game the rows show (report-sources.ts): the object's own, else its account's.
    const game =
      query.tab === 'account'
        ? sql`o.game_id`
        : sql`coalesce(o.game_id, (select ag.game_id from advertisers ag
            where ag.medium = 'bytedance' and ag.advertiser_id = o.advertiser_id))`;
    parts.push(
      sql`${game} in (select gm.id from games gm where ${within('gm.gad_cfg_game_id', query.gameConfigIds)})`,
    );
  }
  if (query.keyword !== undefined) {
    const like = containing(query.keyword);
    const named = [sql`o.name ilike ${like}`, sql`${sql.raw(id)} = ${query.keyword}`];
    if (query.tab === 'account') named.push(sql`o.alias ilike ${like}`);
    if (query.tab === 'material') {
      named.push(sql`o.material_id = ${query.keyword}`);
      named.push(sql`exists (select 1 from materials mk where mk.medium = 'bytedance'
        and mk.advertiser_id = o.advertiser_id and mk.material_id = o.material_id
        and mk.name ilike ${like})`);
    }
    parts.push(sql.join(named, sql` or `));
  }
  if (query.tab === 'account') return and(parts);

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
  if (query.sources !== undefined) parts.push(within('o.source', query.sources));
  if (query.designerIds !== undefined) parts.push(within('o.designer_id', query.designerIds));

  if (query.tab === 'project') {
    if (query.projectIds !== undefined) parts.push(within('o.campaign_id', query.projectIds));
    parts.push(...projectSettingConditions(query, 'o'));
    return and(parts);
  }
  const settings = projectSettingConditions(query, 'pc');
  if (query.projectIds !== undefined) parts.push(within('o.campaign_id', query.projectIds));
  if (query.promotionIds !== undefined) parts.push(within('o.ad_id', query.promotionIds));
  if (settings.length > 0) {
    parts.push(sql`exists (select 1 from campaigns pc where pc.medium = 'bytedance'
      and pc.campaign_id = o.campaign_id and ${and(settings)})`);
  }
  if (query.tab === 'material') {
    if (query.materialIds !== undefined) parts.push(within('o.material_id', query.materialIds));
    if (query.materialTypes !== undefined) {
      parts.push(within('o.material_type', query.materialTypes));
    }
    if (query.materialOptStatuses !== undefined) {
      parts.push(within('o.opt_status', query.materialOptStatuses));
    }
    if (query.materialNames !== undefined) {
      parts.push(sql`${within('o.name', query.materialNames)} or exists (select 1 from materials mn
        where mn.medium = 'bytedance' and mn.advertiser_id = o.advertiser_id
        and mn.material_id = o.material_id and ${within('mn.name', query.materialNames)})`);
    }
  }
  return and(parts);
}

/**
 * Conditions on the stats rows that follow from the filters without reading the objects: the
 * advertisers (the scoped index) and a drill-down's project or promotions.
 */
export function statConditions(query: ReportQuery): SQL[] {
  const parts: SQL[] = [];
  const advertisers = advertiserBound(query);
  if (advertisers !== null) parts.push(within('st.advertiser_id', advertisers));
  if (query.tab === 'promotion' || query.tab === 'material') {
    if (query.projectIds !== undefined) parts.push(within('st.campaign_id', query.projectIds));
    if (query.promotionIds !== undefined) parts.push(within('st.ad_id', query.promotionIds));
  }
  if (query.tab === 'project' && query.projectIds !== undefined) {
    parts.push(within('st.object_id', query.projectIds));
  }
  return parts;
}
