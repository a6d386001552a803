import { oceanengine } from '@toufang/media-wire';
import type { MediumContext } from '../../http/medium-context';
import { mediumError } from '../../http/medium-error';
import { paginate } from '../../http/paging';
import { emptyRow, type HourRow } from '../../sim/model';
import { sumRows, visibleRows } from '../../sim/reporting';
import { dayFirstHour, localDay, parseDayKey } from '../../sim/time';
import { bigintId, compareIds } from '../../state/collection';
import { v2Row } from './report-routes';
import { splitByMaterial } from './report-split';

// Legacy v2 level reports (reference §1.5; bububa model/report/get_request.go): a campaign is a
// project, an ad a promotion, a creative a video or image material of it (its share of the
// promotion's rows, report-split.ts), as in v2-routes.ts. Rows are grouped by id
// (STAT_GROUP_BY_FIELD_ID) and/or time (STAT_GROUP_BY_FIELD_STAT_TIME, the default), daily or
// hourly; the same visible rows as every other report.

const API = '/oceanengine/open_api/2/report';
type Level = 'campaign' | 'ad' | 'creative';

interface Group {
  hour: number | null;
  ids: { campaign_id?: bigint; ad_id?: bigint; creative_id?: bigint };
  row: HourRow;
}

export function registerOceanEngineV2Reports(ctx: MediumContext): void {
  const { promotions, projects } = ctx.state.oceanengine;
  const world = () => ctx.sim.world('oceanengine');

  const report = (level: Level) =>
    ctx.endpoint('GET', `${API}/${level}/get/`, (req) => {
      const query = ctx.parse(oceanengine.LevelReportRequestSchema, req.input);
      const from = parseDayKey(query.start_date);
      const to = parseDayKey(query.end_date);
      if (to < from) throw mediumError('param', 'end_date 不能早于 start_date');
      if (to - from + 1 > oceanengine.V2_REPORT_MAX_DAYS) {
        throw mediumError('param', `时间跨度不能超过${oceanengine.V2_REPORT_MAX_DAYS}天`);
      }
      const groupBy = query.group_by ?? ['STAT_GROUP_BY_FIELD_STAT_TIME'];
      const byId = groupBy.includes('STAT_GROUP_BY_FIELD_ID');
      const byTime = groupBy.includes('STAT_GROUP_BY_FIELD_STAT_TIME');
      const hourly = query.time_granularity === 'STAT_TIME_GRANULARITY_HOURLY';
      const f = query.filtering ?? {};
      const advertiserId = ctx.advertiser(req).id;
      world().touch(advertiserId, req.now);
      const campaignOf = (adId: bigint) => promotions.find(adId)?.parentId ?? null;
      const rows = visibleRows(
        world(),
        advertiserId,
        dayFirstHour(from),
        dayFirstHour(to + 1),
        req.now,
        (objectId) => {
          const id = bigintId(objectId);
          const ad = promotions.find(id);
          const campaign = ad?.parentId ? projects.find(ad.parentId) : undefined;
          return (
            (!f.ad_ids || f.ad_ids.includes(id)) &&
            (!f.ad_name || (ad?.wire.promotion_name.includes(f.ad_name) ?? false)) &&
            (!f.campaign_ids || f.campaign_ids.includes(campaignOf(id) ?? 0n)) &&
            (!f.campaign_name || (campaign?.wire.name.includes(f.campaign_name) ?? false))
          );
        },
      );
      const byCreative = level === 'creative';
      const groups = new Map<string, Group>();
      for (const row of rows) {
        const visible = { ...row, id: bigintId(row.id) };
        const parts = byCreative
          ? splitByMaterial(world().seed, promotions.find(visible.id), visible)
          : [{ materialId: null, row: visible as HourRow }];
        for (const part of parts) {
          if (byCreative && part.materialId === null) continue;
          if (f.creative_ids && !f.creative_ids.includes(part.materialId ?? 0n)) continue;
          const campaignId = campaignOf(visible.id) ?? 0n;
          const ids = !byId
            ? {}
            : level === 'campaign'
              ? { campaign_id: campaignId }
              : level === 'ad'
                ? { campaign_id: campaignId, ad_id: visible.id }
                : {
                    campaign_id: campaignId,
                    ad_id: visible.id,
                    creative_id: part.materialId ?? 0n,
                  };
          const hour = !byTime
            ? null
            : hourly
              ? visible.hour
              : dayFirstHour(localDay(visible.hour));
          const key = `${hour}|${ids.campaign_id}|${ids.ad_id}|${ids.creative_id}`;
          const group = groups.get(key) ?? { hour, ids, row: emptyRow() };
          group.row = sumRows([group.row, part.row]);
          groups.set(key, group);
        }
      }
      const list = [...groups.values()].map((g) => {
        const { stat_datetime: statDatetime, ...metrics } = v2Row(g.hour ?? 0, g.row, query.fields);
        return {
          ...(g.hour === null ? {} : { stat_datetime: statDatetime }),
          ...g.ids,
          ...(g.ids.campaign_id === undefined
            ? {}
            : { campaign_name: projects.find(g.ids.campaign_id)?.wire.name ?? '' }),
          ...(g.ids.ad_id === undefined
            ? {}
            : { ad_name: promotions.find(g.ids.ad_id)?.wire.promotion_name ?? '' }),
          ...metrics,
        } as oceanengine.LevelReportRow;
      });
      sortRows(list, query.order_field, query.order_type);
      const { items, pageInfo } = paginate(list, query.page ?? 1, query.page_size ?? 20);
      return { list: items, page_info: pageInfo } satisfies oceanengine.LevelReportData;
    });

  report('campaign');
  report('ad');
  report('creative');
}

/** By a metric (DESC unless ASC), else by time and then id, as the console lists them. */
function sortRows(
  list: oceanengine.LevelReportRow[],
  field: string | undefined,
  type: 'ASC' | 'DESC' | undefined,
): void {
  const value = (r: oceanengine.LevelReportRow, key: string) =>
    (r as Record<string, unknown>)[key] as number | string | undefined;
  list.sort((a, b) => {
    if (field) {
      const diff = Number(value(a, field) ?? 0) - Number(value(b, field) ?? 0);
      if (diff !== 0) return type === 'ASC' ? diff : -diff;
    }
    const time = String(a.stat_datetime ?? '').localeCompare(String(b.stat_datetime ?? ''));
    if (time !== 0) return time;
    for (const key of ['campaign_id', 'ad_id', 'creative_id'] as const) {
      const diff = compareIds(a[key] ?? 0n, b[key] ?? 0n);
      if (diff !== 0) return diff;
    }
    return 0;
  });
}
