import { z } from 'zod';
import { parseWireJson, stringifyWireJson } from './wire-json';

// GET parameters of Ocean Engine and Tencent arrive as strings; objects and arrays are JSON-encoded
// inside the query (reference §1.1, §3.1). These wrappers let one schema validate both a request
// object built by an adapter and the raw query a server receives.

/** Parses a JSON-encoded query value; non-strings pass through (a request object built in code). */
export function queryJson<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return parseWireJson(value);
    } catch {
      return value;
    }
  }, schema);
}

/** Parses a decimal query value into a number; numbers pass through. */
export function queryNumber<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value);
    return value;
  }, schema);
}

/** Parses "true"/"false" query values into booleans; booleans pass through. */
export function queryBoolean<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => {
    if (value === 'true') return true;
    if (value === 'false') return false;
    return value;
  }, schema);
}

/** A positive integer id (advertiser_id, project_id …), from a number or a numeric query string. */
export const IdSchema = queryNumber(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

/** The largest id a medium issues: Go's uint64 in the media's SDKs. */
const LONG_ID_MAX = 2n ** 64n - 1n;

/**
 * An id that may exceed 2^53 — Ocean Engine's project, promotion and material ids have 19 digits —
 * as a `bigint`, from a safe integer, a `bigint` (`parseWireJson` of a long one) or a string of
 * digits (a query value). Written back by `stringifyWireJson` / `encodeQuery` as a JSON number.
 */
const longInteger = z
  .union([
    z.bigint(),
    z
      .number()
      .int()
      .refine(Number.isSafeInteger, 'an integer beyond 2^53 has lost its last digits'),
    z.string().regex(/^\d{1,20}$/),
  ])
  .transform((value) => BigInt(value));
export const LongIdSchema = longInteger.pipe(z.bigint().positive().max(LONG_ID_MAX));

/** A non-negative integer that may exceed 2^53 — a list cursor that holds an id — as a `bigint`. */
export const LongIntegerSchema = longInteger.pipe(z.bigint().nonnegative().max(LONG_ID_MAX));

/**
 * Encodes request parameters the way the media expect them in a GET query: strings and numbers
 * as they are, objects and arrays JSON-encoded, undefined/null left out. Pass the result to
 * `new URLSearchParams(…)`.
 */
export function encodeQuery(params: Record<string, unknown>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string') query[key] = value;
    else if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
      query[key] = String(value);
    } else query[key] = stringifyWireJson(value);
  }
  return query;
}
