import { numberId } from '../../state/collection';
import { tencent } from '@toufang/media-wire';
import type { MediumContext } from '../../http/medium-context';
import { mediumError } from '../../http/medium-error';
import { paginate } from '../../http/paging';
import {
  MAX_CONVERSION_LAG_HOURS,
  shiftConversions,
  type ConversionBasis,
} from '../../sim/attribution';
import { emptyRow, type HourRow } from '../../sim/model';
import { sumRows, visibleRows } from '../../sim/reporting';
import { dayFirstHour, dayKey, hourOf, localDay, localHour, parseDayKey } from '../../sim/time';
import { METRIC_FIELDS, metrics, splitAmong } from './report-rows';
import { ReportThrottle } from './report-throttle';

// daily_reports/get and hourly_reports/get (reference §3.7) at the advertiser, adgroup and
// dynamic-creative levels: flat rows grouped by `group_by`, money in 分, rates as fractions.
// They read the engine's visible rows: the last hours are partial and the previous day's
// conversions are restated after midnight. `time_line` picks the conversions' time basis
// (sim/attribution.ts); the rows a call matches count against the report throttle
// (report-throttle.ts).

const API = '/tencent/v3.0';
const MAX_REPORT_DAYS = 365;
type Level = 'REPORT_LEVEL_ADVERTISER' | 'REPORT_LEVEL_ADGROUP' | 'REPORT_LEVEL_DYNAMIC_CREATIVE';
const GROUP_BY: Record<Level, readonly string[]> = {
  REPORT_LEVEL_ADVERTISER: ['date', 'hour', 'account_id'],
  REPORT_LEVEL_ADGROUP: ['date', 'hour', 'account_id', 'adgroup_id'],
  REPORT_LEVEL_DYNAMIC_CREATIVE: [
    'date',
    'hour',
    'account_id',
    'adgroup_id',
    'dynamic_creative_id',
  ],
};
const DIMENSION_FIELDS = new Set([
  'date',
  'hour',
  'account_id',
  'adgroup_id',
  'adgroup_name',
  'dynamic_creative_id',
]);
const KNOWN_FIELDS = new Set<string>([...DIMENSION_FIELDS, ...METRIC_FIELDS]);

const TIME_LINE: Record<tencent.TimeLine, ConversionBasis> = {
  REQUEST_TIME: 'request',
  ACTIVE_TIME: 'active',
  REPORTING_TIME: 'reporting',
};

interface Group {
  dims: Record<string, string | number>;
  row: HourRow;
}

