// Secrets never reach the logs: values of secret-named fields in
// query strings, headers and JSON bodies are replaced, and any known secret string (the tokens the
// client is calling with) is replaced wherever else it appears, e.g. echoed in an error message.

const SECRET_KEY = /token|secret|auth_?code|authorization_code|password|^code$/i;
const MASK = '***';

export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key);
}

/** Replaces every occurrence of the known secrets in a string. */
export function maskKnown(text: string, secrets: Iterable<string>): string {
  let out = text;
  for (const secret of secrets) {
    // Very short values would mask ordinary text; tokens and secrets are long.
    if (secret.length >= 6) out = out.split(secret).join(MASK);
  }
  return out;
}

/** A URL with secret query parameters masked (and known secrets masked anywhere in it). */
export function maskUrl(url: string, secrets: Iterable<string> = []): string {
  let masked = url;
  try {
    const parsed = new URL(url);
    for (const key of [...parsed.searchParams.keys()]) {
      if (isSecretKey(key)) parsed.searchParams.set(key, MASK);
    }
    masked = parsed.toString();
  } catch {
    // Not absolute: only the known-secret pass applies.
  }
  return maskKnown(masked, secrets);
}

/** A deep copy of a JSON-like value with secret-named fields and known secrets masked. */
export function maskValue(value: unknown, secrets: Iterable<string> = [], depth = 0): unknown {
  const known = [...secrets];
  if (typeof value === 'string') return maskKnown(value, known);
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskValue(item, known, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = isSecretKey(key) ? MASK : maskValue(item, known, depth + 1);
  }
  return out;
}

/** Headers for a log line: secret-named headers (Access-Token, Authorization) masked. */
export function maskHeaders(headers: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(headers)) {
    out[key] = isSecretKey(key) || /^authorization$/i.test(key) ? MASK : value;
  }
  return out;
}
