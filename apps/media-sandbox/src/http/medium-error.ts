// Errors a handler throws to answer with a medium's error envelope (HTTP 200, code ≠ 0). Handlers
// name the kind of failure; each medium's dialect turns it into its own code and message.

export type ErrorKind =
  | 'param'
  /** A body that is not valid JSON (Ocean Engine answers 40000). */
  | 'unparseable'
  | 'noPermission'
  | 'tokenEmpty'
  | 'tokenInvalid'
  | 'tokenExpired'
  | 'commonParamMissing'
  | 'timestampInvalid'
  | 'nonceUsed'
  | 'rateLimited'
  | 'system'
  | 'appInvalid'
  | 'authCodeInvalid'
  | 'authCodeExpired'
  | 'authCodeUsed'
  | 'refreshTokenInvalid'
  | 'refreshTokenExpired';

/** A concrete error on the wire. */
export interface WireError {
  code: number;
  message: string;
  /** Tencent's Chinese message. */
  messageCn?: string;
  /** Tencent's `errors[]`. */
  errors?: Record<string, unknown>[];
}

export type Failure = { kind: ErrorKind; detail?: string } | { wire: WireError };

export class MediumError extends Error {
  override readonly name = 'MediumError';
  constructor(readonly failure: Failure) {
    super(
      'kind' in failure
        ? `${failure.kind}${failure.detail ? `: ${failure.detail}` : ''}`
        : failure.wire.message,
    );
  }
}

/** A failure of a known kind; `detail` is appended to the medium's message. */
export function mediumError(kind: ErrorKind, detail?: string): MediumError {
  return new MediumError({ kind, detail });
}

/** A medium-specific code no kind covers (e.g. Ocean Engine 40003). */
export function wireError(error: WireError): MediumError {
  return new MediumError({ wire: error });
}
