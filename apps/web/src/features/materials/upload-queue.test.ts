import { ERROR_CODES, type MaterialFile } from '@toufang/contracts';
import { describe, expect, it } from 'vitest';
import {
  folderFileWanted,
  itemPercent,
  totalPercent,
  uploadOutcome,
  uploadSummary,
  type UploadItem,
} from './upload-queue';

const file = { fid: 9, name: '原图.png' } as MaterialFile;
const item = (over: Partial<UploadItem> & Pick<UploadItem, 'status'>): UploadItem =>
  ({ key: 'k', name: 'a.png', size: 100, loaded: 0, ...over }) as UploadItem;

describe('uploadOutcome', () => {
  it('keeps the stored file of a successful upload', () => {
    expect(uploadOutcome({ code: 0, data: file })).toEqual({ status: 'done', file });
  });

  it('offers the existing file of a duplicate', () => {
    const message = '副本.png 与素材库中的「原图.png」内容相同，可直接使用该素材，或选择覆盖上传';
    expect(
      uploadOutcome({
        code: ERROR_CODES.MATERIAL_DUPLICATE.code,
        message_cn: message,
        data: { file },
      }),
    ).toEqual({ status: 'duplicate', message, existing: file });
  });

  it('shows the server’s Chinese message for an unreadable image', () => {
    expect(
      uploadOutcome({
        code: ERROR_CODES.MATERIAL_IMAGE_UNREADABLE.code,
        message_cn: '坏图.png 解析失败，可能图片格式不正确',
        data: null,
      }),
    ).toEqual({ status: 'failed', message: '坏图.png 解析失败，可能图片格式不正确' });
  });

  it('falls back to the listed problems, then to a generic message', () => {
    expect(uploadOutcome({ code: 10001, message: ['a', 'b'] })).toEqual({
      status: 'failed',
      message: 'a；b',
    });
    expect(uploadOutcome({ code: 1 })).toEqual({ status: 'failed', message: '上传失败' });
  });
});

describe('progress', () => {
  it('counts bytes sent, finished files in full, over every byte of the batch', () => {
    const items = [
      item({ status: 'uploading', size: 300, loaded: 150 }),
      item({ status: 'failed', size: 100, message: 'x' }),
      item({ status: 'waiting', size: 600 }),
    ];
    expect(totalPercent(items)).toBe(25);
    expect(itemPercent(items[0] as UploadItem)).toBe(50);
    expect(itemPercent(items[1] as UploadItem)).toBe(100);
  });

  it('is 0 for nothing and 100 when a batch of empty files has finished', () => {
    expect(totalPercent([])).toBe(0);
    expect(totalPercent([item({ status: 'done', size: 0, file } as never)])).toBe(100);
  });

  it('never passes 100 for a file whose progress overshoots its size', () => {
    expect(itemPercent(item({ status: 'uploading', size: 10, loaded: 12 }))).toBe(100);
  });

  it('summarises the batch by outcome', () => {
    expect(
      uploadSummary([
        item({ status: 'done', file } as never),
        item({ status: 'reused', file } as never),
        item({ status: 'duplicate', message: 'x', existing: file } as never),
        item({ status: 'failed', message: 'x' } as never),
      ]),
    ).toBe('共 4 个，成功 2 个，重复 1 个，失败 1 个');
  });
});

describe('folderFileWanted', () => {
  it('takes the images and videos of a folder and leaves the rest', () => {
    expect(folderFileWanted({ name: '封面.png', type: 'image/png' })).toBe(true);
    expect(folderFileWanted({ name: '口播.mp4', type: 'video/mp4' })).toBe(true);
    expect(folderFileWanted({ name: '说明.txt', type: 'text/plain' })).toBe(false);
    expect(folderFileWanted({ name: '.DS_Store', type: '' })).toBe(false);
    expect(folderFileWanted({ name: '._封面.png', type: 'image/png' })).toBe(false);
    expect(folderFileWanted({ name: 'Thumbs.db', type: '' })).toBe(false);
  });
});
