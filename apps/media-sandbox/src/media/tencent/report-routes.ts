import { numberId, type ObjectId } from '../../state/collection';
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
import { creativeFiles, MATERIAL_LEVEL_KEYS } from './material-report-files';
import { METRIC_FIELDS, metrics, splitAmong } from './report-rows';
import { ReportThrottle } from './report-throttle';

// daily_reports/get and hourly_reports/get (reference §3.7) at the advertiser, adgroup,
// dynamic-creative and material (video, image) levels: flat rows grouped by `group_by`, money in
// 分, rates as fractions. A material level splits each creative's share among the files it shows
// (material-report-files.ts), so a file's row is its part of every creative using it.
// They read the engine's visible rows: the last hours are partial and the previous day's
// conversions are restated after midnight. `time_line` picks the conversions' time basis
// (sim/attribution.ts); the rows a call matches count against the report throttle
// (report-throttle.ts). The legacy v1.3 reports (reference §3.9) are the same rows at the
// campaign, adgroup and ad levels of legacy-views.ts: an ad is a dynamic creative (ad_id), only
// adgroups of a campaign are reported below the advertiser level.

const MAX_REPORT_DAYS = 365;

/** One API version's report calls: its levels with the group_by each allows, its filters. */
interface ReportApi {
  prefix: string;
  request: (
    hourly: boolean,
  ) => typeof tencent.DailyReportsRequestSchema | typeof tencent.LegacyDailyReportsRequestSchema;
  groupBy: Readonly<Record<string, readonly string[]>>;
  /** The level-3 id field: `dynamic_creative_id` (v3) or `ad_id` (v1.3). */
  creativeKey: 'dynamic_creative_id' | 'ad_id';
  /** Legacy: rows carry `campaign_id`; adgroups without a campaign only count for the account. */
  legacy: boolean;
}

const V3: ReportApi = {
  prefix: '/tencent/v3.0',
  request: (hourly) =>
    hourly ? tencent.HourlyReportsRequestSchema : tencent.DailyReportsRequestSchema,
  groupBy: {
    REPORT_LEVEL_ADVERTISER: ['date', 'hour', 'account_id'],
    REPORT_LEVEL_ADGROUP: ['date', 'hour', 'account_id', 'adgroup_id'],
    REPORT_LEVEL_DYNAMIC_CREATIVE: [
      'date',
      'hour',
      'account_id',
      'adgroup_id',
      'dynamic_creative_id',
    ],
    REPORT_LEVEL_MATERIAL_VIDEO: ['date', 'hour', 'account_id', 'video_id'],
    REPORT_LEVEL_MATERIAL_IMAGE: ['date', 'hour', 'account_id', 'image_id'],
  },
  creativeKey: 'dynamic_creative_id',
  legacy: false,
};

const V1: ReportApi = {
  prefix: '/tencent/v1.3',
  request: (hourly) =>
    hourly ? tencent.LegacyHourlyReportsRequestSchema : tencent.LegacyDailyReportsRequestSchema,
  groupBy: {
    REPORT_LEVEL_ADVERTISER: ['date', 'hour', 'account_id'],
    REPORT_LEVEL_CAMPAIGN: ['date', 'hour', 'account_id', 'campaign_id'],
    REPORT_LEVEL_ADGROUP: ['date', 'hour', 'account_id', 'campaign_id', 'adgroup_id'],
    REPORT_LEVEL_AD: ['date', 'hour', 'account_id', 'campaign_id', 'adgroup_id', 'ad_id'],
  },
  creativeKey: 'ad_id',
  legacy: true,
};

