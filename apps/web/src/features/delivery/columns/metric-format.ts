import type { ReportFieldFormat } from '@toufang/contracts';

const decimals2 = new Intl.NumberFormat('zh-CN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const integers = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 0 });

/**
 * A report value as the catalog says it reads (contracts REPORT_FIELD_FORMATS): money ¥ with 2
 * decimals, counts as integers, percentages with 2 decimals and a %; no value shows '-'.
 */
export function formatMetric(format: ReportFieldFormat, value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '-';
  switch (format) {
    case 'money':
      return `¥${decimals2.format(value)}`;
    case 'count':
      return integers.format(value);
    case 'percent':
      return `${decimals2.format(value)}%`;
    case 'ratio':
      return decimals2.format(value);
  }
}

/** Yuan with 2 decimals (budgets, bids); null reads '-'. */
export function formatYuan(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? `¥${decimals2.format(value)}` : '-';
}
