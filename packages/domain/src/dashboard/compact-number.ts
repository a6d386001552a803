/**
 * zh-CN compact numbers for the dashboard's cards and chart axes: below 10,000 as is (grouped),
 * then in 万 (10^4) and 亿 (10^8) with at most `digits` decimals, trailing zeros dropped.
 */
export function formatCompact(value: number, digits = 2): string {
  if (!Number.isFinite(value)) return '-';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const fixed = (n: number) => String(Number(n.toFixed(digits)));
  if (abs >= 1e8) return `${sign}${fixed(abs / 1e8)}亿`;
  // 9,999.99 万 rounds up to 1 亿 rather than showing 10000万.
  if (abs >= 1e4) {
    const wan = Number((abs / 1e4).toFixed(digits));
    return wan >= 1e4 ? `${sign}${fixed(abs / 1e8)}亿` : `${sign}${fixed(wan)}万`;
  }
  return `${sign}${Number(abs.toFixed(digits)).toLocaleString('zh-CN', { maximumFractionDigits: digits })}`;
}

/** Money held in 分, as compact yuan (`¥12.35万`). */
export function formatCompactYuan(cents: number): string {
  const text = formatCompact(cents / 100);
  return text.startsWith('-') ? `-¥${text.slice(1)}` : `¥${text}`;
}

/** A ratio as a percentage with one decimal and its sign (`+12.5%`, `-3%`). */
export function formatChange(ratio: number | null): string {
  if (ratio === null || !Number.isFinite(ratio)) return '-';
  const pct = Number((ratio * 100).toFixed(1));
  return `${pct > 0 ? '+' : ''}${pct}%`;
}

/** (now - before) / before; null when there is nothing to compare with. */
export function relativeChange(now: number, before: number): number | null {
  if (before === 0) return null;
  return (now - before) / before;
}
