import type { Medium } from '../../lib/media-mirror';

/**
 * How a medium's answer is classified (ARCHITECTURE §6). `ok` never becomes an error; the others
 * decide what the client does: retry (`rate_limited`, `transient`), refresh (`token_expired`), or
 * surface. `unknown_outcome` is a write whose answer never arrived: the task engine reconciles it by
 * reading the medium, never by sending it again. `malformed_response` is an answer that does not
 * match the wire schema.
 */
export type MediaCodeClass =
  | 'ok'
  | 'rate_limited'
  | 'transient'
  | 'token_expired'
  | 'token_invalid'
  | 'no_permission'
  | 'business';

export type MediaErrorKind =
  Exclude<MediaCodeClass, 'ok'> | 'unknown_outcome' | 'malformed_response';

export interface MediaCallErrorInit {
  kind: MediaErrorKind;
  medium: Medium;
  endpoint: string;
  /** The medium's own code (null when no envelope arrived). */
  mediumCode: number | null;
  message: string;
  requestId: string | null;
  /** Attempts made, including the last one. */
  attempts: number;
  cause?: unknown;
}

/** A call to a medium that did not succeed, with the medium's code and request id for support. */
export class MediaCallError extends Error {
  override readonly name: string = 'MediaCallError';
  readonly kind: MediaErrorKind;
  readonly medium: Medium;
  readonly endpoint: string;
  readonly mediumCode: number | null;
  readonly requestId: string | null;
  readonly attempts: number;

  constructor(init: MediaCallErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.medium = init.medium;
    this.endpoint = init.endpoint;
    this.mediumCode = init.mediumCode;
    this.requestId = init.requestId;
    this.attempts = init.attempts;
  }

  /** True when the call may have taken effect on the medium (a write that timed out). */
  get outcomeUnknown(): boolean {
    return this.kind === 'unknown_outcome';
  }
}

/**
 * The authorization cannot be used any more (refresh token expired, revoked or refused): the
 * account must go through the OAuth flow again (spec 000 §2 authorization health).
 */
export class ReauthorizeRequired extends Error {
  override readonly name = 'ReauthorizeRequired';

  constructor(
    readonly medium: Medium,
    message: string,
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
  }
}