export function registerTencentReports(ctx: MediumContext): void {
  const { adgroups, dynamicCreatives } = ctx.state.tencent;
  const world = () => ctx.sim.world('tencent');
  const throttle = new ReportThrottle(() => ctx.clock.realNow());

  const report =
    (hourly: boolean) => (req: Parameters<Parameters<MediumContext['endpoint']>[2]>[0]) => {
      const query = ctx.parse(
        hourly ? tencent.HourlyReportsRequestSchema : tencent.DailyReportsRequestSchema,
        req.input,
      );
      if (!(query.level in GROUP_BY)) throw mediumError('param', `不支持的 level ${query.level}`);
      const level = query.level as Level;
      const allowed = new Set(GROUP_BY[level]);
      const badGroup = query.group_by.find((g) => !allowed.has(g) || (g === 'hour' && !hourly));
      if (badGroup) throw mediumError('param', `group_by 不支持 ${badGroup}`);
      const badField = query.fields.find((f) => !KNOWN_FIELDS.has(f));
      if (badField) throw mediumError('param', `fields 不支持 ${badField}`);
      const from = parseDayKey(query.date_range.start_date);
      const to = parseDayKey(query.date_range.end_date);
      if (to < from) throw mediumError('param', 'end_date 不能早于 start_date');
      if (to - from + 1 > MAX_REPORT_DAYS)
        throw mediumError('param', `时间跨度不能超过${MAX_REPORT_DAYS}天`);
      const filters = new Map<string, Set<string>>();
      for (const f of query.filtering ?? []) {
        if (f.field !== 'adgroup_id' && f.field !== 'dynamic_creative_id') {
          throw mediumError('param', `filtering 不支持 ${f.field}`);
        }
        if (f.operator !== 'EQUALS' && f.operator !== 'IN') {
          throw mediumError('param', `filtering 不支持 ${f.field} ${f.operator}`);
        }
        filters.set(f.field, new Set(f.values.map(String)));
      }
      const accountId = ctx.advertiser(req).id;
      throttle.check(accountId, level);
      world().touch(accountId, req.now);
      const adgroupFilter = filters.get('adgroup_id');
      const creativeFilter = filters.get('dynamic_creative_id');
      const byCreative = level === 'REPORT_LEVEL_DYNAMIC_CREATIVE' || creativeFilter !== undefined;
      const basis = TIME_LINE[query.time_line ?? 'REQUEST_TIME'];
      const first = dayFirstHour(from);
      const end = dayFirstHour(to + 1);
      const read = visibleRows(
        world(),
        accountId,
        first - (basis === 'request' ? 0 : MAX_CONVERSION_LAG_HOURS),
        end,
        req.now,
        (id) => !adgroupFilter || adgroupFilter.has(String(id)),
      );
      const rows = shiftConversions(read, basis, world().seed, hourOf(req.now)).filter(
        (r) => r.hour >= first && r.hour < end,
      );
      const keys = hourly ? ['date', 'hour', ...query.group_by] : query.group_by;
      const groups = new Map<string, Group>();
      for (const row of rows) {
        const visible = { ...row, id: numberId(row.id) };
        const creatives = byCreative
          ? dynamicCreatives
              .listByParent(visible.id)
              .map((c) => c.id)
              .sort((a, b) => a - b)
          : [];
        const parts = byCreative
          ? splitAmong(world().seed, creatives, visible)
          : [{ id: null, row: visible as HourRow }];
        for (const part of parts) {
          if (creativeFilter && !creativeFilter.has(String(part.id))) continue;
          const dims: Record<string, string | number> = {
            date: dayKey(localDay(visible.hour)),
            hour: localHour(visible.hour),
            account_id: accountId,
            adgroup_id: visible.id,
            adgroup_name: adgroups.find(visible.id)?.wire.adgroup_name ?? '',
            ...(part.id === null ? {} : { dynamic_creative_id: part.id }),
          };
          const key = [...new Set(keys)].map((k) => dims[k]).join('|');
          const group = groups.get(key) ?? { dims, row: emptyRow() };
          group.row = sumRows([group.row, part.row]);
          groups.set(key, group);
        }
      }
      const wanted = new Set([...keys, ...query.fields]);
      const list = [...groups.values()]
        .sort((a, b) => compareDims(a.dims, b.dims, keys))
        .map((g) => {
          const all: Record<string, string | number> = { ...g.dims, ...metrics(g.row) };
          if (!keys.includes('adgroup_id')) delete all.adgroup_name;
          return Object.fromEntries(
            Object.entries(all).filter(
              ([k]) =>
                wanted.has(k) &&
                (keys.includes(k) || !DIMENSION_FIELDS.has(k) || k === 'adgroup_name'),
            ),
          );
        });
      const order = query.order_by?.[0];
      if (order) {
        const sign = order.sort_type === 'ASCENDING' ? 1 : -1;
        list.sort(
          (a, b) => sign * (Number(a[order.sort_field] ?? 0) - Number(b[order.sort_field] ?? 0)),
        );
      }
      throttle.count(accountId, level, list.length);
      const { items, pageInfo } = paginate(list, query.page ?? 1, query.page_size ?? 10);
      return { list: items, page_info: pageInfo } satisfies tencent.ReportData;
    };

  ctx.endpoint('GET', `${API}/daily_reports/get`, report(false));
  ctx.endpoint('GET', `${API}/hourly_reports/get`, report(true));
}

function compareDims(
  a: Record<string, string | number>,
  b: Record<string, string | number>,
  keys: readonly string[],
): number {
  for (const k of keys) {
    const x = a[k];
    const y = b[k];
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    return String(x) < String(y) ? -1 : 1;
  }
  return 0;
}
