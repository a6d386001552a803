// Numeric inputs of the delivery dialogs (spec 001 §5): budgets, bids and ROI goals typed in yuan or
// as a plain coefficient. Limits are compared on exact decimal digits, never on floats, so
// 9999999.99 is allowed and 9999999.991 is not.

/** A value as a form or an HTTP body carries it: typed text, a number, or nothing. */
export type NumericInput = string | number | null | undefined;

/** Limits of one numeric field and the Chinese texts of its errors. */
export interface NumberRule {
  /** The field's name in messages, e.g. 项目预算. */
  label: string;
  min: number;
  max: number;
  /** Digits allowed after the decimal point. */
  decimals: number;
  /** Shown when the value is missing; defaults to `${label}不能为空`. */
  emptyMessage?: string;
}

export type NumberCheck = { ok: true; value: number } | { ok: false; message: string };

interface PlainDecimal {
  negative: boolean;
  digits: string;
  /** Fraction digits without trailing zeros. */
  fraction: string;
}

const PLAIN_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?$/;
const NUMBER_TEXT = /^([+-]?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/;

function fromParts(sign: string, whole: string, fraction: string): PlainDecimal {
  return {
    negative: sign === '-',
    digits: whole.replace(/^0+(?=\d)/, '') || '0',
    fraction: fraction.replace(/0+$/, ''),
  };
}

/** A JavaScript number written out in plain digits (String(1e-7) is "1e-7"). */
function fromNumber(value: number): PlainDecimal | undefined {
  if (!Number.isFinite(value)) return undefined;
  const match = NUMBER_TEXT.exec(String(value));
  if (match === null) return undefined;
  const [, sign = '', whole = '', fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText);
  const allDigits = whole + fraction;
  const point = whole.length + exponent;
  if (point <= 0) return fromParts(sign, '0', '0'.repeat(-point) + allDigits);
  if (point >= allDigits.length) {
    return fromParts(sign, allDigits + '0'.repeat(point - allDigits.length), '');
  }
  return fromParts(sign, allDigits.slice(0, point), allDigits.slice(point));
}

/** Typed text: digits with an optional point and sign; exponents, commas and units are refused. */
function fromText(text: string): PlainDecimal | undefined {
  const match = PLAIN_TEXT.exec(text);
  if (match === null) return undefined;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return undefined;
  return fromParts(sign, whole, fraction);
}

function scaled(decimal: PlainDecimal, scale: number): bigint {
  const units = BigInt(decimal.digits + decimal.fraction.padEnd(scale, '0'));
  return decimal.negative ? -units : units;
}

function compare(a: PlainDecimal, b: PlainDecimal): number {
  const scale = Math.max(a.fraction.length, b.fraction.length);
  const left = scaled(a, scale);
  const right = scaled(b, scale);
  return left === right ? 0 : left < right ? -1 : 1;
}

/** Whether a value counts as not filled in: nothing, or text of blanks only. */
export function isBlankInput(input: NumericInput): input is null | undefined | string {
  return (
    input === null || input === undefined || (typeof input === 'string' && input.trim() === '')
  );
}

/** The number a filled-in value stands for, or undefined when it is not a plain decimal number. */
export function parseDecimal(input: NumericInput): number | undefined {
  const decimal = readDecimal(input);
  return decimal === undefined ? undefined : Number(toText(decimal));
}

function readDecimal(input: NumericInput): PlainDecimal | undefined {
  if (typeof input === 'number') return fromNumber(input);
  if (typeof input === 'string') return fromText(input.trim());
  return undefined;
}

function toText(decimal: PlainDecimal): string {
  const sign = decimal.negative ? '-' : '';
  return decimal.fraction === ''
    ? `${sign}${decimal.digits}`
    : `${sign}${decimal.digits}.${decimal.fraction}`;
}

/**
 * A value as an integer count of 10^-places units (yuan → 分 with places 2), exactly; undefined when
 * it is not a number or has more decimals than that.
 */
export function scaledInteger(input: NumericInput, places: number): bigint | undefined {
  const decimal = readDecimal(input);
  if (decimal === undefined || decimal.fraction.length > places) return undefined;
  return scaled(decimal, places);
}

/** Digits after the point of a filled-in value, trailing zeros not counted (1.50 has 1). */
export function decimalPlaces(input: NumericInput): number | undefined {
  return readDecimal(input)?.fraction.length;
}

/**
 * Checks one value against a rule: filled in, a number, within [min, max] (both inclusive), and no
 * more decimals than allowed. The first failing check names the error.
 */
export function checkNumber(input: NumericInput, rule: NumberRule): NumberCheck {
  if (isBlankInput(input))
    return { ok: false, message: rule.emptyMessage ?? `${rule.label}不能为空` };
  const decimal = readDecimal(input);
  if (decimal === undefined) return { ok: false, message: `${rule.label}必须是数字` };
  const min = fromNumber(rule.min);
  const max = fromNumber(rule.max);
  if (min !== undefined && compare(decimal, min) < 0) {
    return { ok: false, message: `${rule.label}不能小于${rule.min}` };
  }
  if (max !== undefined && compare(decimal, max) > 0) {
    return { ok: false, message: `${rule.label}不能大于${rule.max}` };
  }
  if (decimal.fraction.length > rule.decimals) {
    return { ok: false, message: `${rule.label}最多保留${rule.decimals}位小数` };
  }
  return { ok: true, value: Number(toText(decimal)) };
}

/** The error message of a value, or undefined when it passes (the shape form validators want). */
export function numberError(input: NumericInput, rule: NumberRule): string | undefined {
  const check = checkNumber(input, rule);
  return check.ok ? undefined : check.message;
}
