import { describe, expect, it } from 'vitest';
import { avatarFileProblems, avatarSizeProblem, base64OfDataUrl } from './avatar-file';

describe('avatarFileProblems', () => {
  it.each([
    ['logo.png', 1_000, []],
    ['LOGO.JPG', 1_000, []],
    ['a.jpeg', 1_000, []],
    ['a.bmp', 5 * 1024 * 1024, []],
    ['a.gif', 1_000, ['头像图片仅支持 jpg、jpeg、png、bmp 格式']],
    ['noext', 1_000, ['头像图片仅支持 jpg、jpeg、png、bmp 格式']],
    ['a.png', 0, ['头像图片为空']],
    ['a.png', 5 * 1024 * 1024 + 1, ['头像图片不能超过 5MB']],
    [`${'a'.repeat(252)}.png`, 10, ['图片文件名过长']],
  ])('%s of %s bytes', (name, size, problems) => {
    expect(avatarFileProblems({ name, size })).toEqual(problems);
  });
});

describe('avatarSizeProblem', () => {
  it('allows up to 300×300 pixels', () => {
    expect(avatarSizeProblem(300, 300)).toBeNull();
    expect(avatarSizeProblem(301, 300)).toBe('头像图片不能超过 300×300 像素（当前 301×300）');
    expect(avatarSizeProblem(10, 400)).toBe('头像图片不能超过 300×300 像素（当前 10×400）');
  });
});

it('takes the base64 part of a data URL', () => {
  expect(base64OfDataUrl('data:image/png;base64,iVBORw0KGgo=')).toBe('iVBORw0KGgo=');
});
