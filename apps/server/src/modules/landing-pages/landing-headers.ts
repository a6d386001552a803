/**
 * What a public page may load: its own styles, images and videos from any http(s) address, and
 * the one script of our origin, which posts back to our origin only.
 */
export const PAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src https: http: data:',
  'media-src https: http:',
  "script-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ');

/** One year, subdomains included, as the rest of the product sends over HTTPS. */
const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * The security headers of a public page, the same the app's global hooks (helmet, transport
 * security) give every other answer, with the page's own CSP; written once per page, so a page
 * served from memory does not pass through those hooks.
 */
export function pageSecurityHeaders(publicHttps: boolean): Record<string, string> {
  return {
    'content-security-policy': publicHttps ? `${PAGE_CSP}; upgrade-insecure-requests` : PAGE_CSP,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...(publicHttps ? { 'strict-transport-security': HSTS_VALUE } : {}),
  };
}
