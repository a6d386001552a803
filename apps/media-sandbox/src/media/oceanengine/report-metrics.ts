import { fenToYuan } from '@toufang/media-wire';
import type { HourRow } from '../../sim/model';

// Ocean Engine report metrics from summed rows (reference §1.11): money in yuan (2 decimals),
// rates in per cent (2 decimals, as the console shows them), CPM per thousand shows. The video
// and social metrics are fixed shares of shows and clicks: the engine does not model them apart.

const round2 = (n: number): number => Math.round(n * 100) / 100;
const yuan = (fen: number): number => fenToYuan(Math.round(fen));
const per = (num: number, den: number): number => (den > 0 ? num / den : 0);

const METRICS: Record<string, (r: HourRow) => number> = {
  stat_cost: (r) => yuan(r.cost),
  show_cnt: (r) => r.show,
  click_cnt: (r) => r.click,
  ctr: (r) => round2(per(r.click, r.show) * 100),
  cpm_platform: (r) => yuan(per(r.cost, r.show) * 1000),
  cpc_platform: (r) => yuan(per(r.cost, r.click)),
  convert_cnt: (r) => r.conv,
  conversion_cost: (r) => yuan(per(r.cost, r.conv)),
  conversion_rate: (r) => round2(per(r.conv, r.click) * 100),
  deep_convert_cnt: (r) => r.deep,
  deep_convert_cost: (r) => yuan(per(r.cost, r.deep)),
  deep_convert_rate: (r) => round2(per(r.deep, r.conv) * 100),
  // Billing-time attribution equals callback time here (reference §1.11 notes the two bases).
  attribution_convert_cnt: (r) => r.conv,
  attribution_convert_cost: (r) => yuan(per(r.cost, r.conv)),
  attribution_conversion_rate: (r) => round2(per(r.conv, r.click) * 100),
  total_play: (r) => Math.floor(r.show * 0.62),
  valid_play: (r) => Math.floor(r.show * 0.21),
  valid_play_cost: (r) => yuan(per(r.cost, Math.floor(r.show * 0.21))),
  valid_play_rate: (r) => round2(per(Math.floor(r.show * 0.21), Math.floor(r.show * 0.62)) * 100),
  play_over_rate: (r) => (r.show > 0 ? 8.5 : 0),
  dy_like: (r) => Math.floor(r.click * 0.03),
  dy_comment: (r) => Math.floor(r.click * 0.005),
  dy_share: (r) => Math.floor(r.click * 0.004),
  dy_follow: (r) => Math.floor(r.click * 0.002),
};

export const SUPPORTED_METRICS: readonly string[] = Object.keys(METRICS);

export function metricValues(row: HourRow, metrics: readonly string[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const m of metrics) out[m] = METRICS[m]?.(row) ?? 0;
  return out;
}
