import type { FastifyInstance, FastifyRequest } from 'fastify';

/** One year, subdomains included: helmet's own default value. */
const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * `upgrade-insecure-requests` and HSTS only when the product is served over HTTPS. Browsers exempt
 * localhost but not a LAN host name or address: over plain HTTP, the directive rewrites every asset
 * URL to https and the web app stays blank, and HSTS would pin the host to a TLS port that does not
 * exist. HTTPS is a request that came over TLS, one a trusted proxy (`TRUST_PROXY`) forwards as
 * https, or any request of a deployment whose `PUBLIC_URL` is https.
 */
export function registerTransportSecurity(
  app: FastifyInstance,
  opts: { publicUrl: string | undefined },
): void {
  const publicHttps = opts.publicUrl !== undefined && new URL(opts.publicUrl).protocol === 'https:';
  const servedOverHttps = (request: FastifyRequest) => publicHttps || request.protocol === 'https';
  app.addHook('onSend', async (request, reply) => {
    if (!servedOverHttps(request)) return;
    reply.header('strict-transport-security', HSTS_VALUE);
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string' && !csp.includes('upgrade-insecure-requests')) {
      reply.header(
        'content-security-policy',
        `${csp.replace(/;\s*$/, '')};upgrade-insecure-requests`,
      );
    }
  });
}
