import { yuanToFen } from '@toufang/media-wire';
import type { MirrorSource } from '../../lib/media-mirror';
import type { DailyStatRow, HourlyStatRow } from '../media-mirror-types';

// Report rows → stats rows: the object a row is about (its level, id and ancestors), the day, and
// the metrics each medium maps from its own fields. Rates are never stored: reports compute them
// from sums (docs/adr/0005).

/** The object a stats row is about, with its ancestors. */
export type StatKey = Pick<DailyStatRow, 'level' | 'objectId' | 'campaignId' | 'adId'>;

/** The metrics a medium reports; those it does not report keep the columns' 0. */
export type StatMetrics = Omit<
  DailyStatRow,
  'medium' | 'advertiserId' | 'statDate' | keyof StatKey
>;

export function dailyStat(
  medium: MirrorSource,
  advertiserId: string,
  statDate: string,
  key: StatKey,
  metrics: StatMetrics,
): DailyStatRow {
  return { medium, advertiserId, statDate, ...key, ...metrics };
}

export function hourlyStat(daily: DailyStatRow, hour: number): HourlyStatRow {
  return { ...daily, hour };
}

/**
 * A report's yuan amount in 分; nothing reported is 0. Half-up keeps a float that prints a third
 * digit (0.1 + 0.2) from failing a whole sync.
 */
export function reportFen(yuan: number | string | undefined): number {
  return yuan === undefined ? 0 : yuanToFen(yuan, 'half-up');
}
