import { isInteger, parse, stringify } from 'lossless-json';

// JSON of the media with integers beyond 2^53 kept exact. Ocean Engine's project, promotion and
// material ids have 19 digits (docs/media-wire/README.md "Ids of 19 digits"); `JSON.parse` rounds
// them silently and Node 20 has neither the reviver's `context.source` nor `JSON.rawJSON`. An
// integer that a number holds exactly stays a number; a larger one becomes a `bigint`, and a
// `bigint` is written back as a JSON number with the same digits.

/**
 * A number token of 16 digits or more — the shortest that can exceed 2^53 — where a value starts
 * (after `:`, `,` or `[`). Digits inside strings (report dimensions carry ids as text) rarely
 * match, and a match there only costs the slower parse.
 */
const LONG_NUMBER = /[:,[]\s*-?\d{16}/;

function parseNumber(text: string): number | bigint {
  const value = Number(text);
  return isInteger(text) && !Number.isSafeInteger(value) ? BigInt(text) : value;
}

/** `JSON.parse` that keeps integers beyond 2^53 exact, as `bigint`. Throws `SyntaxError`. */
export function parseWireJson(text: string): unknown {
  // The exact parser is slower than the native one; only text with a long number needs it.
  if (!LONG_NUMBER.test(text)) return JSON.parse(text) as unknown;
  return parse(text, null, parseNumber);
}

/** `JSON.stringify` that writes a `bigint` as a JSON number with all its digits. */
export function stringifyWireJson(value: unknown): string {
  try {
    return JSON.stringify(value);
  } catch (error) {
    // The native writer refuses a bigint with a TypeError; the exact writer takes it.
    if (!(error instanceof TypeError)) throw error;
    const text = stringify(value);
    if (text === undefined) throw error;
    return text;
  }
}

/**
 * A parsed value with every `bigint` turned into its digits as a string: for JSON that is stored
 * or shown rather than sent back (a database's JSON column, a log line).
 */
export function longIntegersAsText(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (Array.isArray(value)) return value.map(longIntegersAsText);
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, longIntegersAsText(item)]),
    );
  }
  return value;
}
