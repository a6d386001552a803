import { STATUS_CODES, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_CODES, type Envelope, type ErrorKey } from '@toufang/contracts';
import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import type { HttpLimits } from '../config';

/**
 * The HTTP server's options against slow and numerous clients (`HTTP_*` in config.ts): headers,
 * whole request, keep-alive and idle timeouts, and requests per connection.
 */
export function serverLimitOptions(limits: HttpLimits) {
  return {
    connectionTimeout: limits.idleTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    maxRequestsPerSocket: limits.maxRequestsPerSocket,
    http: {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      // Node checks both timeouts on this interval (30 s by default): often enough to hold them.
      connectionsCheckingInterval: Math.min(1000, Math.max(50, limits.headersTimeoutMs / 4)),
    },
    clientErrorHandler: answerClientError,
  } satisfies FastifyHttpOptions<Server>;
}

/** The connection cap: the server closes connections beyond it at once. */
export function applyConnectionCap(app: FastifyInstance, limits: HttpLimits): void {
  app.server.maxConnections = limits.maxConnections;
}

function envelope(key: ErrorKey): Envelope<null> {
  const { code, message, message_cn } = ERROR_CODES[key];
  return { code, data: null, message: message_cn, msg: message, message_cn };
}

/**
 * Answers what Node reports before a request reaches the router: a request or its headers not
 * received in time, headers too large, malformed HTTP. The answer carries the envelope (ARCHITECTURE
 * §5) but keeps its HTTP status: the request never reached the API, and a browser that sent it on a
 * reused connection just as the server gave up retries it on a 408.
 */
function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, key]: [number, ErrorKey] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'REQUEST_TIMEOUT']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'PAYLOAD_TOO_LARGE']
        : [400, 'VALIDATION_FAILED'];
  this.log.debug({ err: error }, 'client error');
  // As Node does: nothing more to write once a response has begun on this connection.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify(envelope(key));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nConnection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
