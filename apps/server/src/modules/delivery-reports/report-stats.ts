import { addDays } from '@toufang/domain';
import { sql, type SQL } from 'drizzle-orm';
import { statConditions } from './report-conditions';
import type { StatSum } from './report-metrics';
import type { ReportQuery } from './report-query';

// The sums of the query's stats days per object, from the running totals (stats_daily_cumulative,
// docs/adr/0005): an object has a totals row for every day from its first to its last stats day,
// so the sums over [from, to] are its totals at the range's end (the row of `to`, or the last row
// when its stats end inside the range, in [from, to - 1]) minus its totals before the range (the
// row of `from - 1`, if any). An object whose stats end before the range has no end row, so it
// has no sums either. Whatever the range's length that is at most two rows per object, read from the
// covering indexes of migration 0007, and a subtraction: no aggregate over the days. An object
// with no stats in the range sums to 0 or has no row, which the pages treat alike.

const differences = (sums: readonly StatSum[]) =>
  sums.map((s) => `, (e.${s} - coalesce(b.${s}, 0))::float8 as ${s}`).join('');

export function statsCte(query: ReportQuery, sums: readonly StatSum[], only?: SQL): SQL {
  const { source } = query;
  const { statFrom: from, statTo: to } = query;
  const before = addDays(from, -1);
  const common = [
    sql`st.medium = ${source.medium}`,
    sql`st.level = ${source.level}`,
    ...statConditions(query),
  ];
  if (only !== undefined) common.push(only);
  // A reversed range has no days (the request schema refuses one; this keeps the sums right).
  if (from > to) common.push(sql`false`);
  const where = sql.join(common, sql` and `);
  const columns = sql.raw(sums.map((s) => `, st.${s}`).join(''));
  const ends = sql`select st.object_id${columns} from stats_daily_cumulative st
      where ${where} and st.stat_date = ${to}
    union all
    select st.object_id${columns} from stats_daily_cumulative st
      where ${where} and st.is_last and st.stat_date >= ${from} and st.stat_date < ${to}`;
  if (sums.length === 0) return ends;
  return sql`select e.object_id${sql.raw(differences(sums))} from (${ends}) e
    left join (
      select st.object_id${columns} from stats_daily_cumulative st
      where ${where} and st.stat_date = ${before}
    ) b on b.object_id = e.object_id`;
}
