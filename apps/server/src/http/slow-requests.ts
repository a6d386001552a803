import type { FastifyInstance, FastifyRequest } from 'fastify';

// A request that takes long is logged at warn, the level a deployment keeps: once while it is
// still running (so one that never ends is seen, with where it was sent), and again when it
// answers or its client gives up, with its time. The request's id ties the lines together.

/** Ten seconds: well above any page's answer, well below a user giving up on it. */
export const SLOW_REQUEST_MS = 10_000;

interface Watch {
  started: number;
  timer: NodeJS.Timeout;
}

export function registerSlowRequestLog(app: FastifyInstance, warnAfterMs = SLOW_REQUEST_MS): void {
  const watches = new WeakMap<FastifyRequest, Watch>();
  const where = (request: FastifyRequest) => ({ method: request.method, url: request.url });
  /** The request's time when it ran long, else undefined; it is no longer watched either way. */
  const end = (request: FastifyRequest): number | undefined => {
    const watch = watches.get(request);
    if (watch === undefined) return undefined;
    clearTimeout(watch.timer);
    watches.delete(request);
    const ms = Math.round(performance.now() - watch.started);
    return ms >= warnAfterMs ? ms : undefined;
  };

  app.addHook('onRequest', (request, _reply, done) => {
    const timer = setTimeout(() => {
      request.log.warn({ ...where(request), runningMs: warnAfterMs }, 'request still running');
    }, warnAfterMs);
    timer.unref();
    watches.set(request, { started: performance.now(), timer });
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const ms = end(request);
    if (ms !== undefined) {
      request.log.warn(
        { ...where(request), statusCode: reply.statusCode, ms },
        'slow request answered',
      );
    }
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    const ms = end(request);
    if (ms !== undefined) request.log.warn({ ...where(request), ms }, 'slow request abandoned');
    done();
  });
}
