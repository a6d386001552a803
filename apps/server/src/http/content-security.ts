import type { Config } from '../config';
import { sandboxFilesBase } from '../media/runtime/media-runtime';

/**
 * The web app's Content-Security-Policy directives (helmet's names). Images and videos come from
 * our own origin, and the media's files: the live media's CDNs over https, or the media sandbox's
 * origin and only that (`sandboxFilesBase`).
 */
export function contentSecurityDirectives(config: Pick<Config, 'host' | 'port' | 'media'>) {
  const filesBase = sandboxFilesBase(config);
  const sandboxFiles = filesBase ? [new URL(filesBase).origin] : [];
  return {
    defaultSrc: ["'self'"],
    // antd injects its CSS-in-JS styles at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...sandboxFiles],
    // Material previews: our own files, and the media's.
    mediaSrc: ["'self'", 'blob:', ...(config.media.mode === 'live' ? ['https:'] : sandboxFiles)],
    scriptSrc: ["'self'"],
    connectSrc: ["'self'"],
    frameAncestors: ["'self'"],
    // Over HTTPS only (http/transport-security.ts).
    upgradeInsecureRequests: null,
  };
}
