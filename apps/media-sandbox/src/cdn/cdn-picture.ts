import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** The picture formats the CDN answers, by the address's extension. */
export type PictureFormat = 'jpeg' | 'png' | 'webp';

export const PICTURE_WIDTH = 640;
export const PICTURE_HEIGHT = 360;

/** Bytes of the key's digest, the only source of the picture's colours and shapes. */
export function digestOf(key: string): Buffer {
  return createHash('sha256').update(key).digest();
}

/** A hue (0–359) from two bytes of the digest. */
const hueAt = (digest: Buffer, at: number) => digest.readUInt16BE(at) % 360;

/**
 * A picture that stands for the file at `key`: a two-colour gradient with a few shapes, all drawn
 * from the key's digest, so the same address always answers the same picture and neighbouring
 * rows look different.
 */
export function pictureSvg(key: string): string {
  const d = digestOf(key);
  const hue = hueAt(d, 0);
  const second = (hue + 40 + ((d[2] ?? 0) % 120)) % 360;
  const shapes: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    const at = 4 + i * 5;
    const x = ((d[at] ?? 0) / 255) * PICTURE_WIDTH;
    const y = ((d[at + 1] ?? 0) / 255) * PICTURE_HEIGHT;
    const r = 30 + ((d[at + 2] ?? 0) % 90);
    const shapeHue = (hue + 180 + (d[at + 3] ?? 0)) % 360;
    const opacity = (0.35 + ((d[at + 4] ?? 0) % 40) / 100).toFixed(2);
    shapes.push(
      i % 2 === 0
        ? `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r}" fill="hsl(${shapeHue},70%,60%)" fill-opacity="${opacity}"/>`
        : `<rect x="${(x - r).toFixed(1)}" y="${(y - r / 2).toFixed(1)}" width="${2 * r}" height="${r}" rx="12" fill="hsl(${shapeHue},65%,55%)" fill-opacity="${opacity}"/>`,
    );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue},60%,45%)"/>` +
    `<stop offset="1" stop-color="hsl(${second},65%,30%)"/>` +
    `</linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>${shapes.join('')}</svg>`
  );
}

/** The picture of `key` encoded as `format`. */
export async function renderPicture(key: string, format: PictureFormat): Promise<Buffer> {
  const image = sharp(Buffer.from(pictureSvg(key)));
  if (format === 'png') return image.png().toBuffer();
  if (format === 'webp') return image.webp({ quality: 80 }).toBuffer();
  return image.jpeg({ quality: 82 }).toBuffer();
}
