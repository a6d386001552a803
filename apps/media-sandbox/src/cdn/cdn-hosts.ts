import type { Medium } from '@toufang/media-wire';

/**
 * The hosts the sandbox's media keep their files' addresses under, as the real media keep theirs
 * on their CDNs. State and snapshots hold these fixed addresses, so they do not depend on where
 * the sandbox runs; answers carry them on the sandbox's public CDN origin (`cdnRewriter`), where
 * `cdn-routes.ts` serves a picture or a short video for each.
 */
export const CDN_HOSTS: Record<Medium, string> = {
  oceanengine: 'https://cdn.oceanengine-sandbox.example',
  kuaishou: 'https://cdn.kuaishou-sandbox.example',
  tencent: 'https://cdn.tencent-sandbox.example',
};

/** Where the sandbox serves its media's files: `<origin>/_cdn/<medium>/<path>`. */
export const CDN_PATH = '/_cdn';

/** The public address of one CDN host's files on `origin` (the sandbox, or a proxy in front). */
export const publicCdnBase = (origin: string, medium: Medium): string =>
  `${origin.replace(/\/+$/, '')}${CDN_PATH}/${medium}`;

/** Replaces every CDN host in an answer's text with its public address on `origin`. */
export function cdnRewriter(origin: string): (text: string) => string {
  const pairs = (Object.entries(CDN_HOSTS) as [Medium, string][]).map(
    ([medium, host]) => [host, publicCdnBase(origin, medium)] as const,
  );
  return (text) => {
    let out = text;
    for (const [host, base] of pairs) {
      if (out.includes(host)) out = out.split(host).join(base);
    }
    return out;
  };
}