const DIMENSION_FIELDS = new Set([
  'date',
  'hour',
  'account_id',
  'campaign_id',
  'adgroup_id',
  'adgroup_name',
  'dynamic_creative_id',
  'ad_id',
  'video_id',
  'image_id',
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
    (api: ReportApi, hourly: boolean) =>
    (req: Parameters<Parameters<MediumContext['endpoint']>[2]>[0]) => {
      const query = ctx.parse(api.request(hourly), req.input);
      const level = query.level;
      const groupBy = api.groupBy[level];
      if (!groupBy) throw mediumError('param', `不支持的 level ${level}`);
      const allowed = new Set(groupBy);
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
      const fileKey = api.legacy ? undefined : MATERIAL_LEVEL_KEYS[level];
      const filterable = api.legacy
        ? ['campaign_id', 'adgroup_id', api.creativeKey]
        : ['adgroup_id', api.creativeKey, ...(fileKey ? [fileKey] : [])];
      for (const f of query.filtering ?? []) {
        if (!filterable.includes(f.field)) {
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
      const campaignFilter = filters.get('campaign_id');
      const creativeFilter = filters.get(api.creativeKey);
      const fileFilter = fileKey === undefined ? undefined : filters.get(fileKey);
      const byCreative =
        groupBy.includes(api.creativeKey) || creativeFilter !== undefined || fileKey !== undefined;
      // A creative's share, split among the files of the level's kind it shows (one part each).
      const fileParts = (creativeId: number | null, row: HourRow) => {
        if (fileKey === undefined || creativeId === null) return [{ file: null, row }];
        const creative = dynamicCreatives.find(creativeId);
        const files = creative ? creativeFiles(creative, fileKey) : [];
        return splitAmong(
          world().seed + creativeId,
          files.map((_, i) => i + 1),
          row,
        ).map((p) => ({ file: files[p.id - 1] ?? '', row: p.row }));
      };
      const campaignOf = (adgroupId: number) => adgroups.find(adgroupId)?.parentId ?? null;
      // Below the advertiser level a legacy report knows only adgroups of a campaign.
      const reported = (objectId: ObjectId) => {
        const adgroupId = numberId(objectId);
        return (
          (!adgroupFilter || adgroupFilter.has(String(adgroupId))) &&
          (!campaignFilter || campaignFilter.has(String(campaignOf(adgroupId)))) &&
          (!api.legacy || level === 'REPORT_LEVEL_ADVERTISER' || campaignOf(adgroupId) !== null)
        );
      };
      const basis = TIME_LINE[query.time_line ?? 'REQUEST_TIME'];
      const first = dayFirstHour(from);
      const end = dayFirstHour(to + 1);
      const read = visibleRows(
        world(),
        accountId,
        first - (basis === 'request' ? 0 : MAX_CONVERSION_LAG_HOURS),
        end,
        req.now,
        reported,
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
          for (const { file, row: fileRow } of fileParts(part.id, part.row)) {
            if (fileFilter && !fileFilter.has(String(file))) continue;
            const dims: Record<string, string | number> = {
              date: dayKey(localDay(visible.hour)),
              hour: localHour(visible.hour),
              account_id: accountId,
              ...(api.legacy ? { campaign_id: campaignOf(visible.id) ?? 0 } : {}),
              adgroup_id: visible.id,
              adgroup_name: adgroups.find(visible.id)?.wire.adgroup_name ?? '',
              ...(part.id === null ? {} : { [api.creativeKey]: part.id }),
              // Video ids are integers on the wire, image ids strings.
              ...(file === null || fileKey === undefined
                ? {}
                : { [fileKey]: fileKey === 'video_id' ? Number(file) : file }),
            };
            const key = [...new Set(keys)].map((k) => dims[k]).join('|');
            const group = groups.get(key) ?? { dims, row: emptyRow() };
            group.row = sumRows([group.row, fileRow]);
            groups.set(key, group);
          }
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

  for (const api of [V3, V1]) {
    ctx.endpoint('GET', `${api.prefix}/daily_reports/get`, report(api, false));
    ctx.endpoint('GET', `${api.prefix}/hourly_reports/get`, report(api, true));
  }
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
