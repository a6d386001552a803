/** Errors of the API client (spec 000 §8). All of them have already been shown unless silent. */

export type RequestFailureKind = 'network' | 'vpn' | 'http' | 'format';

/** Base of every failure the client raises; `display` is the text the notification shows. */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly url: string,
    readonly display: string,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

/** The server answered with a non-zero code (spec 000 §7 envelope). */
export class ApiError extends RequestError {
  constructor(
    readonly code: number,
    message: string,
    url: string,
    display: string,
    /** Every problem the server listed (validation failures send an array, ARCHITECTURE §5). */
    readonly details: readonly string[] = [],
  ) {
    super(message, url, display);
    this.name = 'ApiError';
  }
}

/** No usable envelope: network failure, HTTP 403 (outside the VPN), other HTTP status, bad body. */
export class TransportError extends RequestError {
  constructor(
    readonly kind: RequestFailureKind,
    message: string,
    url: string,
    display: string,
    readonly status?: number,
  ) {
    super(message, url, display);
    this.name = 'TransportError';
  }
}

/** Code -100: the login state is invalid or expired (spec 000 §8). */
export const SESSION_INVALID_CODE = -100;

export function isSessionInvalid(error: unknown): boolean {
  return error instanceof ApiError && error.code === SESSION_INVALID_CODE;
}
