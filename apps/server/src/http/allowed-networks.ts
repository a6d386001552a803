import type { FastifyInstance } from 'fastify';
import ipaddr from 'ipaddr.js';
import { isApiRequest } from './api-request';

/**
 * `ALLOWED_CIDRS` (empty = allow all): API calls from other addresses get HTTP 403, the one non-200
 * answer of the API, which the web app turns into the VPN message (spec 000 §8). The static web app
 * itself stays reachable so that the message can be shown.
 */
export function registerAllowedNetworks(app: FastifyInstance, cidrs: readonly string[]): void {
  if (cidrs.length === 0) return;
  const ranges = cidrs.map((cidr) => {
    try {
      return ipaddr.parseCIDR(
        cidr.includes('/') ? cidr : `${cidr}/${cidr.includes(':') ? 128 : 32}`,
      );
    } catch {
      throw new Error(`ALLOWED_CIDRS: invalid range "${cidr}"`);
    }
  });
  app.addHook('onRequest', async (request, reply) => {
    if (isApiRequest(request) && !isAllowed(request.ip, ranges)) {
      request.log.warn({ ip: request.ip }, 'request from outside ALLOWED_CIDRS');
      return reply.status(403).send({
        code: 403,
        data: null,
        message: '当前网络无法访问，请连接公司 VPN 后再试',
        msg: 'forbidden network',
        message_cn: '当前网络无法访问，请连接公司 VPN 后再试',
      });
    }
  });
}

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

export function isAllowed(ip: string, ranges: readonly Range[]): boolean {
  let addr: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    addr = ipaddr.process(ip);
  } catch {
    return false;
  }
  return ranges.some(
    ([net, bits]) => addr.kind() === net.kind() && addr.match([net, bits] as never),
  );
}
