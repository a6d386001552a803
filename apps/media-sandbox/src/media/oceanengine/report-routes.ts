import { bigintId } from '../../state/collection';
import { oceanengine } from '@toufang/media-wire';
import { formatDateTime } from '../../clock';
import type { MediumContext } from '../../http/medium-context';
import { mediumError } from '../../http/medium-error';
import { paginate } from '../../http/paging';
import { emptyRow, type HourRow } from '../../sim/model';
import { sumRows, visibleRows } from '../../sim/reporting';
import { dayFirstHour, dayKey, HOUR_MS, localDay, parseDayKey } from '../../sim/time';
import { metricValues, SUPPORTED_METRICS } from './report-metrics';
import { splitByMaterial } from './report-split';

// Reports (reference §1.11, §1.5): the v3 custom report with day/hour, project, promotion and
// material dimensions, and the v2 advertiser report. Both read the engine's visible rows, so the
// last hours are partial and the previous day's conversions are restated after midnight.

const API = '/oceanengine/open_api';
const DIMENSIONS = new Set<string>(oceanengine.REPORT_DIMENSIONS);
const FILTER_FIELDS = new Set(['cdp_project_id', 'cdp_promotion_id', 'material_id']);
const MAX_REPORT_DAYS = 365;

interface Group {
  dims: Record<string, string>;
  row: HourRow;
}

export function registerOceanEngineReports(ctx: MediumContext): void {
  const { promotions, projects } = ctx.state.oceanengine;
  const world = () => ctx.sim.world('oceanengine');

  const hoursOf = (start: string, end: string): [number, number] => {
    const from = parseDayKey(start);
    const to = parseDayKey(end);
    if (to < from) throw mediumError('param', 'end_time 不能早于 start_time');
    if (to - from + 1 > MAX_REPORT_DAYS)
      throw mediumError('param', `时间跨度不能超过${MAX_REPORT_DAYS}天`);
    return [dayFirstHour(from), dayFirstHour(to + 1)];
  };

  ctx.endpoint('GET', `${API}/v3.0/report/custom/get/`, (req) => {
    const query = ctx.parse(oceanengine.CustomReportRequestSchema, req.input);
    const unknownDim = query.dimensions.find((d) => !DIMENSIONS.has(d));
    if (unknownDim) throw mediumError('param', `不支持的维度 ${unknownDim}`);
    const unknownMetric = query.metrics.find((m) => !SUPPORTED_METRICS.includes(m));
    if (unknownMetric) throw mediumError('param', `不支持的指标 ${unknownMetric}`);
    const filters = new Map<string, Set<string>>();
    for (const f of query.filters ?? []) {
      if (!FILTER_FIELDS.has(f.field)) throw mediumError('param', `不支持的过滤字段 ${f.field}`);
      filters.set(f.field, new Set(f.values.map(String)));
    }
    const advertiserId = ctx.advertiser(req).id;
    world().touch(advertiserId, req.now);
    const [from, to] = hoursOf(query.start_time, query.end_time);
    const promotionFilter = filters.get('cdp_promotion_id');
    const projectFilter = filters.get('cdp_project_id');
    const rows = visibleRows(world(), advertiserId, from, to, req.now, (id) => {
      if (promotionFilter && !promotionFilter.has(String(id))) return false;
      const parent = promotions.find(bigintId(id))?.parentId;
      return !projectFilter || projectFilter.has(String(parent));
    });
    const byMaterial = query.dimensions.includes('material_id') || filters.has('material_id');
    const materialFilter = filters.get('material_id');
    const groups = new Map<string, Group>();
    for (const visible of rows) {
      const promotion = promotions.find(bigintId(visible.id));
      const project = promotion?.parentId ? projects.find(promotion.parentId) : undefined;
      const parts = byMaterial
        ? splitByMaterial(world().seed, promotion, visible)
        : [{ materialId: null, row: visible as HourRow }];
      for (const part of parts) {
        if (materialFilter && !materialFilter.has(String(part.materialId))) continue;
        const dims: Record<string, string> = {};
        for (const d of query.dimensions) {
          dims[d] = dimension(d, visible.hour, promotion, project, part.materialId);
        }
        const key = query.dimensions.map((d) => dims[d]).join('|');
        const group = groups.get(key) ?? { dims, row: emptyRow() };
        group.row = sumRows([group.row, part.row]);
        groups.set(key, group);
      }
    }
    const list = [...groups.values()];
    sortGroups(list, query.order_by ?? []);
    const { items, pageInfo } = paginate(list, query.page ?? 1, query.page_size ?? 10);
    return {
      rows: items.map((g) => ({ dimensions: g.dims, metrics: metricValues(g.row, query.metrics) })),
      total_metrics: metricValues(sumRows(list.map((g) => g.row)), query.metrics),
      page_info: pageInfo,
    };
  });

  ctx.endpoint('GET', `${API}/2/report/advertiser/get/`, (req) => {
    const query = ctx.parse(oceanengine.AdvertiserReportRequestSchema, req.input);
    const advertiserId = ctx.advertiser(req).id;
    world().touch(advertiserId, req.now);
    const [from, to] = hoursOf(query.start_date, query.end_date);
    const hourly = query.time_granularity === 'STAT_TIME_GRANULARITY_HOURLY';
    const buckets = new Map<number, HourRow>();
    for (const row of visibleRows(world(), advertiserId, from, to, req.now)) {
      const key = hourly ? row.hour : dayFirstHour(localDay(row.hour));
      buckets.set(key, sumRows([buckets.get(key) ?? emptyRow(), row]));
    }
    const list = [...buckets.entries()]
      .sort(([a], [b]) => a - b)
      .map(([hour, row]) => v2Row(hour, row, query.fields));
    const { items, pageInfo } = paginate(list, query.page ?? 1, query.page_size ?? 10);
    return { list: items, page_info: pageInfo };
  });
}

