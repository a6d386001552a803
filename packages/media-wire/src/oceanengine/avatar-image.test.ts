import { describe, expect, it } from 'vitest';
import { avatarImageProblems, readImageHeader } from './avatar-image';

// Image headers as the avatar limits read them: the format from the signature, the size from the
// header, whatever the file is called.

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );
const be32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const le32 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255, (n >>> 24) & 255];
const be16 = (n: number) => [(n >>> 8) & 255, n & 255];

const png = (w: number, h: number) =>
  bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    be32(13),
    'IHDR',
    be32(w),
    be32(h),
    [8, 0],
  );
/** SOI, an APP0 segment, then a baseline SOF0 with the size. */
const jpeg = (w: number, h: number) =>
  bytes(
    [0xff, 0xd8, 0xff, 0xe0],
    be16(16),
    'JFIF',
    new Array<number>(10).fill(0),
    [0xff, 0xc0],
    be16(17),
    [8],
    be16(h),
    be16(w),
    [3],
  );
const bmp = (w: number, h: number) =>
  bytes('BM', le32(0), le32(0), le32(54), le32(40), le32(w), le32(h), [1, 0, 24, 0]);

describe('readImageHeader', () => {
  it.each([
    ['png', png(300, 200), { format: 'png', width: 300, height: 200 }],
    ['jpeg', jpeg(120, 80), { format: 'jpeg', width: 120, height: 80 }],
    ['bmp (bottom-up rows)', bmp(64, -32 >>> 0), { format: 'bmp', width: 64, height: 32 }],
    ['gif', bytes('GIF89a', [10, 0, 20, 0]), { format: 'gif', width: 10, height: 20 }],
    ['webp', bytes('RIFF', le32(10), 'WEBP'), { format: 'webp', width: 0, height: 0 }],
  ])('reads a %s', (_label, image, expected) => {
    expect(readImageHeader(image)).toEqual(expected);
  });

  it('knows no text, no truncated PNG and no JPEG without a frame', () => {
    expect(readImageHeader(bytes('hello world, no image here'))).toBeNull();
    expect(readImageHeader(png(1, 1).slice(0, 20))).toBeNull();
    expect(readImageHeader(bytes([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
  });
});

describe('avatarImageProblems', () => {
  it.each([
    ['a 300×300 PNG', png(300, 300), []],
    ['a JPEG', jpeg(100, 100), []],
    ['a BMP', bmp(300, 1), []],
    ['an empty file', new Uint8Array(0), ['头像图片为空']],
    ['a PNG wider than 300', png(301, 10), ['头像图片不能超过 300×300 像素（当前 301×10）']],
    ['a PNG taller than 300', png(10, 301), ['头像图片不能超过 300×300 像素（当前 10×301）']],
    ['a GIF', bytes('GIF89a', [1, 0, 1, 0]), ['头像图片仅支持 jpg、jpeg、png、bmp 格式']],
    ['text', bytes('plain text'), ['头像图片仅支持 jpg、jpeg、png、bmp 格式']],
  ])('%s', (_label, image, problems) => {
    expect(avatarImageProblems(image)).toEqual(problems);
  });

  it('refuses more than 5 MB', () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(png(10, 10));
    expect(avatarImageProblems(big)).toEqual(['头像图片不能超过 5MB']);
  });
});
