import { numberId } from '../../state/collection';
import { kuaishou } from '@toufang/media-wire';
import type { MediumContext } from '../../http/medium-context';
import { mediumError } from '../../http/medium-error';
import { emptyRow, type HourRow } from '../../sim/model';
import { sumRows, visibleRows } from '../../sim/reporting';
import { dayFirstHour, dayKey, localDay, localHour, parseDayKey } from '../../sim/time';
import { API, pageOf } from './object-support';
import { reportMetrics, splitByCreative } from './report-rows';

// Real-time reports (reference §2.4, §2.8): v1/report/{account,campaign,unit,creative}_report,
// DAILY or HOURLY rows with stat_date / stat_hour, ≤ 7 calendar dates, `{total_count, details[]}`
// pages of ≤ 2000. They read the engine's visible rows, so the last hours are partial and the
// previous day's conversions are restated after midnight. program_creative_report (bububa
// model/report/program_creative_report_request.go: campaign_ids, unit_ids ≤ 5000) reports the
// programmatic packages: one package a unit of unit_type 7, its rows named by campaign and unit.

type Level = 'account' | 'campaign' | 'unit' | 'creative' | 'program_creative';

interface Group {
  hour: number;
  ids: {
    campaign_id?: number;
    campaign_name?: string;
    unit_id?: number;
    unit_name?: string;
    creative_id?: number;
    creative_name?: string;
    photo_id?: string;
  };
  row: HourRow;
}

export function registerKuaishouReports(ctx: MediumContext): void {
  const { campaigns, units, creatives } = ctx.state.kuaishou;
  const world = () => ctx.sim.world('kuaishou');

  const report = (level: Level) =>
    ctx.endpoint('POST', `${API}/v1/report/${level}_report`, (req) => {
      const body = ctx.parse(kuaishou.ReportRequestSchema, req.input);
      const start = body.start_date ?? body.start_date_min?.slice(0, 10);
      const end = body.end_date ?? body.end_date_min?.slice(0, 10);
      if (!start || !end) throw mediumError('param', 'start_date 与 end_date 必填');
      const from = parseDayKey(start);
      const to = parseDayKey(end);
      if (to < from) throw mediumError('param', 'end_date 不能早于 start_date');
      if (to - from + 1 > kuaishou.REPORT_MAX_DAYS) {
        throw mediumError('param', `时间跨度不能超过${kuaishou.REPORT_MAX_DAYS}天`);
      }
      const advertiserId = ctx.advertiser(req).id;
      world().touch(advertiserId, req.now);
      const hourly = body.temporal_granularity === 'HOURLY';
      const campaignFilter = body.campaign_ids && new Set(body.campaign_ids);
      const unitFilter = body.unit_ids && new Set(body.unit_ids);
      const creativeFilter = body.creative_ids && new Set(body.creative_ids);
      const rows = visibleRows(
        world(),
        advertiserId,
        dayFirstHour(from),
        dayFirstHour(to + 1),
        req.now,
        (objectId) => {
          const id = numberId(objectId);
          if (unitFilter && !unitFilter.has(id)) return false;
          if (level === 'program_creative' && units.find(id)?.wire.unit_type !== 7) return false;
          return !campaignFilter || campaignFilter.has(units.find(id)?.parentId ?? 0);
        },
      );
      const groups = new Map<string, Group>();
      const add = (hour: number, ids: Group['ids'], row: HourRow) => {
        const key = `${hour}|${ids.campaign_id ?? ''}|${ids.unit_id ?? ''}|${ids.creative_id ?? ''}`;
        const group = groups.get(key) ?? { hour, ids, row: emptyRow() };
        group.row = sumRows([group.row, row]);
        groups.set(key, group);
      };
      for (const row of rows) {
        const visible = { ...row, id: numberId(row.id) };
        const hour = hourly ? visible.hour : dayFirstHour(localDay(visible.hour));
        const unit = units.find(visible.id);
        const campaign = unit?.parentId ? campaigns.find(unit.parentId) : undefined;
        const campaignIds =
          level === 'account'
            ? {}
            : { campaign_id: campaign?.id ?? 0, campaign_name: campaign?.wire.campaign_name ?? '' };
        const unitIds =
          level === 'account' || level === 'campaign'
            ? {}
            : { unit_id: visible.id, unit_name: unit?.wire.unit_name ?? '' };
        if (level !== 'creative') {
          add(hour, { ...campaignIds, ...unitIds }, visible);
          continue;
        }
        const parts = splitByCreative(world().seed, creatives.listByParent(visible.id), visible);
        for (const part of parts) {
          if (!part.creative) continue;
          if (creativeFilter && !creativeFilter.has(part.creative.id)) continue;
          add(
            hour,
            {
              ...campaignIds,
              ...unitIds,
              creative_id: part.creative.id,
              creative_name: part.creative.wire.creative_name,
              ...(part.creative.wire.photo_id ? { photo_id: part.creative.wire.photo_id } : {}),
            },
            part.row,
          );
        }
      }
      const list = [...groups.values()]
        .sort(
          (a, b) =>
            a.hour - b.hour ||
            (a.ids.campaign_id ?? 0) - (b.ids.campaign_id ?? 0) ||
            (a.ids.unit_id ?? 0) - (b.ids.unit_id ?? 0) ||
            (a.ids.creative_id ?? 0) - (b.ids.creative_id ?? 0),
        )
        .map((g): kuaishou.ReportRow => ({
          stat_date: dayKey(localDay(g.hour)),
          ...(hourly ? { stat_hour: localHour(g.hour) } : {}),
          ...g.ids,
          ...reportMetrics(g.row),
        }));
      return pageOf(list, body.page, body.page_size) satisfies kuaishou.ReportData;
    });

  report('account');
  report('campaign');
  report('unit');
  report('creative');
  report('program_creative');
}
