import type { z } from 'zod';
import { mediumError } from './medium-error';

/** Query parameters as single strings (a repeated key keeps its first value). */
export function flattenQuery(query: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (typeof query !== 'object' || query === null) return out;
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') out[key] = first;
  }
  return out;
}

/** Query and JSON body as one parameter bag; body fields win (POST calls put everything there). */
export function mergeInput(query: Record<string, string>, body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { ...query };
  return { ...query, ...(body as Record<string, unknown>) };
}

/** Validates parameters with a media-wire schema; failures answer the medium's param error. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const detail = result.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'} ${issue.message}`)
    .join('; ');
  throw mediumError('param', detail);
}

/** A positive integer id from a number or a numeric string, else null. */
export function readId(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}
