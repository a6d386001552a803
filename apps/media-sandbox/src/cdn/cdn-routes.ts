import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Medium } from '@toufang/media-wire';
import { CDN_HOSTS, CDN_PATH, cdnRewriter } from './cdn-hosts';
import { renderPicture, type PictureFormat } from './cdn-picture';
import { renderVideo, videoHueOf } from './cdn-video';

export interface CdnOptions {
  /**
   * The origin browsers reach the CDN routes at (the sandbox itself, or a proxy in front of it);
   * answers then carry the media's file addresses there. Without it they keep the fixed hosts.
   */
  origin?: string;
  /** The ffmpeg that makes the videos; a video address answers 404 when it cannot run. */
  ffmpegPath: string;
}

/** Bumped whenever the drawings change, so browsers holding the old ones fetch again. */
const DRAWING_VERSION = 1;
/** Pictures kept in memory, the least recently served dropped first (each about 10–30 KB). */
const PICTURES_KEPT = 300;
const SAFE_PATH = /^[A-Za-z0-9._~\-/]{1,300}$/;

const PICTURE_TYPES: Record<PictureFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

type Asset = { kind: 'picture'; format: PictureFormat } | { kind: 'video' } | { kind: 'package' };

/**
 * What a package address (a Kuaishou sub-package, `.apk`) answers: an empty zip archive (its end
 * record alone), so a download check sees an installable package's type and a zip's signature.
 */
const PACKAGE_BYTES = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);

/** What an address names, by its extension; an image address without one is a JPEG. */
export function assetOf(filePath: string): Asset | null {
  if (!SAFE_PATH.test(filePath) || filePath.split('/').some((s) => s === '' || s === '..')) {
    return null;
  }
  const ext = /\.(\w+)$/.exec(filePath)?.[1]?.toLowerCase();
  if (ext === 'mp4' || ext === 'mov') return { kind: 'video' };
  if (ext === 'apk') return { kind: 'package' };
  if (ext === 'png') return { kind: 'picture', format: 'png' };
  if (ext === 'webp') return { kind: 'picture', format: 'webp' };
  return { kind: 'picture', format: 'jpeg' };
}

/** One request's byte range of `size` bytes, or null for the whole (or an unreadable range). */
function rangeOf(
  header: string | undefined,
  size: number,
): [number, number] | 'unsatisfiable' | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (m[1] === '' && m[2] === '')) return null;
  const start = m[1] === '' ? Math.max(0, size - Number(m[2])) : Number(m[1]);
  const end = m[1] === '' || m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  return start > end || start >= size ? 'unsatisfiable' : [start, end];
}

/**
 * Serves a file for every address the media answer (`<CDN_PATH>/<medium>/<path>`): a picture
 * drawn from the address (cdn-picture.ts) or a short video (cdn-video.ts). The sandbox keeps no
 * uploaded bytes, so these stand for the files; each is made once, kept, and sent with a year's
 * `Cache-Control` and an `ETag`.
 */
export function registerCdnRoutes(app: FastifyInstance, options: CdnOptions): void {
  const pictures = new Map<string, Promise<Buffer>>();
  const videos = new Map<number, Promise<Buffer | null>>();

  const picture = (key: string, format: PictureFormat): Promise<Buffer> => {
    const cacheKey = `${format}:${key}`;
    const held = pictures.get(cacheKey);
    if (held) {
      pictures.delete(cacheKey);
      pictures.set(cacheKey, held);
      return held;
    }
    const made = renderPicture(key, format);
    made.catch(() => pictures.delete(cacheKey));
    pictures.set(cacheKey, made);
    if (pictures.size > PICTURES_KEPT) pictures.delete(pictures.keys().next().value as string);
    return made;
  };
  const video = (hue: number): Promise<Buffer | null> => {
    let held = videos.get(hue);
    if (!held) {
      held = renderVideo(options.ffmpegPath, hue);
      videos.set(hue, held);
      // A failed run is tried again on the next request (ffmpeg may be installed meanwhile).
      void held.then((bytes) => {
        if (bytes === null) videos.delete(hue);
      });
    }
    return held;
  };

  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    bytes: Buffer,
    type: string,
    etag: string,
  ) => {
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', etag)
      .header('accept-ranges', 'bytes')
      .type(type);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const range = rangeOf(request.headers.range, bytes.length);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${bytes.length}`).send();
    }
    if (range === null) return reply.send(bytes);
    const [start, end] = range;
    return reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${bytes.length}`)
      .send(bytes.subarray(start, end + 1));
  };

  app.get<{ Params: { medium: string; '*': string } }>(
    `${CDN_PATH}/:medium/*`,
    async (request, reply) => {
      const { medium, '*': filePath } = request.params;
      const asset = Object.hasOwn(CDN_HOSTS, medium) ? assetOf(filePath) : null;
      if (!asset) return reply.code(404).send({ error: 'no such file' });
      const key = `${medium as Medium}/${filePath}`;
      if (asset.kind === 'package') {
        return send(
          request,
          reply,
          PACKAGE_BYTES,
          'application/vnd.android.package-archive',
          `"v${DRAWING_VERSION}-package"`,
        );
      }
      if (asset.kind === 'video') {
        const hue = videoHueOf(key);
        const bytes = await video(hue);
        if (!bytes) return reply.code(404).send({ error: 'video unavailable: ffmpeg did not run' });
        return send(request, reply, bytes, 'video/mp4', `"v${DRAWING_VERSION}-video-${hue}"`);
      }
      const bytes = await picture(key, asset.format);
      const tag = createHash('sha1').update(key).digest('hex').slice(0, 20);
      return send(
        request,
        reply,
        bytes,
        PICTURE_TYPES[asset.format],
        `"v${DRAWING_VERSION}-${asset.format}-${tag}"`,
      );
    },
  );

  if (options.origin) {
    const rewrite = cdnRewriter(options.origin);
    app.addHook('onSend', (_request, reply, payload, done) => {
      const type = reply.getHeader('content-type');
      if (typeof payload === 'string' && typeof type === 'string' && type.includes('json')) {
        done(null, rewrite(payload));
        return;
      }
      done(null, payload);
    });
  }
}