function dimension(
  name: string,
  hour: number,
  promotion: { id: bigint; wire: { promotion_name: string } } | undefined,
  project: { id: bigint; wire: { name: string } } | undefined,
  materialId: bigint | null,
): string {
  switch (name) {
    case 'stat_time_day':
      return dayKey(localDay(hour));
    case 'stat_time_hour':
      return formatDateTime(hour * HOUR_MS);
    case 'cdp_project_id':
      return String(project?.id ?? '');
    case 'cdp_project_name':
      return project?.wire.name ?? '';
    case 'cdp_promotion_id':
      return String(promotion?.id ?? '');
    case 'cdp_promotion_name':
      return promotion?.wire.promotion_name ?? '';
    case 'material_id':
      return String(materialId ?? '');
    default:
      return '';
  }
}

function sortGroups(
  list: Group[],
  orderBy: readonly { field: string; type?: 'ASC' | 'DESC' }[],
): void {
  list.sort((a, b) => {
    for (const { field, type } of orderBy) {
      const av = a.dims[field] ?? metricValues(a.row, [field])[field] ?? 0;
      const bv = b.dims[field] ?? metricValues(b.row, [field])[field] ?? 0;
      const cmp =
        typeof av === 'number' && typeof bv === 'number'
          ? av - bv
          : String(av).localeCompare(String(bv));
      if (cmp !== 0) return type === 'ASC' ? cmp : -cmp;
    }
    // Default: by the dimensions in order (time first), as the console lists them.
    return Object.values(a.dims).join('|').localeCompare(Object.values(b.dims).join('|'));
  });
}

/** One row of the v2 reports: the metrics in yuan, keyed by the hour's `stat_datetime`. */
export function v2Row(hour: number, row: HourRow, fields: readonly string[] | undefined) {
  const m = metricValues(row, [
    'stat_cost',
    'show_cnt',
    'click_cnt',
    'ctr',
    'cpm_platform',
    'cpc_platform',
    'convert_cnt',
    'conversion_cost',
    'conversion_rate',
    'deep_convert_cnt',
    'deep_convert_cost',
    'deep_convert_rate',
  ]);
  const full: oceanengine.AdvertiserReportRow = {
    stat_datetime: formatDateTime(hour * HOUR_MS),
    cost: m.stat_cost ?? 0,
    show: m.show_cnt ?? 0,
    click: m.click_cnt ?? 0,
    ctr: m.ctr ?? 0,
    avg_show_cost: m.cpm_platform ?? 0,
    avg_click_cost: m.cpc_platform ?? 0,
    convert: m.convert_cnt ?? 0,
    convert_cost: m.conversion_cost ?? 0,
    convert_rate: m.conversion_rate ?? 0,
    deep_convert: m.deep_convert_cnt ?? 0,
    deep_convert_cost: m.deep_convert_cost ?? 0,
    deep_convert_rate: m.deep_convert_rate ?? 0,
  };
  if (!fields || fields.length === 0) return full;
  const wanted = new Set([...fields, 'stat_datetime']);
  return Object.fromEntries(Object.entries(full).filter(([k]) => wanted.has(k)));
}
