import { describe, expect, it } from 'vitest';
import { libraryRow } from './library-row';

describe('library files → material rows', () => {
  const raw = { id: 'f1', extra: 1 };

  it('stores what the medium does not say as null and an empty name', () => {
    expect(libraryRow('kuaishou', '55', raw, { materialId: 'tok', materialType: 'image' })).toEqual(
      {
        medium: 'kuaishou',
        advertiserId: '55',
        materialId: 'tok',
        materialType: 'image',
        fileId: null,
        md5: null,
        url: null,
        coverUrl: null,
        width: null,
        height: null,
        durationMs: null,
        sizeBytes: null,
        name: '',
        mediumCreatedAt: null,
        mediumModifiedAt: null,
        raw,
      },
    );
  });

  it('carries every fact the medium gives', () => {
    const uploaded = new Date('2025-03-05T04:00:00Z');
    const row = libraryRow('bytedance', '1700', raw, {
      materialId: '73',
      materialType: 'video',
      fileId: 'v0200',
      md5: 'd41d8cd98f00b204e9800998ecf8427e',
      url: 'https://v.example/a.mp4',
      coverUrl: 'https://v.example/a.jpg',
      width: 720,
      height: 1280,
      durationMs: 15_000,
      sizeBytes: 2_000_000,
      name: '开服.mp4',
      createdAt: uploaded,
      modifiedAt: uploaded,
    });
    expect(row).toMatchObject({
      fileId: 'v0200',
      md5: 'd41d8cd98f00b204e9800998ecf8427e',
      coverUrl: 'https://v.example/a.jpg',
      durationMs: 15_000,
      sizeBytes: 2_000_000,
      name: '开服.mp4',
      mediumCreatedAt: uploaded,
      mediumModifiedAt: uploaded,
    });
  });

  it('sets a status only where the file decides one, so the column keeps its default', () => {
    const file = { materialId: '9', materialType: 'image' as const };
    expect(libraryRow('tencent', '1', raw, { ...file, status: 'deleted' }).status).toBe('deleted');
    expect(libraryRow('tencent', '1', raw, { ...file, status: null })).not.toHaveProperty('status');
    expect(libraryRow('tencent', '1', raw, file)).not.toHaveProperty('status');
  });
});
