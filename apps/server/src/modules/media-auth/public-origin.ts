import { AppError } from '../../lib/app-error';

/** A DNS name, an IPv4 address or a bracketed IPv6 address, with an optional port. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

/**
 * The origin of OAuth redirect URIs and of the browser's sandbox pages: `PUBLIC_URL` when the
 * deployment names it (config.ts requires it unless the media are embedded), else the address the
 * browser used, if its Host is a well-formed host name and port and nothing more.
 */
export function publicOrigin(
  request: { protocol: string; host: string },
  configured: string | undefined,
): string {
  if (configured) return new URL(configured).origin;
  const { host, protocol } = request;
  if ((protocol === 'http' || protocol === 'https') && HOST.test(host)) {
    try {
      return new URL(`${protocol}://${host}`).origin;
    } catch {
      // A port beyond 65535: refused below.
    }
  }
  throw new AppError('VALIDATION_FAILED', {
    details: ['请求的主机地址（Host）无效，无法生成授权回调地址，请通过正确的地址访问平台'],
  });
}
