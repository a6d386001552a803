import { scaledInteger, type NumericInput } from './decimal';

// Domain money is integer 分 (docs/glossary.md "Money and time"); the dialogs of spec 001
// take yuan with 2 decimals. These convert at that edge without going through float arithmetic.

/** Yuan (typed text or a number, at most 2 decimals) → integer 分; undefined when not convertible. */
export function yuanToCents(yuan: NumericInput): number | undefined {
  const cents = scaledInteger(yuan, 2);
  return cents === undefined ? undefined : Number(cents);
}

/** Integer 分 → yuan as a number, for forms and the media that take yuan. */
export function centsToYuan(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  return Number(formatYuan(cents));
}

/** Integer 分 → yuan text with exactly 2 decimals ("300.00"). */
export function formatYuan(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
