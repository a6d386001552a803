import type { MaterialTreeNode } from '@toufang/contracts';
import { describe, expect, it } from 'vitest';
import { folderName } from './material-filters';
import {
  formatBytes,
  formatCodec,
  formatDimensions,
  formatDuration,
  formatRotation,
} from './material-format';

describe('material formats', () => {
  it.each([
    [512, '512 B'],
    [1536, '1.5 KB'],
    [1.5 * 1024 * 1024, '1.5 MB'],
    [3 * 1024 ** 3, '3.0 GB'],
  ])('shows %d bytes as %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it.each([
    [null, '-'],
    [15.5, '0:16'],
    [75, '1:15'],
    [3725, '1:02:05'],
  ])('shows a duration of %s s as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('shows dimensions, or - when unknown', () => {
    expect(formatDimensions({ width: 720, height: 1280 })).toBe('720×1280');
    expect(formatDimensions({ width: null, height: null })).toBe('-');
  });

  it('names a folder anywhere in the tree, and the root', () => {
    const tree: MaterialTreeNode[] = [
      { id: 1, name: '活动', children: [{ id: 2, name: '横版', children: [] }] },
    ];
    expect(folderName(tree, 2)).toBe('横版');
    expect(folderName(tree, 0)).toBe('素材库');
    expect(folderName(tree, 99)).toBe('素材库');
  });
});

describe('formatCodec and formatRotation', () => {
  it('names the codec and the turn a player makes', () => {
    expect(formatCodec('avc1')).toBe('H.264');
    expect(formatCodec('hev1')).toBe('H.265');
    expect(formatCodec('xyz1')).toBe('xyz1');
    expect(formatCodec(null)).toBe('-');
    expect(formatRotation(0)).toBe('不旋转');
    expect(formatRotation(90)).toBe('顺时针 90°');
    expect(formatRotation(null)).toBe('-');
  });
});
