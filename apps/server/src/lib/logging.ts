import { pino, type LoggerOptions } from 'pino';

// Secrets never reach the logs (ARCHITECTURE §4). Every logger of the server takes
// its options from here: errors are serialized without the values of the query that failed (drizzle
// and the PostgreSQL drivers attach them as `params`, repeat them in the message and in PostgreSQL's
// "Failing row contains (…)" detail), and whatever looks like a secret is masked in messages, error
// texts and logged objects alike.

const MASK = '***';

/** Properties of driver errors that hold a query's values. */
const VALUE_KEYS = new Set(['params', 'parameters', 'values', 'bind']);
/** Error properties already written, or not worth writing. */
const SKIPPED_ERROR_KEYS = new Set(['message', 'stack', 'cause', 'errors', 'name']);

/** Field names whose values are secrets wherever they appear. */
const SECRET_KEY =
  /token|secret|passw(?:or)?d|pwd|auth_?code|authorization_code|api_?key|^authorization$|^cookie$/i;

const SECRET_TEXT: readonly [RegExp, string][] = [
  // argon2 PHC strings, e.g. `$argon2id$v=19$m=19456,t=2,p=1$salt$hash`.
  [/\$argon2(?:id|i|d)\$[\w$=,+/.-]*/g, MASK],
  // `access_token=…`, `"refresh_token": "…"`, `app_secret: …`, `password=…`.
  [
    /([\w-]*(?:token|secret|passw(?:or)?d|pwd|auth_?code|authorization_code|api_?key)[\w-]*["']?\s*[:=]\s*["']?)[^\s"'&,;)}\]]+/gi,
    `$1${MASK}`,
  ],
  [/\b(bearer|basic)\s+[\w.~+/=-]{8,}/gi, `$1 ${MASK}`],
  // The OAuth callback's one-time code and state in a URL's query.
  [/([?&](?:code|state)=)[^&\s#"']+/g, `$1${MASK}`],
  // PostgreSQL's details repeat the values of the row or key at fault.
  [/(Failing row contains )\(.*\)/g, '$1(…)'],
  [/(Key \([^)]*\)=)\([\s\S]*?\)(?= already exists| is not present| conflicts)/g, '$1(…)'],
];

/** A text with everything that looks like a secret masked. */
export function maskSecrets(text: string): string {
  let out = text;
  for (const [pattern, replacement] of SECRET_TEXT) out = out.replace(pattern, replacement);
  return out;
}

/** drizzle's DrizzleQueryError writes the query's values after the query text. */
function withoutParams(message: string): string {
  return message.replace(/\nparams: [\s\S]*$/, '');
}

/** An error as a log field: its own fields, causes and stack, without query values or secrets. */
export function serializeError(error: unknown, depth = 0): unknown {
  if (!(error instanceof Error)) return maskValue(error, depth);
  const message = withoutParams(error.message);
  const out: Record<string, unknown> = {
    // drizzle's errors keep the name `Error`; the drivers' name themselves.
    type: error.name !== 'Error' ? error.name : error.constructor.name,
    message: maskSecrets(message),
  };
  if (error.stack) {
    const stack = error.message ? error.stack.split(error.message).join(message) : error.stack;
    out.stack = maskSecrets(stack);
  }
  for (const [key, value] of Object.entries(error)) {
    if (VALUE_KEYS.has(key) || SKIPPED_ERROR_KEYS.has(key) || value === undefined) continue;
    out[key] = SECRET_KEY.test(key) ? MASK : maskValue(value, depth + 1);
  }
  if (error.cause !== undefined && depth < 4) out.cause = serializeError(error.cause, depth + 1);
  if (error instanceof AggregateError && depth < 4) {
    out.errors = error.errors.slice(0, 10).map((e: unknown) => serializeError(e, depth + 1));
  }
  return out;
}

/**
 * A logged value with secret-named fields and secret-looking texts masked. Only strings, arrays and
 * plain objects are walked (and errors serialized): other instances (requests, replies) have
 * serializers of their own.
 */
export function maskValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskSecrets(value);
  if (value instanceof Error) return serializeError(value, depth);
  if (value === null || typeof value !== 'object') return value;
  if (depth > 6) return '[nested too deep]';
  if (Array.isArray(value)) return value.map((item) => maskValue(item, depth + 1));
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] =
      SECRET_KEY.test(key) && item !== null && item !== undefined
        ? MASK
        : maskValue(item, depth + 1);
  }
  return out;
}

/** The request as a log field, its URL masked (the OAuth callback carries its code in the query). */
function serializeRequest(request: {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : maskSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The options of every logger of the server. */
export function logOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: ['req.headers["x-token"]', 'req.headers.authorization', 'req.headers.cookie'],
      censor: MASK,
    },
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
    formatters: {
      log: (object) => maskValue(object) as Record<string, unknown>,
    },
    hooks: {
      logMethod(args, method) {
        const [first] = args;
        // Without a message pino writes the error's own, query values and all.
        const error = first instanceof Error ? first : errorField(first);
        const masked = args.map((arg) => (typeof arg === 'string' ? maskSecrets(arg) : arg));
        if (error && !args.slice(1).some((arg) => typeof arg === 'string')) {
          masked.push(maskSecrets(withoutParams(error.message)));
        }
        method.apply(this, masked as Parameters<typeof method>);
      },
    },
  };
}

function errorField(value: unknown): Error | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { err } = value as { err?: unknown };
  return err instanceof Error ? err : undefined;
}

/** A logger outside the HTTP server's (the media runtime, a worker process). */
export function createLogger(level: string, name: string): pino.Logger {
  return pino({ ...logOptions(level), name });
}
