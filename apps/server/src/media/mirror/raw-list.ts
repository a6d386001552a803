import { longIntegersAsText } from '@toufang/media-wire';
import { z } from 'zod';

// List items of the media's object and library reads are validated and kept as the JSON object
// they arrived as, so the mirror's `raw` holds the fields the schemas do not name.

/** A list item as validated, with the JSON object it came from. */
export interface Listed<T> {
  wire: T;
  raw: Record<string, unknown>;
}

/** An item validated by `schema`, with the object as returned (unknown keys included). */
export function keepingRaw<T extends z.ZodType>(schema: T) {
  return z.record(z.string(), z.unknown()).transform((raw, ctx): Listed<z.output<T>> => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      for (const { message, path } of parsed.error.issues) {
        ctx.issues.push({ code: 'custom', message, path, input: raw });
      }
      return z.NEVER;
    }
    // The mirror's JSON column holds a 19-digit id as its digits (no JSON number keeps them).
    return { wire: parsed.data, raw: longIntegersAsText(raw) as Record<string, unknown> };
  });
}
