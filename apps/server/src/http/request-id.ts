import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** An id a trusted proxy may pass on: short, and nothing a header or log line could be bent by. */
const PASSED_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The id of each request, in its log lines and echoed as `x-request-id`. Only a trusted proxy
 * (`TRUST_PROXY`) may set it, to trace a request across hops; a client talking to the server
 * directly could otherwise pick ids that mix its lines with another request's.
 */
export function requestIdGenerator(trustProxy: boolean): (req: IncomingMessage) => string {
  return (req) => {
    const given = trustProxy ? req.headers['x-request-id'] : undefined;
    return typeof given === 'string' && PASSED_ID.test(given) ? given : randomUUID();
  };
}
