// Money units on the wire (reference §0; docs/glossary.md "Money and time"): Ocean Engine sends
// yuan with 2 decimals as JSON numbers, Kuaishou 厘 (1/1000 yuan) integers in writes and yuan in
// reports, Tencent 分 everywhere. The domain keeps integer 分. Every conversion here works on the
// decimal digits (never on float products), so 0.1 + 0.2 style drift cannot enter a budget.

/** A money value that cannot be expressed exactly in the target unit, or is not a finite amount. */
export class MoneyUnitError extends RangeError {
  override readonly name = 'MoneyUnitError';
}

export type Rounding = 'exact' | 'half-up';

const DECIMAL = /^([+-])?(\d+)(?:\.(\d*))?$/;
const EXPONENT = /^([+-])?(\d+)(?:\.(\d*))?e([+-]?\d+)$/i;

interface DecimalParts {
  negative: boolean;
  digits: string;
  /** Number of digits of `digits` after the decimal point. */
  scale: number;
}

/** Splits a decimal string (or a JS number's shortest representation) into sign, digits, scale. */
function toDecimalParts(value: number | string): DecimalParts {
  if (typeof value === 'number' && !Number.isFinite(value)) {
    throw new MoneyUnitError(`not a finite amount: ${value}`);
  }
  const text = typeof value === 'number' ? String(value) : value.trim();
  const plain = DECIMAL.exec(text);
  if (plain) {
    const frac = plain[3] ?? '';
    return { negative: plain[1] === '-', digits: `${plain[2]}${frac}`, scale: frac.length };
  }
  // `String(1e-7)` is "1e-7": move the decimal point by the exponent.
  const exp = EXPONENT.exec(text);
  if (exp) {
    const frac = exp[3] ?? '';
    return {
      negative: exp[1] === '-',
      digits: `${exp[2]}${frac}`,
      scale: frac.length - Number(exp[4]),
    };
  }
  throw new MoneyUnitError(`not a decimal amount: ${JSON.stringify(value)}`);
}

/**
 * Scales a decimal by 10^shift and returns it as a safe integer. With `exact`, digits that would be
 * cut off must be zeros; with `half-up`, the remainder rounds half away from zero.
 */
function scaleToInteger(value: number | string, shift: number, rounding: Rounding): number {
  const { negative, digits, scale } = toDecimalParts(value);
  const newScale = scale - shift;
  let integerDigits: string;
  let roundUp = false;
  if (newScale <= 0) {
    integerDigits = digits + '0'.repeat(-newScale);
  } else {
    const cut = digits.length - newScale;
    const dropped = cut >= 0 ? digits.slice(cut) : '0'.repeat(-cut) + digits;
    integerDigits = cut > 0 ? digits.slice(0, cut) : '0';
    if (/[1-9]/.test(dropped)) {
      if (rounding === 'exact') {
        throw new MoneyUnitError(`${String(value)} has more than ${shift} decimal places`);
      }
      roundUp = Number(dropped[0]) >= 5;
    }
  }
  const magnitude = BigInt(integerDigits) + (roundUp ? 1n : 0n);
  if (magnitude > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new MoneyUnitError(`${String(value)} is too large`);
  }
  const result = Number(magnitude);
  return negative && result !== 0 ? -result : result;
}

function requireSafeInteger(value: number, unit: string): void {
  if (!Number.isSafeInteger(value)) {
    throw new MoneyUnitError(`${unit} must be a safe integer, got ${value}`);
  }
}

/** Formats an integer count of 1/10^scale units as a plain decimal string ("-12.05"). */
function formatScaled(value: number, scale: number): string {
  const negative = value < 0;
  const digits = String(Math.abs(value)).padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const frac = digits.slice(digits.length - scale);
  return `${negative ? '-' : ''}${whole}.${frac}`;
}

/** Yuan (number or decimal string) → 分. `exact` (default) refuses sub-分 digits. */
export function yuanToFen(yuan: number | string, rounding: Rounding = 'exact'): number {
  return scaleToInteger(yuan, 2, rounding);
}

/** 分 → yuan as a JS number (the nearest double to the 2-decimal amount; JSON prints it exactly). */
export function fenToYuan(fen: number): number {
  requireSafeInteger(fen, '分');
  return Number(formatScaled(fen, 2));
}

/** 分 → yuan as an exact decimal string with 2 places, e.g. 1234 → "12.34". */
export function fenToYuanString(fen: number): string {
  requireSafeInteger(fen, '分');
  return formatScaled(fen, 2);
}

/** Yuan (number or decimal string) → 厘. `exact` (default) refuses sub-厘 digits. */
export function yuanToLi(yuan: number | string, rounding: Rounding = 'exact'): number {
  return scaleToInteger(yuan, 3, rounding);
}

/** 厘 → yuan as a JS number (Kuaishou reports and fund reads are in yuan). */
export function liToYuan(li: number): number {
  requireSafeInteger(li, '厘');
  return Number(formatScaled(li, 3));
}

/** 厘 → 分. `exact` (default) refuses amounts that are not whole 分 (li % 10 ≠ 0). */
export function liToFen(li: number, rounding: Rounding = 'exact'): number {
  requireSafeInteger(li, '厘');
  return scaleToInteger(formatScaled(li, 3), 2, rounding);
}

/** 分 → 厘 (always exact). */
export function fenToLi(fen: number): number {
  requireSafeInteger(fen, '分');
  const li = fen * 10;
  requireSafeInteger(li, '厘');
  return li;
}
