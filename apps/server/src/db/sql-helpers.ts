/**
 * Small Drizzle-side helpers shared by the repositories.
 */

/** `%keyword%` with LIKE's own wildcards and escape character taken literally. */
export const containing = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The constraint named by PostgreSQL's unique_violation (23505), whether the driver error arrives bare
 * or wrapped by Drizzle; null for any other error. A concurrent duplicate passes the service's
 * pre-check and lands here.
 */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
